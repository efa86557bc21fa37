import FormValidation
import Foundation
import Testing

/// The signup demo's own words in every language the library speaks: the words file (`Fixtures/signup-demo.words.json`)
/// has every word in each, keeps its placeholders and symbols, offers each plural category the language needs, and
/// the demo says them with `--locale` — piped and full-screen, with the CLDR's plural forms.
@Suite struct SignupDemoWordsTests {
    /// The words file: templates by word, by language tag.
    static let entries: [String: [String: String]] = {
        let url = SignupDemoTests.fixtures.appendingPathComponent("signup-demo.words.json")
        guard let data = try? Data(contentsOf: url) else { return [:] }
        return (try? JSONDecoder().decode([String: [String: String]].self, from: data)) ?? [:]
    }()

    /// Every language the library speaks.
    static let languages = MessageCatalog.supportedLanguages

    /// The plural categories each language uses, as the library's reference table of babel's CLDR verdicts shows them
    /// (`Tests/FormValidationTests/Fixtures/plural-verdicts.tsv`: each integer from 0 to 1,000, a few fractions and
    /// 1,000,000), as the library's own translation tests find them.
    static let pluralCategories: [String: Set<String>] = {
        let url = SignupDemoTests.fixtures.deletingLastPathComponent()
            .appendingPathComponent("Tests/FormValidationTests/Fixtures/plural-verdicts.tsv")
        guard let text = try? String(contentsOf: url, encoding: .utf8) else { return [:] }
        var categories: [String: Set<String>] = [:]
        for line in text.split(separator: "\n") where !line.hasPrefix("#") {
            let columns = line.split(separator: "\t")
            guard columns.count == 2 else { continue }
            categories[String(columns[0])] = Set(columns[1].split(separator: " ").map(String.init))
        }
        return categories
    }()

    @Test("the words file has an entry for every language the library speaks, and no other")
    func everyLanguage() {
        #expect(Self.entries.count == 50)
        #expect(Set(Self.entries.keys) == Set(Self.languages))
    }

    @Test("each entry has every word, with English's placeholders and its symbols ✓ ✗ ⏳ +", arguments: languages)
    func everyWord(_ language: String) throws {
        let english = try #require(Self.entries["en"])
        let words = try #require(Self.entries[language], "no entry \(language)")
        #expect(Set(words.keys) == Set(english.keys))
        for (word, template) in english {
            guard let translated = words[word] else { continue }
            #expect(!translated.isEmpty, "\(language) \(word)")
            #expect(Self.placeholders(in: translated) == Self.placeholders(in: template), "\(language) \(word)")
            #expect(Self.symbols(in: translated) == Self.symbols(in: template), "\(language) \(word)")
        }
    }

    @Test("each plural offers every category the language uses", arguments: languages)
    func everyPluralCategory(_ language: String) throws {
        let needed = try #require(Self.pluralCategories[language], "no plural verdicts for \(language)")
        let words = try #require(Self.entries[language])
        var plurals = 0
        for (word, template) in words {
            for offered in Self.pluralCategories(in: template) {
                plurals += 1
                #expect(
                    needed.union(["other"]).subtracting(offered).isEmpty,
                    "\(language) \(word) lacks \(needed.union(["other"]).subtracting(offered).sorted())")
                #expect(
                    offered.subtracting(needed.union(["other"])).isEmpty,
                    "\(language) \(word) offers \(offered.subtracting(needed.union(["other"])).sorted()), unused")
            }
        }
        #expect(plurals == 3, "items, itemsValid and itemsFull count in \(language)")
    }

    @Test(
        "each word renders through the library for 0, 1, 2, 3, 5, 11, 21 and 100, leaving no syntax",
        arguments: languages)
    func everyWordRenders(_ language: String) throws {
        let words = try #require(Self.entries[language])
        var catalog = MessageCatalog(languages: [language])
        #expect(catalog.language == language, "the library chooses the entry's language for its own tag")
        for (word, template) in words {
            let key = "problem.signupDemoWordsTests.\(word)"
            catalog[ValidationError.Code(rawValue: key)] = template
            for count in [0, 1, 2, 3, 5, 11, 21, 100] {
                let parameters: [String: ValidationParameter] = [
                    "name": "otherPhones", "url": "http://127.0.0.1:1", "file": "session.txt", "messages": "M.",
                    "texts": "0 → 02", "label": "L", "message": "M.", "count": .integer(count), "max": .integer(count),
                ]
                let text = try #require(catalog.problemMessage(key, parameters: parameters))
                #expect(
                    !text.contains("{") && !text.contains("}") && !text.contains("#"), "\(language) \(word): \(text)")
            }
        }
    }

    /// The script of a piped session: a taken username, a list grown to its two items and past them, shrunk, typed
    /// into, and a submission.
    static let script = """
        username=admin
        add otherPhones
        otherPhones/0=12
        add otherPhones
        add otherPhones
        remove otherPhones/1
        type otherPhones/0 3
        submit

        """

    /// A language's interface lines of ``script``, in order; a line ending in a space stands for any line that starts
    /// with it less the space (what follows is the library's message).
    struct PipedCase: Sendable, CustomTestStringConvertible {
        var locale: String
        var header: String
        var lines: [String]
        var testDescription: String { locale }
    }

    /// What isolates an inserted text in a right-to-left language.
    static func isolated(_ text: String) -> String { "\u{2068}\(text)\u{2069}" }

    static let pipedCases: [PipedCase] = [
        PipedCase(
            locale: "ar", header: "عرض توضيحي للتسجيل — الخادم على \u{2068}http://127.0.0.1:",
            lines: [
                "> username=admin",
                "\(isolated("username")): ⏳ بانتظار الخادم",
                "\(isolated("username")): ✗ غير صالح — ",
                "> add otherPhones",
                "\(isolated("otherPhones")): عنصر واحد",
                "> otherPhones/0=12",
                "\(isolated("otherPhones/0")): ✗ غير صالح — ",
                "> add otherPhones",
                "\(isolated("otherPhones")): عنصران",
                "> add otherPhones",
                "\(isolated("otherPhones")): الحد الأقصى عنصران",
                "> remove otherPhones/1",
                "\(isolated("otherPhones")): عنصر واحد",
                "> type otherPhones/0 3",
                "\(isolated("otherPhones/0")) يعرض: \(isolated("123"))",
                "> submit",
                "\(isolated("email")): ✗ غير صالح — ",
                "\(isolated("age")): ✓ صالح",
                "النموذج: ✗ لم يُرسل",
                "  \(isolated("اسم المستخدم")): ",
            ]),
        PipedCase(
            locale: "ru", header: "демо регистрации — сервер по адресу http://127.0.0.1:",
            lines: [
                "> username=admin",
                "username: ⏳ ждёт ответа сервера",
                "username: ✗ неверно — ",
                "> add otherPhones",
                "otherPhones: 1 элемент",
                "> otherPhones/0=12",
                "otherPhones/0: ✗ неверно — ",
                "> add otherPhones",
                "otherPhones: 2 элемента",
                "> add otherPhones",
                "otherPhones: не больше 2 элементов",
                "> remove otherPhones/1",
                "otherPhones: 1 элемент",
                "> type otherPhones/0 3",
                "otherPhones/0 показывает: 123",
                "> submit",
                "email: ✗ неверно — ",
                "age: ✓ верно",
                "форма: ✗ не отправлена",
                "  Имя пользователя: ",
            ]),
        PipedCase(
            locale: "hi", header: "साइनअप डेमो — सर्वर http://127.0.0.1:",
            lines: [
                "> username=admin",
                "username: ⏳ सर्वर के जवाब की प्रतीक्षा",
                "username: ✗ अमान्य — ",
                "> add otherPhones",
                "otherPhones: 1 आइटम",
                "> otherPhones/0=12",
                "otherPhones/0: ✗ अमान्य — ",
                "> add otherPhones",
                "otherPhones: 2 आइटम",
                "> add otherPhones",
                "otherPhones: अधिकतम 2 आइटम",
                "> remove otherPhones/1",
                "otherPhones: 1 आइटम",
                "> type otherPhones/0 3",
                "otherPhones/0 में दिखता है: 123",
                "> submit",
                "email: ✗ अमान्य — ",
                "age: ✓ मान्य",
                "फ़ॉर्म: ✗ जमा नहीं हुआ",
            ]),
    ]

    /// The English words the demo printed before it spoke other languages.
    static let englishWords = [
        "signup demo", "server at", " valid", "invalid", "waiting for remote", "not validated", " shows:", " item",
        "no more than", "form:", "submitted", "(empty)",
    ]

    @Test("piped, --locale X prints the demo's own words in X", arguments: pipedCases)
    func pipedSession(_ expected: PipedCase) async throws {
        let run = try await DemoRun.scripted(arguments: ["--locale", expected.locale], input: Self.script)
        let (first, rest) = run.splitFirstLine()
        #expect(first.hasPrefix(expected.header), "\(first)")
        var remaining = rest.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)[...]
        for line in expected.lines {
            let matches = { (printed: String) in
                line.hasSuffix(" ") ? printed.hasPrefix(line.dropLast()) : printed == line
            }
            guard let found = remaining.firstIndex(where: matches) else {
                Issue.record("\(expected.locale) does not print, or not in this order: \(line)\n\(rest)")
                return
            }
            remaining = remaining[(found + 1)...]
        }
        for word in Self.englishWords {
            #expect(!run.standardOutput.contains(word), "\(expected.locale) still says \"\(word)\"")
        }
        #expect(run.standardError == "")
        #expect(run.status == 1)
    }

    /// A language's words for a list of `count` items, by count, and for a list that takes no more than 21.
    struct PluralCase: Sendable, CustomTestStringConvertible {
        var locale: String
        var counts: [Int: String]
        var full: String
        var testDescription: String { locale }
    }

    static let pluralCases: [PluralCase] = [
        PluralCase(
            locale: "ru",
            counts: [
                0: "tags: 0 элементов", 1: "tags: 1 элемент", 2: "tags: 2 элемента", 3: "tags: 3 элемента",
                5: "tags: 5 элементов", 11: "tags: 11 элементов", 21: "tags: 21 элемент",
            ],
            full: "tags: не больше 21 элемента"),
        PluralCase(
            locale: "ar",
            counts: [
                0: "\(isolated("tags")): \(isolated("0")) عنصر", 1: "\(isolated("tags")): عنصر واحد",
                2: "\(isolated("tags")): عنصران", 3: "\(isolated("tags")): \(isolated("3")) عناصر",
                5: "\(isolated("tags")): \(isolated("5")) عناصر", 11: "\(isolated("tags")): \(isolated("11")) عنصرًا",
                21: "\(isolated("tags")): \(isolated("21")) عنصرًا",
            ],
            full: "\(isolated("tags")): الحد الأقصى \(isolated("21")) عنصرًا"),
        PluralCase(
            locale: "pl",
            counts: [
                0: "tags: 0 elementów", 1: "tags: 1 element", 2: "tags: 2 elementy", 3: "tags: 3 elementy",
                5: "tags: 5 elementów", 11: "tags: 11 elementów", 21: "tags: 21 elementów",
            ],
            full: "tags: nie więcej niż 21 elementów"),
        PluralCase(
            locale: "hi",
            counts: [0: "tags: 0 आइटम", 1: "tags: 1 आइटम", 2: "tags: 2 आइटम", 21: "tags: 21 आइटम"],
            full: "tags: अधिकतम 21 आइटम"),
    ]

    @Test("piped, a list's length takes the CLDR plural form of X for 0 to 21 items", arguments: pluralCases)
    func pluralForms(_ expected: PluralCase) async throws {
        let spec = FileManager.default.temporaryDirectory.appendingPathComponent("signup-demo-\(UUID()).form.json")
        try #"""
        {"name": "tags", "fields": [
          {"name": "tags", "label": "Tags", "kind": "list", "maxItems": 21, "item": {"label": "Tag", "rules": []}}
        ]}
        """#.write(to: spec, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: spec) }
        // 21 items added one by one, one refused, then every item removed: counts 1 to 21, the refusal, 20 to 0.
        let script =
            String(repeating: "add tags\n", count: 22) + String(repeating: "remove tags/0\n", count: 21)
        let run = try await DemoRun.scripted(
            arguments: ["--spec", spec.path, "--locale", expected.locale], input: script)
        let lines = run.splitFirstLine().rest.split(separator: "\n").filter { !$0.hasPrefix(">") }.map(String.init)
        try #require(lines.count == 43, "\(lines)")
        for (count, line) in expected.counts {
            #expect(lines[count == 0 ? 42 : count - 1] == line, "\(count) items")
            if (1...20).contains(count) { #expect(lines[42 - count] == line, "\(count) items, after a removal") }
        }
        #expect(lines[21] == expected.full)
        #expect(run.standardError == "")
    }

    @Test(
        "--locale is matched as the labels are: a region, a bare language and a script each find their entry",
        arguments: [
            ("ar-EG", "عرض توضيحي للتسجيل — الخادم على "), ("pt", "demo de cadastro — servidor em "),
            ("pt-AO", "demonstração de registo — servidor em "), ("zh-TW", "註冊示範 — 伺服器位址 "),
            ("sr-ME", "demo registracije — server na "), ("en-GB", "signup demo — server at "),
        ])
    func localeMatching(_ locale: String, _ header: String) async throws {
        let run = try await DemoRun.scripted(arguments: ["--locale", locale], input: "# nothing\n")
        #expect(run.splitFirstLine().first.hasPrefix(header), "\(run.splitFirstLine().first)")
        #expect(run.status == 1)
    }

    @Test("--locale en prints what no --locale prints, byte for byte")
    func englishIsUnchanged() async throws {
        let session = try String(
            contentsOf: SignupDemoTests.fixtures.appendingPathComponent("signup-session.txt"), encoding: .utf8)
        let run = try await DemoRun.scripted(arguments: ["--locale", "en"], input: session)
        #expect(run.splitFirstLine().first.hasPrefix("signup demo — server at http://127.0.0.1:"))
        #expect(run.splitFirstLine().rest == SignupDemoTests.sessionOutput)
        #expect(run.status == 0)
    }

    @Test(
        "in a terminal, --locale ru: the keys, the list's length, the add line, Submit and the last words in Russian",
        .enabled(if: PseudoTerminalRun.isSupported))
    func terminalInRussian() async throws {
        let terminal = try PseudoTerminalRun(arguments: ["--locale", "ru"])
        defer { terminal.close() }
        try await terminal.waitFor("[ Отправить ]")
        let screen = terminal.plainText
        for text in [
            "демо регистрации — сервер по адресу http://127.0.0.1:",
            // The keys take two lines of the 99 columns the demo writes on.
            "↑/↓ Tab переход · ←/→ курсор · Enter далее / добавить / отправить · Ctrl-U очистить\r\n"
                + "Ctrl-D удалить · Esc выход\r\n",
            "Другие номера телефонов", "0 из 2", "  + добавить ещё",
        ] {
            #expect(screen.contains(text), "\(text)")
        }
        // Down to Submit and Enter: the empty form is refused.
        terminal.type(String(repeating: "\t", count: 10) + "\r")
        try await terminal.waitFor("✗ Не отправлено:")
        #expect(terminal.plainText.contains("✗ исправьте поля, отмеченные ✗"))
        terminal.type("\u{1B}")
        #expect(try await terminal.waitForExit() == 1)
        #expect(terminal.output.contains("форма: ✗ не отправлена\r\n"))
    }

    /// The placeholders of `template`: `{name}` and each plural's number, `{count, plural, …}`.
    static func placeholders(in template: String) -> Set<String> {
        Set(template.matches(of: /\{([A-Za-z]+)[},]/).map { String($0.output.1) })
    }

    /// The symbols of `template` the translations keep, in order.
    static func symbols(in template: String) -> [Character] {
        template.filter { "✓✗⏳+".contains($0) }.map { $0 }
    }

    /// The categories each `{…, plural, …}` of `template` offers, in order.
    static func pluralCategories(in template: String) -> [Set<String>] {
        var found: [Set<String>] = []
        var rest = template[...]
        while let plural = rest.range(of: ", plural,") {
            var branches = rest[plural.upperBound...]
            var categories: Set<String> = []
            while true {
                branches = branches.drop(while: \.isWhitespace)
                guard branches.first != "}", let open = branches.firstIndex(of: "{") else { break }
                categories.insert(branches[..<open].trimmingCharacters(in: .whitespaces))
                var depth = 0
                var index = open
                repeat {
                    if branches[index] == "{" { depth += 1 } else if branches[index] == "}" { depth -= 1 }
                    index = branches.index(after: index)
                } while depth > 0 && index < branches.endIndex
                branches = branches[index...]
            }
            found.append(categories)
            rest = branches
        }
        return found
    }
}

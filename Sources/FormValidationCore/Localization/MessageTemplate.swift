package import Foundation

/// How a catalog renders messages in its language: plural forms and number notation.
package struct MessageStyle: Sendable, Hashable {
    /// The language whose plural rules apply and whose names regions get: `en`, `pt-PT`, `fr`, ….
    package var language: String {
        didSet {
            pluralRuleSet = PluralCategory.ruleSet(for: language)
            isolatesInsertions = LocaleMatching.isRightToLeft(language)
            lists = ListPatterns.of(language)
        }
    }
    /// The CLDR plural rule set of the language, found once.
    private(set) var pluralRuleSet: UInt8
    /// Whether each text inserted into a message is isolated (between U+2068 FIRST STRONG ISOLATE and U+2069
    /// POP DIRECTIONAL ISOLATE, Unicode's bidirectional algorithm, UAX #9): in a language written right to left,
    /// so that a field name, a value or a number in another script keeps its place and its own order.
    private(set) var isolatesInsertions: Bool
    /// The locale numbers and dates are written in, or `nil` for plain notation (`1234.5`, `2024-01-31`), as the
    /// English defaults use.
    package var numberLocale: Locale? {
        didSet { formats = numberLocale.map { LocaleFormats.of($0.identifier) } }
    }
    /// How ``numberLocale`` writes numbers and dates, found once.
    private(set) var formats: LocaleFormats?
    /// How the language joins a list, found once.
    private(set) var lists: ListPatterns

    package init(language: String, numberLocale: Locale?) {
        self.language = language
        self.numberLocale = numberLocale
        self.formats = numberLocale.map { LocaleFormats.of($0.identifier) }
        self.lists = ListPatterns.of(language)
        self.pluralRuleSet = PluralCategory.ruleSet(for: language)
        self.isolatesInsertions = LocaleMatching.isRightToLeft(language)
    }

    /// English with plain numbers: the library's defaults.
    package static let plain = MessageStyle(language: "en", numberLocale: nil)

    /// The name of the region `code` (`DE`) in this style's language: the CLDR's (``TerritoryNames``), in the
    /// number locale's variant of the language when it is one (`fr-CA`); for a language the library has no
    /// messages in, Foundation's; else the code.
    package func regionName(_ code: String) -> String {
        var tag = language
        if let numberTag = numberLocale?.identifier,
            LocaleMatching.fallbacks(of: numberTag).last == LocaleMatching.fallbacks(of: language).last
        {
            tag = numberTag
        }
        return TerritoryNames.name(of: code, for: tag)
            ?? Locale(identifier: language).localizedString(forRegionCode: code) ?? code
    }

    /// The ISO 8601 date `text` (`2024-01-31`) in the number locale's numeric date pattern (`31/01/2024`); the
    /// text as it is in plain notation, or when it is not such a date.
    package func date(_ text: String) -> String {
        formats?.date(iso: text) ?? text
    }

    /// A parameter as a message shows it: numbers in the locale's notation when there is one, lists joined as
    /// the language joins alternatives ("NL, DE or US").
    package func text(of parameter: ValidationParameter) -> String {
        switch parameter {
        case .integer(let value):
            guard let formats else { return parameter.description }
            return formats.number(value)
        case .number(let value):
            guard let formats else { return parameter.description }
            return formats.number(value)
        case .text(let text): return text
        case .list(let items): return ListPatterns.join(items, lists.or)
        }
    }
}

/// Fills `{placeholder}`s in message templates, with ICU MessageFormat's `plural` and `select` for words that
/// depend on a number or a choice.
///
/// - `{name}`: the parameter `name`, `{field}` or `{value}`.
/// - `{name, plural, one {# character} other {# characters}}`: the branch for the plural category of the number
///   `name` in the catalog's language (`zero`, `one`, `two`, `few`, `many`, `other`, or an exact `=0`); `#` in it
///   is the number.
/// - `{name, select, utf8 {bytes} other {characters}}`: the branch whose key is the parameter's text, else
///   `other`.
/// - `{name, region}`: the parameter, a region code such as `DE`, as the country's name in the catalog's
///   language ("Deutschland", "Allemagne").
/// - `{name, date}`: the parameter, an ISO 8601 date such as `2024-01-31`, in the locale's numeric date pattern
///   ("31/01/2024", "31.1.2024"); as written in plain notation.
///
/// Anything else in braces, and a brace that opens nothing, is kept as written.
package enum MessageTemplate {
    /// Renders `template`, and tells what the text depends on besides the template and the field: whether it shows
    /// the value, and the parameters it read. A text that does not show the value is the same for every failure
    /// with the same values of those parameters (see ``ErrorRenderer``).
    ///
    /// - Parameters:
    ///   - template: The message template.
    ///   - parameters: The error's parameters.
    ///   - field: What `{field}` renders as.
    ///   - value: What `{value}` renders as, computed only when the template asks for it.
    ///   - style: Plural rules and number notation.
    /// - Returns: The message, whether it shows the value, and the parameters it read.
    /// - Complexity: O(*n*) in the length of the template (each branch is read once).
    package static func render(
        _ template: String,
        parameters: [String: ValidationParameter],
        field: String,
        value: () -> String,
        style: MessageStyle = .plain
    ) -> (message: String, showsValue: Bool, readParameters: [String: ValidationParameter?]) {
        guard template.utf8.contains(UInt8(ascii: "{")) else { return (template, false, [:]) }
        return withoutActuallyEscaping(value) { value in
            var renderer = Renderer(parameters: parameters, field: field, value: value, style: style)
            var output = ""
            output.reserveCapacity(template.utf8.count + 16)
            renderer.render(template[...], pound: nil as String?, into: &output)
            return (output, renderer.readValue, renderer.readParameters)
        }
    }

    private struct Renderer {
        let parameters: [String: ValidationParameter]
        let field: String
        let value: () -> String
        let style: MessageStyle
        /// Whether a placeholder read the value.
        var readValue = false
        /// The parameters placeholders read, with their values (`nil` for one the failure lacks).
        var readParameters: [String: ValidationParameter?] = [:]

        /// The parameter called `name`, noted as read.
        mutating func parameter(_ name: String) -> ValidationParameter? {
            let parameter = parameters[name]
            readParameters[name] = .some(parameter)
            return parameter
        }

        /// Renders `text`; `pound` is what `#` stands for inside a plural branch.
        mutating func render(_ text: Substring, pound: String?, into output: inout String) {
            var rest = text
            // The syntax is ASCII: the text is scanned as UTF-8, not as characters, which costs far less.
            while let index = rest.utf8.firstIndex(where: {
                $0 == UInt8(ascii: "{") || ($0 == UInt8(ascii: "#") && pound != nil)
            }) {
                output += rest[..<index]
                if rest.utf8[index] == UInt8(ascii: "#") {
                    insert(pound!, into: &output)
                    rest = rest[rest.utf8.index(after: index)...]
                    continue
                }
                guard let (placeholder, end) = Self.placeholder(in: rest, at: index) else {
                    output.append("{")
                    rest = rest[rest.utf8.index(after: index)...]
                    continue
                }
                if !expand(placeholder, into: &output) { output += rest[index..<end] }
                rest = rest[end...]
            }
            output += rest
        }

        /// Writes a text inserted into the message: isolated in a right-to-left language (see
        /// ``MessageStyle/isolatesInsertions``).
        func insert(_ text: String, into output: inout String) {
            guard style.isolatesInsertions else {
                output += text
                return
            }
            output.unicodeScalars.append("\u{2068}")
            output += text
            output.unicodeScalars.append("\u{2069}")
        }

        /// Writes the expansion of a placeholder's inside; `false` when it is not one this renderer knows.
        mutating func expand(_ inside: Substring, into output: inout String) -> Bool {
            guard let comma = inside.utf8.firstIndex(of: UInt8(ascii: ",")) else {
                switch inside {
                case "field": insert(field, into: &output)
                case "value":
                    readValue = true
                    insert(value(), into: &output)
                default:
                    guard let parameter = parameter(String(inside)) else { return false }
                    insert(style.text(of: parameter), into: &output)
                }
                return true
            }
            let name = String(Self.trimmed(inside[..<comma]))
            var rest = inside[inside.utf8.index(after: comma)...]
            if rest.utf8.count < 16, let parameter = parameter(name) {
                switch Self.trimmed(rest) {
                case "region":
                    insert(style.regionName(parameter.description), into: &output)
                    return true
                case "date":
                    insert(style.date(parameter.description), into: &output)
                    return true
                default: break
                }
            }
            guard let secondComma = rest.utf8.firstIndex(of: UInt8(ascii: ",")) else { return false }
            let kind = Self.trimmed(rest[..<secondComma])
            rest = rest[rest.utf8.index(after: secondComma)...]
            if kind == "list", let parameter = parameter(name) {
                // `{name, list, and}` or `{name, list, or}`: the list joined as the language joins that kind.
                guard case .list(let items) = parameter else {
                    insert(style.text(of: parameter), into: &output)
                    return true
                }
                switch Self.trimmed(rest) {
                case "and": insert(ListPatterns.join(items, style.lists.and), into: &output)
                case "or": insert(ListPatterns.join(items, style.lists.or), into: &output)
                default: return false
                }
                return true
            }
            guard Self.hasBranches(rest), let parameter = parameter(name) else { return false }
            switch kind {
            case "plural":
                let spelling = parameter.description
                let category = PluralCategory.of(spelling, ruleSet: style.pluralRuleSet).rawValue
                guard
                    let branch = Self.branch(in: rest, exactly: spelling) ?? Self.branch(in: rest, category)
                        ?? Self.branch(in: rest, "other")
                else {
                    return false
                }
                // The number is written for `#` only where the branch has one: writing it in the locale's notation
                // costs more than the rest of the message.
                render(
                    branch, pound: branch.utf8.contains(UInt8(ascii: "#")) ? style.text(of: parameter) : nil,
                    into: &output)
            case "select":
                guard let branch = Self.branch(in: rest, parameter.description) ?? Self.branch(in: rest, "other") else {
                    return false
                }
                render(branch, pound: nil, into: &output)
            default:
                return false
            }
            return true
        }

        /// The placeholder that starts at the `{` at `start`: its inside and the index after its `}`; `nil` when
        /// the brace opens no placeholder (no name, or no matching `}`).
        static func placeholder(in text: Substring, at start: Substring.Index) -> (Substring, Substring.Index)? {
            guard let (inside, end) = matchingBrace(text, at: start),
                let first = inside.utf8.first,
                first == UInt8(ascii: "_") || (first | 0x20 >= UInt8(ascii: "a") && first | 0x20 <= UInt8(ascii: "z"))
                    || (first >= 0x80 && inside.first!.isLetter)
            else { return nil }
            return (inside, end)
        }

        /// Whether `text` is well-formed branches, `one {…} other {…}`: at least one, each a key and its braces.
        static func hasBranches(_ text: Substring) -> Bool {
            var count = 0
            return forEachBranch(in: text) { _, _ in
                count += 1
                return false
            } && count > 0
        }

        /// The branch of `text` (well-formed branches) whose key is `key`; its first, if several have it.
        static func branch(in text: Substring, _ key: some StringProtocol) -> Substring? {
            var found: Substring?
            _ = forEachBranch(in: text) { branchKey, branch in
                guard branchKey.utf8.elementsEqual(key.utf8) else { return false }
                found = branch
                return true
            }
            return found
        }

        /// The branch of `text` whose key is `=` and `spelling` (`=0`).
        static func branch(in text: Substring, exactly spelling: String) -> Substring? {
            var found: Substring?
            _ = forEachBranch(in: text) { branchKey, branch in
                guard branchKey.utf8.first == UInt8(ascii: "="), branchKey.utf8.dropFirst().elementsEqual(spelling.utf8)
                else { return false }
                found = branch
                return true
            }
            return found
        }

        /// Calls `body` with each branch's key and inside, in order, until it returns `true`; `false` when the
        /// text is malformed (a key without braces, braces without a key, a brace left open).
        static func forEachBranch(in text: Substring, _ body: (Substring, Substring) -> Bool) -> Bool {
            var rest = text
            while true {
                rest = rest.drop { $0.isWhitespace }
                guard !rest.isEmpty else { return true }
                guard let open = rest.utf8.firstIndex(of: UInt8(ascii: "{")) else { return false }
                let key = trimmed(rest[..<open])
                guard !key.isEmpty, let (branch, end) = matchingBrace(rest, at: open) else { return false }
                if body(key, branch) { return true }
                rest = rest[end...]
            }
        }

        /// `text` without the ASCII white space (spaces, tabs, line breaks) around it: the syntax's.
        static func trimmed(_ text: Substring) -> Substring {
            let utf8 = text.utf8
            let isSpace = { (byte: UInt8) in byte == 0x20 || (0x09...0x0D).contains(byte) }
            guard let first = utf8.firstIndex(where: { !isSpace($0) }),
                let last = utf8.lastIndex(where: { !isSpace($0) })
            else { return text[text.endIndex...] }
            return text[first...last]
        }

        /// The text inside the braces that open at `start`, and the index after the closing one.
        static func matchingBrace(_ text: Substring, at start: Substring.Index) -> (Substring, Substring.Index)? {
            var depth = 0
            let utf8 = text.utf8
            var index = start
            while index < utf8.endIndex {
                switch utf8[index] {
                case UInt8(ascii: "{"): depth += 1
                case UInt8(ascii: "}"):
                    depth -= 1
                    if depth == 0 { return (text[utf8.index(after: start)..<index], utf8.index(after: index)) }
                default: break
                }
                index = utf8.index(after: index)
            }
            return nil
        }
    }
}

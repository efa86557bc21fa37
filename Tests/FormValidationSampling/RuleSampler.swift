public import FormValidationCore
import Foundation

/// Where a ``RuleSampler`` takes its choices from: a fuzzer's input bytes, or a property test's seeded generator.
///
/// Not API: a tool that exercises every built-in rule imports it with `import FormValidationSampling`.
public protocol RuleSamplingSource {
    /// A number from 0 to `count - 1`; `count` is at least 1.
    mutating func choose(below count: Int) -> Int
    /// Some text, for an argument such as a pattern or a list item.
    mutating func text() -> String
}

/// A built-in rule as a ``RuleSampler`` built it: its spec (to print or replay it) and the rule itself.
public struct SampledRule: Sendable {
    /// The rule as a form spec writes it, with the arguments chosen.
    public let spec: RuleSpec
    /// The rule, when it is local.
    public let rule: ValidationRule<String>?
    /// The rule, when it is asynchronous (`remote`).
    public let asyncRule: AsyncValidationRule<String>?

    /// The rule's name in a form spec.
    public var name: String { spec.name }
}

/// Builds every built-in rule of the catalog from arguments chosen by a ``RuleSamplingSource``.
///
/// Fuzzers and property tests that must cover "every rule" go through here, so a rule added to the catalog is
/// covered without touching them. Each argument's value is chosen among a pool of JSON candidates — numbers,
/// texts, locales, units, URLs, lists, objects, texts from the source, and the examples of the argument's own type
/// (every name of a choice, country codes) — narrowed to those the argument itself accepts (its type and its own
/// checks), plus "left out" for an optional argument (which is also left out outright half the time). The rule is then built through its spec, as a form spec
/// builds it; checks across arguments may still refuse the choice.
public enum RuleSampler {
    /// Every built-in rule's name, in catalog order.
    public static var ruleNames: [String] { RuleCatalog.names }

    /// Builds the rule `name` with arguments chosen by `source`.
    ///
    /// - Parameters:
    ///   - name: A name from ``ruleNames``.
    ///   - source: Where the choices come from.
    ///   - message: A custom message for the rule, or `nil` for its default.
    ///   - transport: What an asynchronous rule sends its checks with.
    ///   - fileInspector: What a file rule looks at files with.
    ///   - valueOf: What a rule that reads another field reads.
    /// - Returns: The rule, or `nil` when `name` is unknown, an argument has no acceptable candidate, or the
    ///   arguments chosen do not go together (a minimum above a maximum).
    public static func sample(
        _ name: String,
        from source: inout some RuleSamplingSource,
        message: String? = nil,
        transport: any RemoteTransport,
        fileInspector: any FileInspector,
        valueOf: @escaping @Sendable (String) -> String? = { _ in nil }
    ) -> SampledRule? {
        guard let declaration = RuleCatalog.rule(named: name) else { return nil }
        var arguments: [(key: String, value: JSONValue)?] = []
        for argument in declaration.arguments {
            let text = source.text()
            // An optional argument is left out half the time, as most specs leave most of them out: arguments
            // that only go together with others (an identifier's country, for a type that stands for a role)
            // are then still sampled both ways.
            if !argument.isRequired && source.choose(below: 2) == 0 { continue }
            var accepted: [JSONValue?] = argument.isRequired ? [] : [nil]
            for candidate in candidates(text: text, number: Decimal(source.choose(below: 2001) - 1000))
                + argument.examples
            where accepts(argument, candidate) {
                accepted.append(candidate)
            }
            guard !accepted.isEmpty else { return nil }
            // As a spec writes it: a value equal to the default is left out, as decoding a spec leaves it.
            if let value = accepted[source.choose(below: accepted.count)],
                let written = (try? argument.read(json: value)).flatMap({ $0.value.json() })
            {
                arguments.append((argument.key, written))
            }
        }
        let spec = RuleSpec(declaration, arguments, message: declaration.takesMessage ? message : nil)
        let context = RuleBuildContext(
            baseURL: URL(string: "https://example.com"), transport: transport, fileInspector: fileInspector,
            valueOf: valueOf)
        switch try? spec.build(context) {
        case .local(let rule)?: return SampledRule(spec: spec, rule: rule, asyncRule: nil)
        case .async(let rule)?: return SampledRule(spec: spec, rule: nil, asyncRule: rule)
        case nil: return nil
        }
    }

    /// Whether `argument` takes `value`: it reads as the argument's type and passes the argument's own checks.
    private static func accepts(_ argument: AnyRuleArgument, _ value: JSONValue) -> Bool {
        guard let (read, _) = try? argument.read(json: value) else { return false }
        return argument.check(read) == nil
    }

    /// The JSON values an argument may be given: a little of every type, and what the source supplied.
    private static func candidates(text: String, number: Decimal) -> [JSONValue] {
        [
            .number(0), .number(1), .number(3), .number(8), .number(20), .number(-1), .number(Decimal(string: "0.5")!),
            .number(Decimal(string: "13.25")!), .number(number),
            .bool(false), .bool(true),
            .string(text), .string("characters"), .string("utf16"), .string("scalars"), .string("utf8"),
            .string("en_US_POSIX"), .string("de_DE"), .string("fr_CH"), .string("ar_EG"), .string("hi_IN"),
            .string("[a-z0-9_]+"), .string("(a|b)*c?"), .string("\\p{L}+ \\d{1,3}"),
            .string("https://example.com/check"), .string("/api/check"), .string("http://127.0.0.1:9/check"),
            .string("valid"), .string("invalidWithRetry"), .string("other"),
            .array([.string(text)]), .array([.string("a"), .string("B"), .string(text)]),
            .array([.string("https"), .string("ftp")]), .array([.string("mailto")]),
            .object([:]), .object(["lang": .string(text)]),
        ]
    }
}

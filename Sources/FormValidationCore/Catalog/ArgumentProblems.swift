package import Foundation

/// The problems a rule's arguments may have, each named and worded once.
///
/// Code that refuses an argument throws one of these (`throw .missing(key)`) rather than a sentence written at
/// the throw site, so that the same problem reads the same everywhere and a reader can find every place that
/// raises it.
extension ArgumentProblem {
    /// A required argument is absent (or `null`): "missing `key`".
    package static func missing(_ key: String) -> Self { "missing \(name: key)" }

    /// A spec gives a JSON value of the wrong type: "`key` must be `expected`, not `value`".
    package static func mismatch(_ key: String, expected: String) -> Self {
        "\(name: key) must be \(expected), not \(given: key)"
    }

    /// The command line gives text that is neither `true` nor `false`.
    package static func notTrueOrFalse(_ key: String) -> Self {
        "\(name: key) must be true or false, got \(given: key)"
    }

    /// The value is not a whole number at least 0.
    package static func notCount(_ key: String) -> Self {
        "\(name: key) must be a non-negative integer, got \(given: key)"
    }

    /// The value is not a number.
    package static func notNumber(_ key: String) -> Self {
        "\(name: key) must be a number such as 1.5 or -3, got \(given: key)"
    }

    /// A spec's array holds something other than strings.
    package static func notStrings(_ key: String, holding element: JSONValue) -> Self {
        "\(name: key) must be an array of strings, not one holding \(SpecProblem.describe(element))"
    }

    /// The value is not a JSON object.
    package static func notObject(_ key: String) -> Self {
        "\(name: key) must be a JSON object such as {\"lang\":\"en\"}, got \(given: key)"
    }

    /// JSON text holds a number `Decimal` cannot hold.
    package static func numberOutOfRange(_ key: String, number: String) -> Self {
        "\(name: key) holds the number \(number), which is out of range (\(JSONParsingError.numberLimits))"
    }

    /// JSON text gives one key twice in an object.
    package static func duplicateKey(_ key: String, jsonKey: String) -> Self {
        "\(name: key) holds the key \(jsonKey) twice in one object"
    }

    /// JSON text nests deeper than `limit`.
    package static func nestedTooDeep(_ key: String, limit: Int) -> Self {
        "\(name: key) nests arrays and objects more than \(limit) levels deep"
    }

    /// The value is none of the names the argument takes; `expected` lists them, or describes them in words.
    package static func unknownValue(_ key: String, expected: String) -> Self {
        "unknown \(name: key) value \(given: key) (expected \(expected))"
    }

    /// An item of a list is none of the names the argument takes; `expected` lists them in words.
    package static func unknownItem(_ key: String, item: String, expected: String) -> Self {
        "unknown \(name: key) item \(quoted: item) (expected \(expected))"
    }

    /// An argument the command line does not offer (rules written as a spec writes them).
    package static func notOnCommandLine(_ key: String) -> Self {
        "\(name: key) cannot be given on the command line"
    }

    /// The value is not a calendar date written as ISO 8601.
    package static func notISO8601Date(_ key: String) -> Self {
        "\(name: key) must be a date written as ISO 8601 such as 2026-11-23, got \(given: key)"
    }

    /// The value is not a regular expression ICU compiles, for this reason.
    package static func invalidPattern(_ key: String, reason: String) -> Self {
        "invalid regular expression \(given: key): \(reason)"
    }

    /// The value is not a URL.
    package static func notURL(_ key: String) -> Self { "\(name: key) is not a URL: \(given: key)" }

    /// The value is a relative URL, and there is no base URL to resolve it against.
    package static func relativeURLWithoutBase(_ key: String) -> Self {
        "\(given: key) is a relative URL and no base URL was given"
    }

    /// The value is a relative URL that cannot be resolved against `baseURL`.
    package static func unresolvableURL(_ key: String, against baseURL: URL) -> Self {
        "\(given: key) cannot be resolved against \(baseURL.absoluteString)"
    }

    /// The URL is refused for this reason (see ``RemoteArguments/reason(_:)``).
    package static func refusedURL(_ url: URL, reason: String) -> Self {
        "cannot check values at \(url.absoluteString): \(reason)"
    }

    /// Building a remote rule failed.
    package static func remoteRule(_ error: RemoteRuleError) -> Self { "\(error.description)" }

    /// The rule reads another field, and nothing was given to read fields with.
    package static func cannotReadField(_ field: String) -> Self {
        "pass valueOf or values to read field \(quoted: field)"
    }

    /// An argument given under its name and under its former name.
    package static func givenTwice(_ key: String, formerKey: String) -> Self {
        "\(name: key) is given twice, also under its former name \(quoted: formerKey)"
    }
}

extension ArgumentProblem {
    /// Two bounds are out of order: "`lower` must not be greater than `upper`".
    package static func outOfOrder(_ lower: String, _ upper: String) -> Self {
        "\(nameAndValue: lower) must not be greater than \(nameAndValue: upper)"
    }
}

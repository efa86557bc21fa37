/// A sentence about a rule's arguments, worded once for every front that reads them: a problem with the
/// arguments, or a rule's summary.
///
/// A check writes its sentence with the arguments left as references — `"\(name: "min") must not be greater
/// than \(name: "max")"` — and each front names them its own way: a form spec as JSON keys (`"min" must not be
/// greater than "max"`), `formcheck` as its placeholders and options with the text given
/// (`MIN (5) must not be greater than MAX (3)`). So the spec and the command line reject the same arguments with
/// the same words.
package struct ArgumentText: Error, Sendable, Hashable {
    /// One piece of the sentence.
    package enum Segment: Sendable, Hashable {
        /// Words, as written.
        case text(String)
        /// The argument with this key, by name: `"min"`, `MIN`, `--locale`.
        case name(String)
        /// The argument by name and, where the front shows it, the value given: `"min"`, `MIN (5)`.
        case nameAndValue(String)
        /// The value given for the argument, quoted: `"german"`, `'german'`.
        case given(String)
        /// Some text quoted as the front quotes values: `"ftp"`, `'ftp'`.
        case quoted(String)
    }

    /// The sentence, piece by piece.
    package var segments: [Segment]
    /// Where inside the argument the problem is, outermost first, when it is in a nested rule:
    /// `["rule 1 (length)"]`. A form spec adds it to the problem's location.
    package var place: [String] = []

    package init(_ segments: [Segment]) { self.segments = segments }

    /// The two sentences' pieces one after the other.
    package static func + (lhs: Self, rhs: Self) -> Self { Self(lhs.segments + rhs.segments) }

    /// The sentence as `naming` words it.
    package func rendered(by naming: some ArgumentNaming) -> String {
        var text = ""
        for segment in segments {
            switch segment {
            case .text(let words): text += words
            case .name(let key): text += naming.name(of: key)
            case .nameAndValue(let key): text += naming.nameAndValue(of: key)
            case .given(let key): text += naming.given(key)
            case .quoted(let value): text += naming.quote(value)
            }
        }
        return text
    }
}

extension ArgumentText: ExpressibleByStringInterpolation {
    package init(stringLiteral value: String) { self.init([.text(value)]) }

    package init(stringInterpolation: Interpolation) { self.init(stringInterpolation.segments) }

    /// Builds a sentence: literal words, and `\(name:)`, `\(nameAndValue:)`, `\(given:)` and `\(quoted:)`
    /// for what each front words its own way.
    package struct Interpolation: StringInterpolationProtocol {
        var segments: [Segment] = []

        package init(literalCapacity: Int, interpolationCount: Int) {}

        package mutating func appendLiteral(_ literal: String) {
            if !literal.isEmpty { segments.append(.text(literal)) }
        }

        /// The argument `key`, by name.
        package mutating func appendInterpolation(name key: String) { segments.append(.name(key)) }

        /// The argument `key`, by name and, on the command line, with the value given.
        package mutating func appendInterpolation(nameAndValue key: String) { segments.append(.nameAndValue(key)) }

        /// The value given for the argument `key`, quoted.
        package mutating func appendInterpolation(given key: String) { segments.append(.given(key)) }

        /// `value`, quoted as the front quotes values.
        package mutating func appendInterpolation(quoted value: String) { segments.append(.quoted(value)) }

        /// Plain text that is not a value: a number in a limit, a list of choices.
        package mutating func appendInterpolation(_ text: some CustomStringConvertible) {
            segments.append(.text(text.description))
        }
    }
}

/// A problem with a rule's arguments: an ``ArgumentText`` thrown.
package typealias ArgumentProblem = ArgumentText

/// How a front names arguments and values in an ``ArgumentText``.
package protocol ArgumentNaming {
    /// The argument `key` by name: `"min"` in a spec, `MIN` or `--locale` on the command line.
    func name(of key: String) -> String
    /// The argument `key` by name and, where the front shows it, the value given: `MIN (5)`.
    func nameAndValue(of key: String) -> String
    /// The value given for `key`, quoted.
    func given(_ key: String) -> String
    /// `value` quoted as this front quotes values.
    func quote(_ value: String) -> String
}

/// One kind of identifier, declared as one type: its name in specs, the name messages give it, how its compact
/// form is checked, and how it is displayed.
///
/// The identifier's ``IdentifierType`` (`IdentifierType.isbn` for `ISBNIdentifier`) and its place in
/// ``IdentifierType/allTypes`` are generated from the type by `scripts/rule-sources`: adding an identifier is
/// adding its file, its tests and its examples.
///
/// The check reads the compact form as bytes, in a buffer on the stack: a valid value already in its target
/// form is checked without allocating.
package protocol IdentifierDefinition: Sendable {
    /// Its name in specs, what messages call it, and a valid example.
    static var declaration: IdentifierDeclaration { get }

    /// Whether a writer may put `byte` between the parts of the value: it is dropped from the compact form.
    /// Spaces and hyphens by default.
    static func isSeparator(_ byte: UInt8) -> Bool

    /// Whether `byte`, neither a letter nor a digit, is part of the value and stays in its compact form (the `-`
    /// or `+` of a Swedish personnummer, which tells the century). `false` by default; checked before
    /// ``isSeparator(_:)``.
    static func keeps(_ byte: UInt8) -> Bool

    /// How many bytes at the start of `compact` (the value without separators, letters in upper case) are a
    /// prefix that is not part of the identifier and that its compact and display forms leave out: 2 for the
    /// `PL` of a Polish NIP written as a VAT number (`PL8567346215`). 0 (the default) when there is none.
    static func droppedPrefixLength(_ compact: UnsafeBufferPointer<UInt8>) -> Int

    /// The problem with `compact`, the value without separators, with its letters in upper case and without the
    /// prefix ``droppedPrefixLength(_:)`` drops (at most ``IdentifierDeclaration/longest`` bytes, only ASCII
    /// letters and digits and the bytes ``keeps(_:)`` keeps), or `nil` when it is valid.
    static func problem(_ compact: UnsafeBufferPointer<UInt8>) -> IdentifierProblem?

    /// The compact form the valid value `compact` is corrected to, when it is not the text without separators
    /// (an SBN gets the leading zero of its ISBN-10). `nil` keeps `compact`. The display form is the normalized
    /// value's (an SBN is hyphenated as its ISBN-10).
    static func normalized(_ compact: UnsafeBufferPointer<UInt8>) -> String?

    /// The display form of a valid compact value of `count` bytes, as a pattern: each `#` stands for the next
    /// byte of the compact value, any other character for itself (`###.###.###-##` for a CPF). `nil` when the
    /// display form is the compact one.
    static func displayPattern(count: Int) -> StaticString?

    /// Where the display form of the valid compact value `compact` puts a hyphen, when that depends on more than
    /// its length (an ISBN's parts follow the ranges of its registration group): bit *i* set puts one before
    /// byte *i*. `nil` (the default) leaves the display form to ``displayPattern(count:)``.
    static func hyphens(_ compact: UnsafeBufferPointer<UInt8>) -> UInt32?

    /// The prefix a value of this type carries for `country` (`DE` for a German EU VAT number), added to a value
    /// checked for that country that is written without it; `nil` (the default) when it carries none.
    static func countryPrefix(_ country: String) -> String?

    /// The verdict on `value`, corrected to its compact form or to its display form. Not for a type to
    /// implement: the default, a requirement so that each type's witness is specialized for it, calls the hooks
    /// above directly rather than through the existential type.
    static func judge(_ value: inout String, display: Bool) -> Verdict
}

extension IdentifierDefinition {
    package static func isSeparator(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x2D }
    package static func keeps(_ byte: UInt8) -> Bool { false }
    package static func droppedPrefixLength(_ compact: UnsafeBufferPointer<UInt8>) -> Int { 0 }
    package static func normalized(_ compact: UnsafeBufferPointer<UInt8>) -> String? { nil }
    package static func displayPattern(count: Int) -> StaticString? { nil }
    package static func hyphens(_ compact: UnsafeBufferPointer<UInt8>) -> UInt32? { nil }
    package static func countryPrefix(_ country: String) -> String? { nil }
    package static func judge(_ value: inout String, display: Bool) -> Verdict {
        IdentifierReading.judge(&value, Self.self, display: display)
    }
}

/// What an identifier type declares besides its check.
package struct IdentifierDeclaration: Sendable {
    /// The longest compact form of any identifier, in bytes: longer text is refused without being read further.
    static let longest = 32

    /// The name in specs and on the command line: `isbn`, or `br.cpf` for a national one (the country's ISO
    /// 3166-1 code in lower case, a dot and the name).
    let name: String
    /// What messages call it: `ISBN`, `CPF`.
    let title: String
    /// A valid value in its display form, for the documentation and the tests.
    let example: String
    /// Valid values of its other lengths or kinds (an ISBN-10 beside an ISBN-13), for the tests and the
    /// reference table `scripts/world-data/identifier-verdicts.py` draws from every example.
    let otherExamples: [String]

    /// The countries whose VAT number, tax number or national identity number it is (ISO 3166-1 codes), for
    /// a form that asks by country: `[.taxID: ["BR"], .nationalID: ["BR"]]` for a CPF.
    let roles: [IdentifierRole: [String]]

    init(
        _ name: String, title: String, example: String, otherExamples: [String] = [],
        roles: [IdentifierRole: [String]] = [:]
    ) {
        self.name = name
        self.title = title
        self.example = example
        self.otherExamples = otherExamples
        self.roles = roles
    }
}

/// Why an identifier is not valid.
package enum IdentifierProblem: Sendable, Equatable {
    /// Not of the identifier's form: its length, its characters, or a part that no valid value has.
    case malformed
    /// Of the right form, but its check digits do not match the rest.
    case checkDigit
    /// Of the right form, but the date it holds (a birth date in a personal number) does not exist.
    case impossibleDate
}

/// Dates held in identifiers.
enum IdentifierDate {
    /// Whether `day` `month` `year` is a date of the Gregorian calendar, from the year 1 (a twelve-digit
    /// personnummer may spell the year 0000, in which nobody now alive was born).
    static func exists(year: Int, month: Int, day: Int) -> Bool {
        guard year >= 1, (1...12).contains(month), day >= 1 else { return false }
        switch month {
        case 2:
            let leap = year % 4 == 0 && (year % 100 != 0 || year % 400 == 0)
            return day <= (leap ? 29 : 28)
        case 4, 6, 9, 11: return day <= 30
        default: return day <= 31
        }
    }
}

extension UnsafeBufferPointer<UInt8> {
    /// Whether every byte from `range` is an ASCII digit.
    func allDigits(_ range: Range<Int>) -> Bool {
        // The largest byte less 0x30 (a byte below 0x30 wraps round to a large one), found without a branch for
        // each byte: cheaper than stopping at the first that is not a digit, on values that are mostly valid.
        var largest: UInt8 = 0
        for index in range { largest = Swift.max(largest, self[index] &- 0x30) }
        return largest <= 9
    }

    /// Whether every byte is an ASCII digit.
    var allDigits: Bool { allDigits(0..<count) }

    /// Whether every byte from `range` is an upper-case ASCII letter.
    func allLetters(_ range: Range<Int>) -> Bool {
        // As `allDigits(_:)`: the largest byte less 0x41, without a branch for each byte.
        var largest: UInt8 = 0
        for index in range { largest = Swift.max(largest, self[index] &- 0x41) }
        return largest <= 25
    }

    /// The value of the digit at `index`.
    func digit(_ index: Int) -> Int { Int(self[index]) - 0x30 }

    /// The value of the `length` digits from `index` (at most 18), read as a decimal number.
    func number(_ index: Int, _ length: Int) -> Int {
        // 18 digits stay below `Int.max`: no overflow to check at each step.
        var value = 0
        for position in index..<index + length { value = value &* 10 &+ digit(position) }
        return value
    }

    /// Whether the byte at `index` is an upper-case ASCII letter.
    func isLetter(_ index: Int) -> Bool { (0x41...0x5A).contains(self[index]) }

    /// Whether the byte at `index` is an ASCII digit.
    func isDigit(_ index: Int) -> Bool { (0x30...0x39).contains(self[index]) }

    /// Whether `text` is the value written by `pattern` (see ``IdentifierDefinition/displayPattern(count:)``).
    func isWritten(as pattern: StaticString, in text: UnsafeBufferPointer<UInt8>) -> Bool {
        var next = 0
        var bytes = text.makeIterator()
        for byte in UnsafeBufferPointer(start: pattern.utf8Start, count: pattern.utf8CodeUnitCount) {
            let expected = byte == UInt8(ascii: "#") ? self[next] : byte
            if byte == UInt8(ascii: "#") { next += 1 }
            guard bytes.next() == expected else { return false }
        }
        return bytes.next() == nil
    }

    /// Whether `text` is the value with a hyphen before each byte whose bit is set in `hyphens`.
    func isWritten(hyphens: UInt32, in text: UnsafeBufferPointer<UInt8>) -> Bool {
        var bytes = text.makeIterator()
        for index in 0..<count {
            if hyphens & (1 << index) != 0, bytes.next() != UInt8(ascii: "-") { return false }
            guard bytes.next() == self[index] else { return false }
        }
        return bytes.next() == nil
    }

    /// The value with a hyphen before each byte whose bit is set in `hyphens`.
    func written(hyphens: UInt32) -> String {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(count + hyphens.nonzeroBitCount)
        for index in 0..<count {
            if hyphens & (1 << index) != 0 { bytes.append(UInt8(ascii: "-")) }
            bytes.append(self[index])
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The value written by `pattern`.
    func written(as pattern: StaticString) -> String {
        var next = 0
        var bytes: [UInt8] = []
        bytes.reserveCapacity(pattern.utf8CodeUnitCount)
        for byte in UnsafeBufferPointer(start: pattern.utf8Start, count: pattern.utf8CodeUnitCount) {
            if byte == UInt8(ascii: "#") {
                bytes.append(self[next])
                next += 1
            } else {
                bytes.append(byte)
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}

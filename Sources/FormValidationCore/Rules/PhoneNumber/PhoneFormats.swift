/// How the numbers of one calling code are written, as libphonenumber writes them: the formats of the code's main
/// region, compiled by `scripts/world-data/phone-numbers.py` (the table is a text in
/// `Generated/PhoneFormatTable.swift`, read when a number is first written).
struct PhoneFormats: Sendable {
    let callingCode: Int
    /// The formats of national form, the national prefix rule applied (`0$1 $2` in the United Kingdom).
    let national: [PhoneFormat]
    /// The formats of international form (the region's international formats, or else its national ones without
    /// the national prefix).
    let international: [PhoneFormat]

    /// The formats of each calling code, read from ``table`` once.
    static let byCallingCode: [Int: PhoneFormats] = {
        var all: [Int: PhoneFormats] = [:]
        let text = UnsafeBufferPointer(start: table.utf8Start, count: table.utf8CodeUnitCount)
        for line in text.split(separator: UInt8(ascii: "\n")) {
            let fields = line.split(separator: UInt8(ascii: "\t"), omittingEmptySubsequences: false)
            guard fields.count == 3, let code = Int(String(decoding: fields[0], as: UTF8.self)) else { continue }
            let formats = fields.dropFirst().map { field in
                field.split(separator: UInt8(ascii: ";")).map { PhoneFormat(UnsafeBufferPointer(rebasing: $0)) }
            }
            if all[code] == nil {
                all[code] = PhoneFormats(callingCode: code, national: formats[0], international: formats[1])
            }
        }
        return all
    }()

    /// The most bytes a written number takes: `tel:+`, a calling code, `-`, 19 digits and a template's separators.
    static let capacity = 64

    /// `number`, a national significant number of the calling code, written in `format`.
    static func write(_ number: PhoneDigits, callingCode: Int, in format: PhoneNumberFormat) -> String {
        withWritten(number, callingCode: callingCode, in: format) { String(decoding: $0, as: UTF8.self) }
    }

    /// Calls `body` with `number` written in `format`, as UTF-8 bytes on the stack: nothing is allocated, so a rule
    /// can tell a value already written so from one to correct.
    static func withWritten<Result>(
        _ number: PhoneDigits, callingCode: Int, in format: PhoneNumberFormat,
        _ body: (UnsafeBufferPointer<UInt8>) -> Result
    ) -> Result {
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: capacity) { buffer in
            var writer = ByteWriter(buffer)
            let formats = byCallingCode[callingCode]
            if format != .national {
                writer.append(format == .rfc3966 ? "tel:+" : "+")
                writer.append(callingCode)
            }
            switch format {
            case .e164:
                writer.append(number, from: 0, to: number.count)
            case .national:
                writer.write(number, formats?.national ?? [])
            case .international:
                writer.append(" ")
                writer.write(number, formats?.international ?? [])
            case .rfc3966:
                writer.append("-")
                writer.write(number, formats?.international ?? [], hyphenated: true)
            }
            return body(UnsafeBufferPointer(rebasing: buffer[..<writer.count]))
        }
    }
}

/// One of libphonenumber's number formats: the digits a number must start with, its groups of digits (each an
/// automaton), and the template that writes them (`$1 $2-$3`).
///
/// Its template is text of the generated table, which lives as long as the program: the format keeps a pointer
/// into it, never writes through it, and so may be shared across threads.
struct PhoneFormat: @unchecked Sendable {
    fileprivate let leadingDigits: DigitAutomaton
    fileprivate let groups: [DigitAutomaton]
    fileprivate let template: UnsafeBufferPointer<UInt8>

    /// A format of the generated table's text: its leading digits (empty for any number), `|`, its groups (`,`
    /// between them), `|`, its template.
    init(_ text: UnsafeBufferPointer<UInt8>) {
        let parts = text.split(separator: UInt8(ascii: "|"), maxSplits: 2, omittingEmptySubsequences: false)
        leadingDigits = DigitAutomaton(UnsafeBufferPointer(rebasing: parts[0]))
        groups = parts[1].split(separator: UInt8(ascii: ",")).map { DigitAutomaton(UnsafeBufferPointer(rebasing: $0)) }
        template = UnsafeBufferPointer(rebasing: parts[2])
    }

    /// Where each group of `number` ends (five bits each, the first group lowest), or `nil` when the format is not
    /// one for it: the number does not start with the leading digits, or is not made of the groups. Of several ways
    /// to cut it, the earlier groups take as many digits as they can, as a regular expression's greedy groups do.
    fileprivate func cut(_ number: PhoneDigits) -> UInt64? {
        guard leadingDigits.isEmpty || leadingDigits.longestPrefix(of: number) != nil else { return nil }
        return cut(number, group: 0, from: 0)
    }

    private func cut(_ number: PhoneDigits, group: Int, from start: Int) -> UInt64? {
        guard group < groups.count else { return start == number.count ? 0 : nil }
        var end = number.count
        while end >= start {
            if groups[group].matches(number, from: start, to: end),
                let rest = cut(number, group: group + 1, from: end)
            {
                return rest << 5 | UInt64(end)
            }
            end -= 1
        }
        return nil
    }
}

extension ByteWriter {
    /// Appends the digits of `number` from `start` to `end`.
    mutating func append(_ number: PhoneDigits, from start: Int, to end: Int) {
        for index in start..<end { append(number.digit(at: index) + 0x30) }
    }

    /// `number` with the first of `formats` that is one for it, or its digits alone. Hyphenated, as RFC 3966
    /// writes it: each run of characters other than digits becomes one `-`, and leading ones are dropped.
    mutating func write(_ number: PhoneDigits, _ formats: [PhoneFormat], hyphenated: Bool = false) {
        guard let (format, ends) = formats.lazy.compactMap({ format in format.cut(number).map { (format, $0) } }).first
        else {
            append(number, from: 0, to: number.count)
            return
        }
        let start = count
        var separated = false
        let template = format.template
        var index = 0
        while index < template.count {
            let byte = template[index]
            index += 1
            if byte == UInt8(ascii: "$"), index < template.count {
                let group = Int(template[index] &- 0x30)
                index += 1
                let groupEnd = Int(ends >> (5 * UInt64(group - 1)) & 31)
                let groupStart = group == 1 ? 0 : Int(ends >> (5 * UInt64(group - 2)) & 31)
                if separated && count > start { append(UInt8(ascii: "-")) }
                separated = false
                append(number, from: groupStart, to: groupEnd)
            } else if hyphenated && !(byte >= 0x30 && byte <= 0x39) {
                separated = true
            } else {
                if separated && count > start { append(UInt8(ascii: "-")) }
                separated = false
                append(byte)
            }
        }
    }
}

/// How a phone number is written: E.164, international, national, or an RFC 3966 `tel:` URI, as libphonenumber
/// writes them.
///
/// ```swift
/// let number = PhoneNumber("+442079460000")!
/// print(number.formatted(.national))        // 020 7946 0000
/// print(number.formatted(.international))   // +44 20 7946 0000
/// print(number.formatted(.rfc3966))         // tel:+44-20-7946-0000
/// ```
public enum PhoneNumberFormat: String, Sendable, CaseIterable, CustomStringConvertible {
    /// `+` and the digits: `+442079460000`. The default of the phone rule's correction.
    case e164
    /// `+`, the calling code and the number grouped as its country groups it: `+44 20 7946 0000`.
    case international
    /// As the number is dialled within its country, with the national prefix: `020 7946 0000`.
    case national
    /// An RFC 3966 `tel:` URI: `tel:+44-20-7946-0000`.
    case rfc3966

    /// The format's name in form specs and on the command line: `e164`, `international`, `national`, `rfc3966`.
    public var description: String { rawValue }
}

extension ArgumentType where Value == PhoneNumberFormat {
    /// A format's name: `e164`, `international`, `national` or `rfc3966`.
    static var phoneNumberFormat: ArgumentType {
        .choice(PhoneNumberFormat.allCases.map(\.rawValue), value: PhoneNumberFormat.init(rawValue:), name: \.rawValue)
    }
}

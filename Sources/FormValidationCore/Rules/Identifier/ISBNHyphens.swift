/// The International ISBN Agency's ranges, which split an ISBN into its prefix, registration group, registrant
/// and publication: where the hyphens of its display form go (`978-0-306-40615-7`). The data is
/// `Generated/ISBNRanges.swift`, read once, when an ISBN is first displayed.
enum ISBNRanges {
    /// One range of an element: its first and last values, both of `length` digits.
    struct Range: Sendable {
        let first: UInt32
        let last: UInt32
        let length: Int
    }

    /// The ranges of the element after each prefix, keyed by the prefix's digits after a leading 1 (`19780` for
    /// `9780`), so that leading zeros count.
    static let table: [UInt64: [Range]] = {
        var table: [UInt64: [Range]] = [:]
        for line in text.split(separator: "\n") {
            guard let colon = line.firstIndex(of: ":") else { continue }
            let key = line[..<colon].reduce(UInt64(1)) { $0 * 10 + UInt64($1.asciiValue! - 0x30) }
            table[key] = line[line.index(after: colon)...].split(separator: ",").compactMap { range in
                let bounds = range.split(separator: "-")
                guard bounds.count == 2, let first = UInt32(bounds[0]), let last = UInt32(bounds[1]) else {
                    return nil
                }
                return Range(first: first, last: last, length: bounds[0].count)
            }
        }
        return table
    }()

    /// The hyphens of a valid ISBN's display form, as ``IdentifierDefinition/hyphens(_:)`` gives them: after the
    /// prefix of an ISBN-13, the registration group and the registrant, and before the check digit. Where the
    /// agency has not assigned the range the group (or the registrant) falls in, the hyphens its ranges would
    /// give are left out: `979-031746625-5`.
    static func hyphens(_ compact: UnsafeBufferPointer<UInt8>) -> UInt32? {
        let isbn13 = compact.count == 13
        guard isbn13 || compact.count == 10 else { return nil }
        let start = isbn13 ? 3 : 0
        let end = compact.count - 1
        var mask: UInt32 = isbn13 ? 1 << 3 | 1 << end : 1 << end
        var key: UInt64 = isbn13 ? 1000 + UInt64(compact.number(0, 3)) : 1978
        guard let group = length(after: key, in: compact, from: start, before: end) else { return mask }
        mask |= 1 << (start + group)
        for index in start..<start + group { key = key * 10 + UInt64(compact.digit(index)) }
        guard let registrant = length(after: key, in: compact, from: start + group, before: end - 1) else {
            return mask
        }
        return mask | 1 << (start + group + registrant)
    }

    /// The length of the element at `position` that the ranges after `key` give, when it ends before `limit`.
    private static func length(
        after key: UInt64, in compact: UnsafeBufferPointer<UInt8>, from position: Int, before limit: Int
    ) -> Int? {
        guard let ranges = table[key] else { return nil }
        for range in ranges where position + range.length <= limit {
            let value = UInt32(compact.number(position, range.length))
            if value >= range.first && value <= range.last { return range.length }
        }
        return nil
    }
}

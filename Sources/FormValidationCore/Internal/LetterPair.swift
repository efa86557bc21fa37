/// A two-letter ASCII code (`GB`, `gb`) as a number from 0 to 675: where a country sits in a table of every pair of
/// letters, found without hashing and without changing case.
enum LetterPair {
    /// How many pairs there are: the size of a table indexed by ``index(of:foldingCase:)``.
    static let count = 26 * 26

    /// The pair's number, `first * 26 + second` with `A` as 0; `nil` for text that is not two ASCII letters, or,
    /// unless `foldingCase`, has a lower-case one.
    static func index(of code: String, foldingCase: Bool) -> Int? {
        var utf8 = code.utf8.makeIterator()
        guard let first = utf8.next().flatMap({ letter($0, foldingCase) }),
            let second = utf8.next().flatMap({ letter($0, foldingCase) }), utf8.next() == nil
        else { return nil }
        return first * 26 + second
    }

    /// A table of ``count`` entries: at the index of each upper-case code of `codes`, its position in `codes` (the
    /// first, for a code given twice); -1 elsewhere.
    static func table<Codes: Sequence>(_ codes: Codes) -> [Int16] where Codes.Element == String {
        var table = [Int16](repeating: -1, count: count)
        for (position, code) in codes.enumerated() {
            guard let index = index(of: code, foldingCase: false), table[index] < 0 else { continue }
            table[index] = Int16(position)
        }
        return table
    }

    /// `A`–`Z` (and, folding case, `a`–`z`) as 0–25.
    private static func letter(_ byte: UInt8, _ foldingCase: Bool) -> Int? {
        let upper = foldingCase ? byte & 0xDF : byte
        return upper >= UInt8(ascii: "A") && upper <= UInt8(ascii: "Z") ? Int(upper - UInt8(ascii: "A")) : nil
    }
}

/// China's resident identity number (公民身份号码, GB 11643-1999): the six-digit administrative division code
/// (GB/T 2260) of the holder's registered residence, the birth date as `YYYYMMDD`, a three-digit order code (odd
/// for men) and an ISO 7064 MOD 11-2 check character, a digit or `X`. The division code must be one that was
/// given, and not one retired before the birth year (codes from python-stdnum 2.2's list of them).
struct ChinaRICIdentifier: IdentifierDefinition {
    static let declaration = IdentifierDeclaration(
        "cn.ric", title: "resident identity number", example: "11010519491231002X",
        otherExamples: [
            "360426199101010071", "110101188001010011", "310101200002290015", "440301199912310024",
            "110105202403150037",
        ],
        roles: [.taxID: ["CN"], .nationalID: ["CN"]])

    static func problem(_ compact: UnsafeBufferPointer<UInt8>) -> IdentifierProblem? {
        guard compact.count == 18, compact.allDigits(0..<17) else { return .malformed }
        let last = compact[17]
        guard compact.isDigit(17) || last == UInt8(ascii: "X") else { return .malformed }
        // The code must have been given; its last year is compared once the birth year is known to exist.
        guard let lastYear = ChinaRegions.lastYear(given: compact.number(0, 6)) else { return .malformed }
        let year = compact.number(6, 4)
        guard year >= 1, IdentifierDate.exists(year: year, month: compact.number(10, 2), day: compact.number(12, 2))
        else { return .impossibleDate }
        guard year <= lastYear else { return .malformed }
        let check = CheckDigits.mod11Radix2(compact, 0..<17)
        return check == (last == UInt8(ascii: "X") ? 10 : compact.digit(17)) ? nil : .checkDigit
    }
}

extension ChinaRegions {
    /// The last year `code` (six digits) was given, `Int.max` while it still is, or `nil` when it never was.
    static func lastYear(given code: Int) -> Int? {
        codes.withUnsafeBufferPointer { codes in
            // The first entry not below the key, by halving the range without a branch to mispredict.
            let key = Int32(code) * 1000
            var base = 0
            var length = codes.count
            while length > 1 {
                let half = length / 2
                base = codes[base + half] < key ? base + half : base
                length -= half
            }
            let index = codes[base] < key ? base + 1 : base
            guard index < codes.count, codes[index] / 1000 == Int32(code) else { return nil }
            let end = Int(codes[index] % 1000)
            return end == 999 ? Int.max : 1900 + end
        }
    }
}

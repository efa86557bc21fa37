/// A set of two-letter codes, as one bit for each pair of letters from AA to ZZ: a lookup allocates nothing.
struct CountryCodeSet: Sendable {
    private var bits = [UInt64](repeating: 0, count: (26 * 26 + 63) / 64)

    init(_ codes: [String]) {
        for code in codes {
            let letters = Array(code.utf8)
            precondition(letters.count == 2 && letters.allSatisfy { (0x41...0x5A).contains($0) }, code)
            let index = Self.index(letters[0], letters[1])
            bits[index / 64] |= 1 << UInt64(index % 64)
        }
    }

    /// Whether the code of the upper-case ASCII letters `first` and `second` is in the set.
    func contains(_ first: UInt8, _ second: UInt8) -> Bool {
        guard (0x41...0x5A).contains(first), (0x41...0x5A).contains(second) else { return false }
        let index = Self.index(first, second)
        return bits[index / 64] & (1 << UInt64(index % 64)) != 0
    }

    private static func index(_ first: UInt8, _ second: UInt8) -> Int { Int(first - 0x41) * 26 + Int(second - 0x41) }
}

extension IdentifierCountries {
    /// The countries of BICs: ISO 3166-1, and `XK`, the code SWIFT and the European Union give Kosovo.
    static let bic = CountryCodeSet(iso3166 + ["XK"])
    /// The prefixes of ISINs (ISO 6166): the countries of BICs; `XS`, for securities cleared internationally
    /// through Euroclear and Clearstream; `EU`, for the European Union's own issues; and `AN` (Netherlands
    /// Antilles) and `CS` (Serbia and Montenegro), withdrawn from ISO 3166-1 but still on the ISINs issued under
    /// them; and the prefixes ANNA gives the agencies that number securities no national agency covers: `XA`
    /// (CUSIP Global Services), `XB` (NSD, Russia), `XC` (WM Datenservice), `XD` (SIX Financial Information) and
    /// `XF`, `QS` and `QT`, which python-stdnum, the reference, accepts too.
    static let isin = CountryCodeSet(
        iso3166 + ["XK", "XS", "EU", "AN", "CS", "XA", "XB", "XC", "XD", "XF", "QS", "QT"])
}

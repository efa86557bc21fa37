/// Every country of the IBAN registry (ISO 13616): its IBAN's length and its BBAN's structure, position by position.
///
/// Source: SWIFT's IBAN Registry, release 101, as python-stdnum 2.2 (January 2026) transcribes it in
/// `stdnum/iban.dat`, compared with schwifty 2026.10.1 (October 2026) by `scripts/reference/iban-registry.py`,
/// which prints these entries. They agree on all 89 countries but one: for Brazil (BR) schwifty carries a later
/// release where the bank code (8 positions) and the last two positions are alphanumeric (`8!c5!n10!n1!c1!c`)
/// rather than `8!n…1!a1!c`; the table takes the later, wider form, which accepts every IBAN the older one did.
///
/// The registry lists territories that use another country's IBAN (Åland Islands under FI; French Guiana,
/// Guadeloupe, Martinique, Réunion and the other French territories under FR; Guernsey, the Isle of Man and
/// Jersey under GB): their IBANs start with FI, FR or GB, so AX, GF, GG, … are not IBAN country codes here.
/// schwifty accepts them as codes of their own.
///
/// Each entry is the country code, the IBAN's length in two digits, and the BBAN's segments: a count and `n`
/// (digits), `a` (upper-case letters) or `c` (upper-case letters or digits) — the registry's `4!n` written `4n`.
enum IBANRegistry {
    /// The registry, one entry per country, sorted by code.
    private static let entries = """
        AD244n4n12c AE233n16n AL288n16c AT205n11n AZ284a20c BA203n3n8n2n BE163n7n2n BG224a4n2n8c BH224a14c
        BI275n5n11n2n BR298c5n10n1c1c BY284c4n16c CH215n12c CR224n14n CY283n5n16c CZ244n16n DE228n10n DJ275n5n11n2n
        DK184n9n1n DO284c20n EE202n14n EG294n4n17n ES244n4n1n1n10n FI183n11n FK182a12n FO184n9n1n FR275n5n11c2n
        GB224a6n8n GE222a16n GI234a15c GL184n9n1n GR273n4n16c GT284c20c HN284a20n HR217n10n HU283n4n1n15n1n IE224a6n8n
        IL233n3n13n IQ234a3n12n IS264n2n6n10n IT271a5n5n12c JO304a4n18c KW304a22c KZ203n13c LB284n20c LC324a24c
        LI215n12c LT205n11n LU203n13c LV214a13c LY253n3n15n MC275n5n11c2n MD242c18c ME223n13n2n MK193n10c2n MN204n12n
        MR275n5n11n2n MT314a5n18c MU304a2n2n12n3n3a NI284a20n NL184a10n NO154n6n1n OM233n16c PK244a16c PL288n16n
        PS294a21c PT254n4n11n2n QA294a21c RO244a16c RS223n13n2n RU339n5n15c SA242n18c SC314a2n2n16n3a SD182n12n
        SE243n16n1n SI195n8n2n SK244n6n10n SM271a5n5n12c SO234n3n12n ST254n4n11n2n SV284a20n TL233n14n2n TN242n3n13n2n
        TR265n1n16c UA296n19c VA223n15n VG244a16n XK204n10n2n YE304a4n18c
        """

    /// One country's IBAN: its length and what each BBAN position holds.
    struct Country: Sendable {
        /// The IBAN's length, country code and check digits included.
        let length: Int
        /// For each BBAN position, `n`, `a` or `c` (as ASCII).
        let positions: [UInt8]
    }

    /// The countries by code, indexed by `(first letter - A) * 26 + (second letter - A)`.
    static let countries: [Country?] = {
        var table = [Country?](repeating: nil, count: 26 * 26)
        for entry in entries.split(whereSeparator: { $0 == " " || $0 == "\n" }) {
            let bytes = Array(entry.utf8)
            let index = Int(bytes[0] - UInt8(ascii: "A")) * 26 + Int(bytes[1] - UInt8(ascii: "A"))
            let length = Int(bytes[2] - UInt8(ascii: "0")) * 10 + Int(bytes[3] - UInt8(ascii: "0"))
            var positions: [UInt8] = []
            var count = 0
            for byte in bytes.dropFirst(4) {
                if byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") {
                    count = count * 10 + Int(byte - UInt8(ascii: "0"))
                } else {
                    positions.append(contentsOf: repeatElement(byte, count: count))
                    count = 0
                }
            }
            precondition(positions.count + 4 == length, "IBAN registry entry \(entry) does not add up")
            table[index] = Country(length: length, positions: positions)
        }
        return table
    }()

    /// Every country code, sorted.
    static let codes: [String] = entries.split(whereSeparator: { $0 == " " || $0 == "\n" }).map { String($0.prefix(2)) }

    /// Whether `code` (upper case) is a country of the registry.
    static func isCountry(_ code: String) -> Bool {
        guard let index = index(code) else { return false }
        return countries[index] != nil
    }

    /// How a problem names what a country code of the registry is.
    static let expected = "a country code of the IBAN registry such as DE, FR or GB"

    /// The index of a two-letter upper-case code, or `nil` for anything else.
    static func index(_ code: String) -> Int? {
        let bytes = code.utf8
        guard bytes.count == 2, let first = bytes.first, let second = bytes.last,
            (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(first),
            (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(second)
        else { return nil }
        return Int(first - UInt8(ascii: "A")) * 26 + Int(second - UInt8(ascii: "A"))
    }
}

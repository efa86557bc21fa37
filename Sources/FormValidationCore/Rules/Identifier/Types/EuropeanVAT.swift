/// A VAT identification number of the European Union (VIES): a member state's two-letter prefix (its ISO 3166-1
/// code, `EL` for Greece, also read as `GR`, and `XI` for Northern Ireland) and the number that state issues,
/// checked by the state's own published rule (a UK number for `XI`); or a One Stop Shop number, `EU` or `IM` and
/// the issuing state's numeric code. Belgium's nine-digit numbers and Greece's
/// eight-digit ones are corrected to their ten and nine digits with a leading zero. The display form is the compact
/// one. A Dutch number of fewer than nine digits before its `B` takes leading zeros too.
struct EuropeanVATIdentifier: IdentifierDefinition {
    static let declaration = IdentifierDeclaration(
        "eu.vat", title: "VAT number", example: "DE136695976",
        otherExamples: [
            "ATU13585627", "BE0403019261", "BG175074752", "BG7523169263", "CY10259033P", "CZ25123891", "CZ7103192745",
            "CZ640903926", "DK13585628", "EE100931558", "EL094259216", "ESB58378431", "ES54362315K", "FI20774740",
            "FR61954506077", "FRK7399859412", "HR33392005961", "HU12892312", "IE6433435F", "IE6433435OA",
            "IE8D79739I", "IT00743110157", "LT119511515", "LT100001919017", "LU15027442", "LV40003521600",
            "LV16117519997", "MT11679112", "NL004495445B01", "PL8567346215", "PT501964843", "RO18547290",
            "SE123456789701", "SE556188840401", "EU372022452", "IM0404215621", "SI50223054", "SK2022749619",
            "XI980780684",
        ],
        roles: [
            .vat: [
                "AT", "BE", "BG", "CY", "CZ", "DE", "DK", "EE", "GR", "ES", "FI", "FR", "HR", "HU", "IE", "IT", "LT",
                "LU", "LV", "MT", "NL", "PL", "PT", "RO", "SE", "SI", "SK",
            ]
        ])

    /// A member state's prefix: its country code, `EL` for Greece.
    static func countryPrefix(_ country: String) -> String? { country == "GR" ? "EL" : country }

    static func isSeparator(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x2D || byte == 0x2E || byte == 0x2F || byte == 0x2C || byte == 0x28 || byte == 0x29
    }

    static func problem(_ compact: UnsafeBufferPointer<UInt8>) -> IdentifierProblem? {
        guard compact.count > 2, compact.isLetter(0), compact.isLetter(1) else { return .malformed }
        let number = compact.from(2)
        typealias Check = EuropeanVATNumbers
        switch (compact[0], compact[1]) {
        case (0x41, 0x54): return Check.austria(number)  // AT
        case (0x42, 0x45): return Check.belgium(number)  // BE
        case (0x42, 0x47): return Check.bulgaria(number)  // BG
        case (0x43, 0x59): return Check.cyprus(number)  // CY
        case (0x43, 0x5A): return Check.czechia(number)  // CZ
        case (0x44, 0x45): return Check.germany(number)  // DE
        case (0x44, 0x4B): return Check.denmark(number)  // DK
        case (0x45, 0x45): return Check.estonia(number)  // EE
        case (0x45, 0x4C), (0x47, 0x52): return Check.greece(number)  // EL, GR
        case (0x45, 0x53): return SpainNIFIdentifier.check(number)  // ES
        case (0x45, 0x55): return Check.oneStopShop(number, count: 9)  // EU
        case (0x46, 0x49): return Check.finland(number)  // FI
        case (0x46, 0x52): return Check.france(number)  // FR
        case (0x48, 0x52): return Check.croatia(number)  // HR
        case (0x48, 0x55): return Check.hungary(number)  // HU
        case (0x49, 0x45): return Check.ireland(number)  // IE
        case (0x49, 0x4D): return Check.oneStopShop(number, count: 10)  // IM
        case (0x49, 0x54): return ItalyIVAIdentifier.check(number)  // IT
        case (0x4C, 0x54): return Check.lithuania(number)  // LT
        case (0x4C, 0x55): return Check.luxembourg(number)  // LU
        case (0x4C, 0x56): return Check.latvia(number)  // LV
        case (0x4D, 0x54): return Check.malta(number)  // MT
        case (0x4E, 0x4C): return Check.netherlands(compact)  // NL, whose MOD 97 check reads the prefix
        case (0x50, 0x4C): return PolandNIPIdentifier.check(number)  // PL
        case (0x50, 0x54): return PortugalNIFIdentifier.check(number)  // PT
        case (0x52, 0x4F): return Check.romania(number)  // RO
        case (0x53, 0x45): return Check.sweden(number)  // SE
        case (0x53, 0x49): return Check.slovenia(number)  // SI
        case (0x53, 0x4B): return Check.slovakia(number)  // SK
        case (0x58, 0x49): return UnitedKingdomVATIdentifier.check(number)  // XI
        default: return .malformed
        }
    }

    static func normalized(_ compact: UnsafeBufferPointer<UInt8>) -> String? {
        let belgian = compact.count == 11 && compact[0] == 0x42 && compact[1] == 0x45
        let greek = compact.count == 10 && (compact[0] == 0x45 && compact[1] == 0x4C || compact[0] == 0x47)
        let dutch = compact.count < 14 && compact[0] == 0x4E && compact[1] == 0x4C
        guard belgian || greek || dutch else { return nil }
        let zeros = String(repeating: "0", count: dutch ? 14 - compact.count : 1)
        return String(decoding: compact[0..<2], as: UTF8.self) + zeros + String(decoding: compact[2...], as: UTF8.self)
    }
}

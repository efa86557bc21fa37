/// France's SIREN (Système d'Identification du Répertoire des Entreprises), INSEE's number of a business: nine
/// digits, the last a Luhn check digit. Displayed `404 833 048`.
struct FranceSIRENIdentifier: IdentifierDefinition {
    static let declaration = IdentifierDeclaration(
        "fr.siren", title: "SIREN", example: "404 833 048", otherExamples: ["552 008 443", "732 829 320"],
        roles: [.taxID: ["FR"]])
    static func isSeparator(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x2D || byte == 0x2E }

    static func problem(_ compact: UnsafeBufferPointer<UInt8>) -> IdentifierProblem? {
        guard compact.count == 9, compact.allDigits else { return .malformed }
        return CheckDigits.luhn(compact, 0..<9) ? nil : .checkDigit
    }

    static func displayPattern(count: Int) -> StaticString? { "### ### ###" }
}

/// France's SIRET (Système d'Identification du Répertoire des Établissements), INSEE's number of an establishment:
/// its business's SIREN (with its own Luhn check digit) and five digits, with a Luhn check over all fourteen; La
/// Poste's establishments (SIREN 356 000 000) instead have a sum of digits that is a multiple of 5, but for its
/// head office, 356 000 000 00048. Displayed `732 829 320 00074`.
struct FranceSIRETIdentifier: IdentifierDefinition {
    static let declaration = IdentifierDeclaration(
        "fr.siret", title: "SIRET", example: "732 829 320 00074",
        otherExamples: ["356 000 000 00048", "356 000 000 00001"])
    static func isSeparator(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x2D || byte == 0x2E }

    static func problem(_ compact: UnsafeBufferPointer<UInt8>) -> IdentifierProblem? {
        guard compact.count == 14, compact.allDigits else { return .malformed }
        guard CheckDigits.luhn(compact, 0..<9) else { return .checkDigit }
        guard compact.number(0, 9) == 356_000_000 else { return CheckDigits.luhn(compact, 0..<14) ? nil : .checkDigit }
        if compact.number(9, 5) == 48 { return nil }  // The head office, with a Luhn key.
        var sum = 0
        for index in 0..<14 { sum += compact.digit(index) }
        return sum % 5 == 0 ? nil : .checkDigit
    }

    static func displayPattern(count: Int) -> StaticString? { "### ### ### #####" }
}

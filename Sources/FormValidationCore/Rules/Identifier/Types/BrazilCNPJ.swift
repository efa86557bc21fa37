/// Brazil's CNPJ (Cadastro Nacional da Pessoa Jurídica): eight digits for the company, four for the
/// establishment, and two check digits, each the remainder of the sum of the others weighted 2 to 9 from the
/// right (repeating), modulo 11, subtracted from 11 (0 for 10 or 11). Displayed `00.000.000/0001-91`.
struct BrazilCNPJIdentifier: IdentifierDefinition {
    static let declaration = IdentifierDeclaration(
        "br.cnpj", title: "CNPJ", example: "00.000.000/0001-91", roles: [.taxID: ["BR"]])
    static func isSeparator(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x2D || byte == 0x2E || byte == 0x2F }

    static func problem(_ compact: UnsafeBufferPointer<UInt8>) -> IdentifierProblem? {
        guard compact.count == 14, compact.allDigits else { return .malformed }
        if (1..<14).allSatisfy({ compact[$0] == compact[0] }) { return .malformed }
        for length in 12...13 {
            var sum = 0
            var weight = 2
            for index in (0..<length).reversed() {
                sum += compact.digit(index) * weight
                weight = weight == 9 ? 2 : weight + 1
            }
            let remainder = sum % 11
            let check = remainder < 2 ? 0 : 11 - remainder
            guard check == compact.digit(length) else { return .checkDigit }
        }
        return nil
    }

    static func displayPattern(count: Int) -> StaticString? { "##.###.###/####-##" }
}

/// Brazil's CPF (Cadastro de Pessoas Físicas): nine digits and two check digits, each the remainder of their
/// sum weighted from 10 (then 11) down to 2, modulo 11, subtracted from 11 (0 for 10 or 11). Eleven equal
/// digits are refused. Displayed `050.473.704-02`.
struct BrazilCPFIdentifier: IdentifierDefinition {
    static let declaration = IdentifierDeclaration(
        "br.cpf", title: "CPF", example: "050.473.704-02", roles: [.taxID: ["BR"], .nationalID: ["BR"]])
    static func isSeparator(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x2D || byte == 0x2E }

    static func problem(_ compact: UnsafeBufferPointer<UInt8>) -> IdentifierProblem? {
        guard compact.count == 11, compact.allDigits else { return .malformed }
        if (1..<11).allSatisfy({ compact[$0] == compact[0] }) { return .malformed }
        for length in 9...10 {
            var sum = 0
            for index in 0..<length { sum += compact.digit(index) * (length + 1 - index) }
            let check = (11 - sum % 11) % 11 % 10
            guard check == compact.digit(length) else { return .checkDigit }
        }
        return nil
    }

    static func displayPattern(count: Int) -> StaticString? { "###.###.###-##" }
}

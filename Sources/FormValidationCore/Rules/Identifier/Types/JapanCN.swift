/// Japan's Corporate Number (法人番号), which the National Tax Agency gives to companies and other bodies: a check
/// digit first, then twelve digits; read from the right, the twelve are weighted 1 and 2 in turn, and the check
/// digit is 9 less their sum modulo 9 (the Ministry of Finance's ordinance on the Corporate Number, 法人番号の指定等に
/// 関する省令, article 2, as the National Tax Agency publishes it).
/// Displayed `5-8356-7825-6246`.
struct JapanCNIdentifier: IdentifierDefinition {
    static let declaration = IdentifierDeclaration(
        "jp.cn", title: "Corporate Number", example: "5-8356-7825-6246", otherExamples: ["8-0100-0100-8067"],
        roles: [.taxID: ["JP"]])

    static func problem(_ compact: UnsafeBufferPointer<UInt8>) -> IdentifierProblem? {
        guard compact.count == 13, compact.allDigits else { return .malformed }
        let sum = CheckDigits.weightedSum(compact, from: 1, weights: "212121212121")
        return 9 - sum % 9 == compact.digit(0) ? nil : .checkDigit
    }

    static func displayPattern(count: Int) -> StaticString? { "#-####-####-####" }
}

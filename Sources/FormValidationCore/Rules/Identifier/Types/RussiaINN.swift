/// Russia's taxpayer number (ИНН), which the Federal Tax Service gives: ten digits for an organisation, twelve for a
/// person. Each check digit is its preceding digits' sum weighted by the Service's weights, modulo 11, modulo 10:
/// 2, 4, 10, 3, 5, 9, 4, 6, 8 for an organisation's tenth digit; 7, 2, 4, 10, 3, 5, 9, 4, 6, 8 for a person's
/// eleventh and 3, 7, 2, 4, 10, 3, 5, 9, 4, 6, 8 for the twelfth (Wikipedia's «Идентификационный номер
/// налогоплательщика»).
struct RussiaINNIdentifier: IdentifierDefinition {
    static let declaration = IdentifierDeclaration(
        "ru.inn", title: "INN", example: "7707083893", otherExamples: ["123456789047", "500100732259"],
        roles: [.taxID: ["RU"]])

    static func problem(_ compact: UnsafeBufferPointer<UInt8>) -> IdentifierProblem? {
        guard compact.allDigits else { return .malformed }
        switch compact.count {
        case 10:
            let check = CheckDigits.weightedSum(compact, from: 0, weights: "24A359468") % 11 % 10
            return check == compact.digit(9) ? nil : .checkDigit
        case 12:
            let first = CheckDigits.weightedSum(compact, from: 0, weights: "724A359468") % 11 % 10
            let second = CheckDigits.weightedSum(compact, from: 0, weights: "3724A359468") % 11 % 10
            return first == compact.digit(10) && second == compact.digit(11) ? nil : .checkDigit
        default:
            return .malformed
        }
    }
}

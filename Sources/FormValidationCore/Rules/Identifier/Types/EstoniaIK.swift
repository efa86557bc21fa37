/// Estonia's isikukood (personal identification code), which is also a person's tax number: 11 digits, the sex
/// and century (1–2 for the 1800s, 3–4 the 1900s, 5–6 the 2000s, 7–8 the 2100s; odd for men), the birth date as
/// year, month and day, a serial, and a check digit: the first ten weighted 1 to 9 then 1, the sum's remainder
/// modulo 11; where that is 10, weighted 3 to 9 then 1 to 3, and a second 10 gives 0 (EVS 585:2007).
struct EstoniaIKIdentifier: IdentifierDefinition {
    static let declaration = IdentifierDeclaration(
        "ee.ik", title: "isikukood", example: "36805280109", otherExamples: ["49403136526", "60001017716"],
        roles: [.taxID: ["EE"], .nationalID: ["EE"]])

    static func problem(_ compact: UnsafeBufferPointer<UInt8>) -> IdentifierProblem? {
        guard compact.count == 11, compact.allDigits, (1...8).contains(compact.digit(0)) else { return .malformed }
        let century = 1800 + (compact.digit(0) - 1) / 2 * 100
        guard
            IdentifierDate.exists(
                year: century + compact.number(1, 2), month: compact.number(3, 2), day: compact.number(5, 2))
        else { return .impossibleDate }
        var remainder = CheckDigits.weightedSum(compact, from: 0, weights: "1234567891") % 11
        if remainder == 10 { remainder = CheckDigits.weightedSum(compact, from: 0, weights: "3456789123") % 11 % 10 }
        return remainder == compact.digit(10) ? nil : .checkDigit
    }
}

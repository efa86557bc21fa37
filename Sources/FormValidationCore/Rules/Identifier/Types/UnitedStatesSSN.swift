/// The United States' Social Security Number: a three-digit area, a two-digit group and a four-digit serial, with no
/// check digit. As the Social Security Administration assigns them, the area is never 000, 666 or 900 to 999, the
/// group never 00 and the serial never 0000; and three numbers it voided after they were published (078-05-1120,
/// 219-09-9999, 457-55-5462) are refused. Displayed `536-90-4399`.
struct UnitedStatesSSNIdentifier: IdentifierDefinition {
    static let declaration = IdentifierDeclaration(
        "us.ssn", title: "SSN", example: "536-90-4399", otherExamples: ["123-45-6789", "078-05-1121", "899-12-0001"],
        roles: [.taxID: ["US"], .nationalID: ["US"]])

    static func problem(_ compact: UnsafeBufferPointer<UInt8>) -> IdentifierProblem? {
        guard compact.count == 9, compact.allDigits else { return .malformed }
        let area = compact.number(0, 3)
        let group = compact.number(3, 2)
        let serial = compact.number(5, 4)
        guard area != 0, area != 666, area < 900, group != 0, serial != 0 else { return .malformed }
        let number = area * 1_000_000 + group * 10_000 + serial
        guard number != 078_051_120, number != 219_099_999, number != 457_555_462 else { return .malformed }
        return nil
    }

    static func displayPattern(count: Int) -> StaticString? { "###-##-####" }
}

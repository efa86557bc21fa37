/// The United States' Employer Identification Number: a two-digit prefix naming the IRS campus that assigned it,
/// and seven digits, with no check digit. The prefix must be one of those the IRS lists in "How EINs are assigned
/// and valid EIN prefixes". Displayed `91-1144442`.
struct UnitedStatesEINIdentifier: IdentifierDefinition {
    static let declaration = IdentifierDeclaration(
        "us.ein", title: "EIN", example: "91-1144442", otherExamples: ["04-2103594", "27-0000001", "60-9876543"],
        roles: [.taxID: ["US"]])

    static func problem(_ compact: UnsafeBufferPointer<UInt8>) -> IdentifierProblem? {
        guard compact.count == 9, compact.allDigits else { return .malformed }
        return EINPrefixes.isValid(compact.number(0, 2)) ? nil : .malformed
    }

    static func displayPattern(count: Int) -> StaticString? { "##-#######" }
}

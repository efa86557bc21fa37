/// The United Kingdom's VAT registration number (HMRC, VAT Notice 700/1), also the Isle of Man's and, prefixed
/// `XI`, Northern Ireland's: nine digits, the first seven weighted 8 down to 2 and added to the last two, the sum a
/// multiple of 97 (or, from 100 0000, issued since 2010, 55 away from one); twelve digits for a branch (three more);
/// or five characters, `GD` and a number below 500 for a government department, `HA` and one from 500 for a
/// health authority. Displayed `980 7806 84`; a `GB` or `XI` prefix is dropped, from the display form too.
struct UnitedKingdomVATIdentifier: IdentifierDefinition {
    static let declaration = IdentifierDeclaration(
        "gb.vat", title: "VAT number", example: "980 7806 84",
        otherExamples: ["GD001", "HA500", "980 7806 84 001", "100 0001 32"], roles: [.vat: ["GB"]])

    static func droppedPrefixLength(_ compact: UnsafeBufferPointer<UInt8>) -> Int {
        guard compact.count > 2 else { return 0 }
        return compact[0] == 0x47 && compact[1] == 0x42 || compact[0] == 0x58 && compact[1] == 0x49 ? 2 : 0
    }

    static func problem(_ compact: UnsafeBufferPointer<UInt8>) -> IdentifierProblem? { check(compact) }

    static func displayPattern(count: Int) -> StaticString? {
        switch count {
        case 9: "### #### ##"
        case 12: "### #### ## ###"
        default: nil
        }
    }

    /// The problem with a VAT number without prefix.
    static func check(_ number: UnsafeBufferPointer<UInt8>) -> IdentifierProblem? {
        switch number.count {
        case 5:
            guard number.allDigits(2..<5) else { return .malformed }
            let value = number.number(2, 3)
            if number[0] == 0x47 && number[1] == 0x44 { return value < 500 ? nil : .malformed }
            if number[0] == 0x48 && number[1] == 0x41 { return value >= 500 ? nil : .malformed }
            return .malformed
        case 9, 12:
            guard number.allDigits else { return .malformed }
            let sum = CheckDigits.cyclicSum(number, 0..<7, from: 8, to: 2) + number.number(7, 2)
            if sum % 97 == 0 { return nil }
            // The 97-55 scheme of the numbers issued since 2010, from 100 0000: 55 more (or 55 less) than a
            // multiple of 97.
            return number[0] != 0x30 && (sum % 97 == 42 || sum % 97 == 55) ? nil : .checkDigit
        default:
            return .malformed
        }
    }
}

/// Spain's NIF (Número de Identificación Fiscal), as the Agencia Tributaria defines it: a DNI (eight digits and a
/// control letter, the number modulo 23 read in `TRWAGMYFPDXBNJZSQVHLCKE`), a NIE (`X`, `Y` or `Z`, standing for
/// 0, 1 or 2, then seven digits and the same letter), a K, L or M number (a letter, seven digits and the DNI
/// letter of the seven), or a CIF (an entity's letter, seven digits and a control, a digit or a letter of
/// `JABCDEFGHI`, from a Luhn-like sum; Orden EHA/451/2008). The `ES` VAT prefix is dropped.
struct SpainNIFIdentifier: IdentifierDefinition {
    static let declaration = IdentifierDeclaration(
        "es.nif", title: "NIF", example: "B58378431",
        otherExamples: ["54362315K", "X5253868R", "M1234567L", "Q2876031B", "Y8763947H"],
        roles: [.taxID: ["ES"], .nationalID: ["ES"]])

    static func droppedPrefixLength(_ compact: UnsafeBufferPointer<UInt8>) -> Int {
        compact.prefixLength(0x45, 0x53, before: 9)
    }

    static func problem(_ compact: UnsafeBufferPointer<UInt8>) -> IdentifierProblem? { check(compact) }

    /// The problem with a NIF of nine characters, without prefix.
    static func check(_ number: UnsafeBufferPointer<UInt8>) -> IdentifierProblem? {
        guard number.count == 9, number.allDigits(1..<8) else { return .malformed }
        let first = number[0]
        let last = number[8]
        var value: Int
        switch first {
        case 0x30...0x39: value = number.number(0, 8)
        case UInt8(ascii: "X"), UInt8(ascii: "Y"), UInt8(ascii: "Z"):
            value = Int(first - UInt8(ascii: "X")) * 10_000_000 + number.number(1, 7)
        case UInt8(ascii: "K"), UInt8(ascii: "L"), UInt8(ascii: "M"): value = number.number(1, 7)
        default:
            return cif(number)
        }
        guard number.isLetter(8) else { return .malformed }
        let letters: StaticString = "TRWAGMYFPDXBNJZSQVHLCKE"
        return letters.utf8Start[value % 23] == last ? nil : .checkDigit
    }

    /// The problem with a CIF: an entity's letter, seven digits and a control digit or letter.
    private static func cif(_ number: UnsafeBufferPointer<UInt8>) -> IdentifierProblem? {
        let kinds: StaticString = "ABCDEFGHJNPQRSUVW"
        guard UnsafeBufferPointer(start: kinds.utf8Start, count: kinds.utf8CodeUnitCount).contains(number[0]) else {
            return .malformed
        }
        let sum = CheckDigits.luhnSum(number, 1..<8, doublingLast: true)
        let control = (10 - sum % 10) % 10
        let letters: StaticString = "JABCDEFGHI"
        let last = number[8]
        if number.isDigit(8) { return number.digit(8) == control ? nil : .checkDigit }
        guard number.isLetter(8) else { return .malformed }
        return letters.utf8Start[control] == last ? nil : .checkDigit
    }
}

extension UnsafeBufferPointer<UInt8> {
    /// 2 when the value is the two-letter VAT prefix `first` `second` and `count` more bytes, else 0: the length of
    /// the prefix ``IdentifierDefinition/droppedPrefixLength(_:)`` drops.
    func prefixLength(_ first: UInt8, _ second: UInt8, before count: Int) -> Int {
        self.count == count + 2 && self[0] == first && self[1] == second ? 2 : 0
    }

    /// The bytes from `start`, as a buffer of their own.
    func from(_ start: Int) -> UnsafeBufferPointer<UInt8> { UnsafeBufferPointer(rebasing: self[start...]) }
}

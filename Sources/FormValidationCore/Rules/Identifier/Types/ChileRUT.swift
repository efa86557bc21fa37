/// Chile's RUT (Rol Único Tributario), its tax number, the same as the RUN of its identity card: seven or eight
/// digits and a check character, 11 less the remainder modulo 11 of the digits weighted 2 to 7 from the right, with
/// 0 for 11 and `K` for 10. Source: the Servicio de Registro Civil e Identificación's description of the RUN.
/// Displayed `12.531.909-2`; a leading `CL` is dropped, from the display form too.
struct ChileRUTIdentifier: IdentifierDefinition {
    static let declaration = IdentifierDeclaration(
        "cl.rut", title: "RUT", example: "12.531.909-2",
        otherExamples: ["76.086.428-5", "1.234.567-4", "10.000.005-9", "20.000.003-K"],
        roles: [.taxID: ["CL"], .nationalID: ["CL"]])
    static func isSeparator(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x2D || byte == 0x2E }

    static func droppedPrefixLength(_ compact: UnsafeBufferPointer<UInt8>) -> Int {
        compact.count > 2 && compact[0] == UInt8(ascii: "C") && compact[1] == UInt8(ascii: "L") ? 2 : 0
    }

    static func problem(_ compact: UnsafeBufferPointer<UInt8>) -> IdentifierProblem? {
        guard compact.count == 8 || compact.count == 9, compact.allDigits(0..<compact.count - 1) else {
            return .malformed
        }
        let last = compact[compact.count - 1]
        guard last == UInt8(ascii: "K") || compact.isDigit(compact.count - 1) else { return .malformed }
        let remainder = CheckDigits.cyclicSum(compact, 0..<compact.count - 1, from: 2, to: 7) % 11
        let check = remainder == 0 ? 0x30 : remainder == 1 ? UInt8(ascii: "K") : UInt8(0x30 + 11 - remainder)
        return last == check ? nil : .checkDigit
    }

    static func displayPattern(count: Int) -> StaticString? {
        switch count {
        case 8: "#.###.###-#"
        case 9: "##.###.###-#"
        default: nil
        }
    }
}

/// A set of ASCII characters as a 128-bit mask: membership of a byte is two shifts and a test, with no branch on
/// the character.
struct ASCIISet: Sendable {
    private var low: UInt64 = 0
    private var high: UInt64 = 0

    /// The set of the ASCII characters in `characters`.
    init(_ characters: String) {
        for byte in characters.utf8 {
            precondition(byte < 0x80, "ASCIISet holds ASCII characters only")
            insert(byte)
        }
    }

    /// The set of the bytes in `range`, and of `characters`.
    init(_ range: ClosedRange<UInt8>, _ characters: String = "") {
        self.init(characters)
        for byte in range { insert(byte) }
    }

    private mutating func insert(_ byte: UInt8) {
        if byte < 64 { low |= 1 &<< UInt64(byte) } else { high |= 1 &<< UInt64(byte - 64) }
    }

    /// Whether `byte` is one of the set's characters; `false` for every byte beyond ASCII.
    func contains(_ byte: UInt8) -> Bool {
        let bit: UInt64 = 1 &<< UInt64(byte & 63)
        return byte < 64 ? low & bit != 0 : byte < 128 && high & bit != 0
    }

    /// The union of two sets.
    func union(_ other: ASCIISet) -> ASCIISet {
        var union = self
        union.low |= other.low
        union.high |= other.high
        return union
    }

    static let letters = ASCIISet(0x41...0x5A).union(ASCIISet(0x61...0x7A))
    static let digits = ASCIISet(0x30...0x39)
}

/// A set of ASCII characters as a 128-bit mask: membership of a byte is a shift and a test, without a branch on
/// the byte.
///
/// The sets the scanners use are written as masks (``init(low:high:)``), so that reading one costs nothing, not
/// even the check that a lazily made constant was made; `ASCIISetTests` checks each mask against the characters
/// its comment names.
///
/// Public to the `Scanning` SPI alone, not `package`: the compiler inlines a `package` function's body into
/// another module only when it is public (Swift 6.3 left ``contains(_:)`` a call in every scanner of another
/// module). No user sees it without `@_spi(Scanning) import`.
@_spi(Scanning) public struct ASCIISet: Sendable, Equatable {
    /// The characters 0–63, one bit each (bit *n* for the byte *n*).
    @usableFromInline private(set) var low: UInt64
    /// The characters 64–127 (bit *n* for the byte 64 + *n*).
    @usableFromInline private(set) var high: UInt64

    /// The set with these masks.
    public init(low: UInt64, high: UInt64) {
        self.low = low
        self.high = high
    }

    /// The set of the ASCII characters in `characters`.
    public init(_ characters: String) {
        self.init(low: 0, high: 0)
        for byte in characters.utf8 {
            precondition(byte < 0x80, "ASCIISet holds ASCII characters only")
            if byte < 64 { low |= 1 &<< UInt64(byte) } else { high |= 1 &<< UInt64(byte - 64) }
        }
    }

    /// Whether `byte` is one of the set's characters; `false` for every byte beyond ASCII. Inlinable, so that a
    /// scanner in another module tests a byte without a call.
    @inlinable @inline(__always)
    public func contains(_ byte: UInt8) -> Bool {
        // A select rather than a branch: the bytes of an address switch between the two halves all the time.
        let word = byte < 64 ? low : byte < 128 ? high : 0
        return (word &>> UInt64(byte & 63)) & 1 != 0
    }

    /// `A`–`Z` and `a`–`z`.
    public static let letters = ASCIISet(low: 0, high: 0x07ff_fffe_07ff_fffe)
    /// `0`–`9`.
    public static let digits = ASCIISet(low: 0x03ff_0000_0000_0000, high: 0)
    /// `A`–`Z`.
    public static let uppercaseLetters = ASCIISet(low: 0, high: 0x0000_0000_07ff_fffe)
    /// `a`–`z`.
    public static let lowercaseLetters = ASCIISet(low: 0, high: 0x07ff_fffe_0000_0000)
}

/// JSON text read eight bytes at a time.
@_spi(Scanning) public enum JSONWords {
    /// Whether any of the eight bytes of `word` is a quote, a backslash, below 0x20 or past ASCII: the bytes a string
    /// cannot hold as they are, or that need a closer look (each byte's high bit set where it has a zero, after the
    /// usual subtraction; a false alarm only makes the caller look byte by byte).
    @inlinable @inline(__always)
    public static func needsAttention(_ word: UInt64) -> Bool {
        let ones: UInt64 = 0x0101_0101_0101_0101
        let highs: UInt64 = 0x8080_8080_8080_8080
        func hasZero(_ value: UInt64) -> UInt64 { (value &- ones) & ~value & highs }
        let quote = hasZero(word ^ (ones &* 0x22))
        let backslash = hasZero(word ^ (ones &* 0x5C))
        let control = (word &- ones &* 0x20) & ~word & highs
        return (quote | backslash | control | (word & highs)) != 0
    }
}

extension EmailSyntax {
    // MARK: Punycode (RFC 3492): decoding and measuring xn-- labels

    /// The length of a U-label's A-label form (`xn--` and the Punycode), or `nil` when it exceeds 63.
    ///
    /// - Parameters:
    ///   - start: An iterator at the label's first scalar.
    ///   - scalarCount: The label's length in scalars.
    ///   - basicCount: How many of them are ASCII.
    /// - Complexity: O(*m*²) for a label of *m* ≤ 59 scalars.
    static func punycodeLength<S: IteratorProtocol<Unicode.Scalar>>(
        of start: S, scalarCount: Int, basicCount: Int
    ) -> Int? {
        var length = 4 + basicCount + (basicCount > 0 ? 1 : 0)
        // Every non-ASCII scalar takes at least one Punycode digit.
        guard length + scalarCount - basicCount <= maximumLabelBytes else { return nil }
        var n: UInt32 = 0x80
        var next = UInt32.max
        var scalars = start
        for _ in 0..<scalarCount {
            if let value = scalars.next()?.value, value >= n { next = min(next, value) }
        }
        var delta = 0
        var bias = 72
        var handled = basicCount
        while handled < scalarCount {
            delta += Int(next - n) * (handled + 1)
            n = next
            next = UInt32.max
            scalars = start
            for _ in 0..<scalarCount {
                guard let value = scalars.next()?.value else { return nil }
                if value < n {
                    delta += 1
                } else if value > n {
                    next = min(next, value)
                } else {
                    var q = delta
                    var k = Punycode.base
                    while true {
                        let t = Punycode.threshold(k, bias: bias)
                        if q < t { break }
                        length += 1
                        q = (q - t) / (Punycode.base - t)
                        k += Punycode.base
                    }
                    length += 1
                    guard length <= maximumLabelBytes else { return nil }
                    bias = Punycode.adapt(delta, count: handled + 1, first: handled == basicCount)
                    delta = 0
                    handled += 1
                }
            }
            delta += 1
            n += 1
        }
        return length
    }

    /// Decodes the Punycode of an `xn--` label as it is read, keeping only what the checks need.
    ///
    /// The basic code points are those before the last hyphen, which is known only at the end; so each hyphen
    /// starts the decoding afresh, everything before it now counting as basic.
    struct PunycodeDecoder {
        /// Facts about everything read so far, as if it were all basic.
        private var readCount = 0
        private var readFirst: Unicode.Scalar?
        private var readLast: Unicode.Scalar?
        private var readBidi = BidiSummary()

        /// The decoding of what came after the last hyphen.
        private var outputCount = 0
        private var n = 0x80
        private var i = 0
        private var bias = 72
        private var deltaStart = 0
        private var weight = 1
        private var k = Punycode.base
        private var isInDelta = false
        private var insertedCount = 0
        private var failed = false
        private var first: Unicode.Scalar?
        private var firstIsMark = false
        private var last: Unicode.Scalar?
        private var bidi = BidiSummary()

        mutating func append(_ scalar: Unicode.Scalar) {
            if scalar == "-" {
                // Everything before this hyphen is basic; decode afresh after it. With nothing before it, this
                // hyphen is not a delimiter (RFC 3492 section 6.2), so if it is the last one the label fails.
                outputCount = readCount
                n = 0x80
                i = 0
                bias = 72
                isInDelta = false
                insertedCount = 0
                failed = readCount == 0
                first = readFirst
                firstIsMark = false
                last = readLast
                bidi = readBidi
                record(scalar, .separator)
                return
            }
            let isDigit = scalar.value >= 0x30 && scalar.value <= 0x39
            record(scalar, isDigit ? .europeanNumber : .leftToRight)
            guard !failed else { return }
            decode(digit: isDigit ? Int(scalar.value) - 0x30 + 26 : Int(scalar.value | 0x20) - 0x61)
        }

        private mutating func record(_ scalar: Unicode.Scalar, _ bidiClass: BidiClass) {
            readCount += 1
            if readFirst == nil { readFirst = scalar }
            readLast = scalar
            readBidi.append(bidiClass)
        }

        private mutating func decode(digit: Int) {
            if !isInDelta {
                deltaStart = i
                weight = 1
                k = Punycode.base
                isInDelta = true
            }
            // Past this, n would leave the Unicode range: fail before anything can overflow.
            // (Every product is checked first, so the arithmetic is safe where `Int` has 32 bits.)
            let limit = 0x110000 * (outputCount + 1)
            if digit > 0 {
                guard weight <= (limit - 1 - i) / digit else { return fail() }
                i += digit * weight
            }
            let t = Punycode.threshold(k, bias: bias)
            guard digit < t else {
                let factor = Punycode.base - t
                weight = weight > limit / factor ? limit : weight * factor
                k += Punycode.base
                return
            }
            isInDelta = false
            bias = Punycode.adapt(i - deltaStart, count: outputCount + 1, first: deltaStart == 0)
            n += i / (outputCount + 1)
            i %= outputCount + 1
            guard n <= 0x10FFFF, let scalar = Unicode.Scalar(UInt32(n)),
                let character = DomainCharacter(scalar, inALabel: true)
            else { return fail() }
            if i == 0 {
                first = scalar
                firstIsMark = character.kind == .mark
            }
            if i == outputCount { last = scalar }
            bidi.insert(character.bidi, at: i)
            outputCount += 1
            insertedCount += 1
            i += 1
        }

        private mutating func fail() {
            failed = true
        }

        /// The decoded label's Bidi facts, or `nil` when the Punycode is malformed, decodes to ASCII only, or
        /// decodes to a label that is not a valid U-label.
        func finish() -> BidiSummary? {
            guard !failed, !isInDelta, insertedCount > 0, !firstIsMark, first != "-", last != "-" else {
                return nil
            }
            return bidi
        }
    }
}

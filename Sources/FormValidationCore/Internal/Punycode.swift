/// Punycode (RFC 3492): the ASCII form of a U-label, and back; the email rule measures and decodes labels with
/// its parameters as it reads them, and the JSON Schema formats `hostname` and `idn-hostname` encode and decode whole
/// labels.
package enum Punycode {
    /// The parameters of RFC 3492, section 5.
    package static let base = 36
    static let tMin = 1
    static let tMax = 26

    /// The threshold of the digit at position `k` (RFC 3492, section 6.1 and 6.2).
    package static func threshold(_ k: Int, bias: Int) -> Int {
        k <= bias ? tMin : (k >= bias + tMax ? tMax : k - bias)
    }

    /// The bias after a code point was handled (RFC 3492, section 6.1).
    package static func adapt(_ delta: Int, count: Int, first: Bool) -> Int {
        var delta = first ? delta / 700 : delta / 2
        delta += delta / count
        var k = 0
        while delta > ((base - tMin) * tMax) / 2 {
            delta /= base - tMin
            k += base
        }
        return k + (base - tMin + 1) * delta / (delta + 38)
    }

    /// The code points `text` (lower-case ASCII, after `xn--`) encodes, or `nil` when it is not Punycode.
    package static func decode(_ text: ArraySlice<Unicode.Scalar>) -> [Unicode.Scalar]? {
        var output: [Unicode.Scalar] = []
        var rest = text
        if let delimiter = text.lastIndex(of: "-") {
            output = Array(text[..<delimiter])
            rest = text[(delimiter + 1)...]
        }
        var n = 0x80
        var i = 0
        var bias = 72
        while !rest.isEmpty {
            let oldI = i
            var weight = 1
            var k = base
            while true {
                guard let scalar = rest.popFirst(), let digit = digitValue(scalar) else { return nil }
                let (product, overflow) = digit.multipliedReportingOverflow(by: weight)
                guard !overflow, i <= Int.max - product else { return nil }
                i += product
                let t = threshold(k, bias: bias)
                if digit < t { break }
                let (next, weightOverflow) = weight.multipliedReportingOverflow(by: base - t)
                guard !weightOverflow else { return nil }
                weight = next
                k += base
            }
            bias = adapt(i - oldI, count: output.count + 1, first: oldI == 0)
            n += i / (output.count + 1)
            i %= output.count + 1
            guard n <= 0x10FFFF, let scalar = Unicode.Scalar(UInt32(n)) else { return nil }
            output.insert(scalar, at: i)
            i += 1
        }
        return output
    }

    /// The Punycode of `scalars`, lower-case, without `xn--`; `nil` when it would be longer than a label can be.
    package static func encode(_ scalars: [Unicode.Scalar]) -> [Unicode.Scalar]? {
        var output: [Unicode.Scalar] = scalars.filter(\.isASCII)
        let basicCount = output.count
        var handled = basicCount
        if basicCount > 0 { output.append("-") }
        var n = 0x80
        var delta = 0
        var bias = 72
        while handled < scalars.count {
            guard let next = scalars.lazy.map({ Int($0.value) }).filter({ $0 >= n }).min() else { break }
            delta += (next - n) * (handled + 1)
            n = next
            for scalar in scalars {
                let value = Int(scalar.value)
                if value < n { delta += 1 }
                guard value == n else { continue }
                var q = delta
                var k = base
                while true {
                    let t = threshold(k, bias: bias)
                    if q < t { break }
                    output.append(digit(t + (q - t) % (base - t)))
                    q = (q - t) / (base - t)
                    k += base
                }
                output.append(digit(q))
                guard output.count <= 63 else { return nil }
                bias = adapt(delta, count: handled + 1, first: handled == basicCount)
                delta = 0
                handled += 1
            }
            delta += 1
            n += 1
        }
        return output
    }

    private static func digitValue(_ scalar: Unicode.Scalar) -> Int? {
        switch scalar {
        case "a"..."z": Int(scalar.value - 0x61)
        case "0"..."9": Int(scalar.value - 0x30) + 26
        default: nil
        }
    }

    private static func digit(_ value: Int) -> Unicode.Scalar {
        Unicode.Scalar(UInt8(value < 26 ? 0x61 + value : 0x30 + value - 26))
    }
}

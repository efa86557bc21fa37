/// Small, allocation-free scans over text that several rules share.
enum TextScanning {
    /// `text` without whitespace at either end, as a view into it.
    ///
    /// - Complexity: O(*n*); allocates nothing.
    static func trimmed(_ text: String) -> Substring {
        let scalars = text.unicodeScalars
        guard let start = scalars.firstIndex(where: { !$0.properties.isWhitespace }) else { return "" }
        let end = scalars.index(after: scalars.lastIndex { !$0.properties.isWhitespace }!)
        return Substring(scalars[start..<end])
    }

    /// Whether every character of `text` is whitespace (including newlines and non-breaking spaces).
    ///
    /// - Complexity: O(*n*); returns at the first visible character.
    static func isAllWhitespace<S: StringProtocol>(_ text: S) -> Bool {
        for scalar in text.unicodeScalars {
            if scalar.isASCII {
                switch scalar.value {
                case 0x09...0x0D, 0x20: continue
                default: return false
                }
            }
            if !scalar.properties.isWhitespace { return false }
        }
        return true
    }

    /// Whether `text` contains a decimal digit of any script (`0`–`9`, `٣`, `७`, …).
    ///
    /// - Complexity: O(*n*); returns at the first digit.
    static func containsDecimalDigit(_ text: String) -> Bool {
        for scalar in text.unicodeScalars {
            if scalar.isASCII {
                if scalar.value >= 0x30 && scalar.value <= 0x39 { return true }
                continue
            }
            if scalar.properties.numericType == .decimal { return true }
        }
        return false
    }

    /// Whether `text` contains an uppercase (or titlecase) letter of any script.
    ///
    /// - Complexity: O(*n*); returns at the first one.
    static func containsUppercaseLetter(_ text: String) -> Bool {
        for scalar in text.unicodeScalars {
            if scalar.isASCII {
                if scalar.value >= 0x41 && scalar.value <= 0x5A { return true }
                continue
            }
            switch scalar.properties.generalCategory {
            case .uppercaseLetter, .titlecaseLetter: return true
            default: continue
            }
        }
        return false
    }
}

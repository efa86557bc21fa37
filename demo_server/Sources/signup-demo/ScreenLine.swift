/// One line of the terminal screen: runs of text, each in a style.
struct ScreenLine {
    /// A run of text in one style.
    struct Span {
        /// The text; no line breaks.
        var text: String
        /// Its style.
        var style: TextStyle

        init(_ text: String, _ style: TextStyle = .plain) {
            self.text = text
            self.style = style
        }
    }

    /// The runs, left to right.
    var spans: [Span]

    /// Creates a line of `spans`.
    init(_ spans: [Span] = []) {
        self.spans = spans
    }

    /// The line as terminal output, cut to `width` columns, each styled run ending with a style reset.
    func rendered(width: Int) -> String {
        var output = ""
        var remaining = width
        for span in spans where remaining > 0 {
            var text = ""
            for character in span.text {
                let columns = character.columns
                guard columns <= remaining else {
                    remaining = 0
                    break
                }
                text.append(character)
                remaining -= columns
            }
            output += span.style == .plain ? text : "\u{1B}[\(span.style.code)m\(text)\u{1B}[0m"
        }
        return output
    }
}

/// A text style as an SGR parameter string.
struct TextStyle: Equatable {
    /// The SGR parameters, such as `1;32`.
    var code: String

    static let plain = TextStyle(code: "")
    static let bold = TextStyle(code: "1")
    static let dim = TextStyle(code: "2")
    static let inverse = TextStyle(code: "7")
    static let red = TextStyle(code: "31")
    static let green = TextStyle(code: "32")
    static let yellow = TextStyle(code: "33")
    static let accent = TextStyle(code: "1;36")
    static let boldRed = TextStyle(code: "1;31")
    static let boldGreen = TextStyle(code: "1;32")
}

extension Character {
    /// How many terminal columns the character takes: 2 for emoji and East Asian wide characters, 0 for invisible
    /// format characters (such as the isolates around the texts a right-to-left message inserts), else 1.
    var columns: Int {
        guard let scalar = unicodeScalars.first else { return 0 }
        if unicodeScalars.allSatisfy({ $0.properties.generalCategory == .format }) { return 0 }
        if scalar.properties.isEmojiPresentation { return 2 }
        switch scalar.value {
        case 0x1100...0x115F, 0x2E80...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60,
            0xFFE0...0xFFE6, 0x20000...0x3FFFD:
            return 2
        default:
            return 1
        }
    }
}

extension String {
    /// How many terminal columns the string takes.
    var columns: Int { reduce(0) { $0 + $1.columns } }

    /// The string followed by spaces up to `width` columns.
    func padded(to width: Int) -> String {
        self + String(repeating: " ", count: max(0, width - columns))
    }

    /// The end of the string that fits in `width` columns, after an ellipsis when the start had to go.
    func tail(fitting width: Int) -> String {
        guard columns > width else { return self }
        var kept: [Character] = []
        var used = 1  // the ellipsis
        for character in reversed() {
            guard used + character.columns <= width else { break }
            kept.append(character)
            used += character.columns
        }
        return "…" + String(kept.reversed())
    }

    /// The string broken at spaces into lines of at most `width` columns (a longer word gets a line of its own).
    func wrapped(to width: Int) -> [String] {
        var lines: [String] = []
        var line = ""
        for word in split(separator: " ", omittingEmptySubsequences: true) {
            let candidate = line.isEmpty ? String(word) : line + " " + word
            if candidate.columns <= width || line.isEmpty {
                line = candidate
            } else {
                lines.append(line)
                line = String(word)
            }
        }
        if !line.isEmpty || lines.isEmpty { lines.append(line) }
        return lines
    }
}

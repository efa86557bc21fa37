/// Turns the bytes a terminal sends in raw mode into ``Key``s.
///
/// Keys may arrive split across reads, so the decoder keeps an unfinished escape sequence or UTF-8 character
/// until the rest arrives. A lone `ESC` at the end of a read is ambiguous — the Esc key, or the start of an arrow
/// key's sequence — so it waits too: the caller flushes it with ``flushEscape()`` after a short pause.
struct KeyDecoder {
    private static let escapeByte: UInt8 = 0x1B
    private var pending: [UInt8] = []

    /// Whether a lone `ESC` is waiting for ``flushEscape()`` or for more bytes.
    var isHoldingEscape: Bool { pending == [Self.escapeByte] }

    /// Decodes `bytes`, after whatever an earlier call left unfinished.
    ///
    /// - Returns: The keys, in order.
    mutating func decode(_ bytes: [UInt8]) -> [Key] {
        let input = pending + bytes
        var keys: [Key] = []
        var index = 0
        decoding: while index < input.count {
            let byte = input[index]
            switch byte {
            case Self.escapeByte:
                guard let (key, length) = Self.escapeSequence(in: input[index...]) else { break decoding }
                keys.append(key)
                index += length
            case 0x03:
                keys.append(.interrupt)
                index += 1
            case 0x08, 0x7F:
                keys.append(.backspace)
                index += 1
            case 0x09:
                keys.append(.tab)
                index += 1
            case 0x0A, 0x0D:
                keys.append(.enter)
                index += 1
            case 0x15:
                keys.append(.clearField)
                index += 1
            case 0x04:
                keys.append(.removeItem)
                index += 1
            case 0x00..<0x20:
                keys.append(.ignored)
                index += 1
            default:
                let length = Self.utf8Length(leadingByte: byte)
                guard index + length <= input.count else { break decoding }
                let text = String(decoding: input[index..<(index + length)], as: UTF8.self)
                for character in text {
                    let printable = character.unicodeScalars.allSatisfy {
                        !$0.properties.generalCategory.isControlOrUnassigned && $0 != "\u{FFFD}"
                    }
                    keys.append(printable ? .character(character) : .ignored)
                }
                index += length
            }
        }
        pending = Array(input[index...])
        return keys
    }

    /// Gives a lone `ESC` that no sequence followed as the Esc key.
    ///
    /// - Returns: `[.escape]` when one was held, else nothing.
    mutating func flushEscape() -> [Key] {
        guard isHoldingEscape else { return [] }
        pending = []
        return [.escape]
    }

    /// The key an escape sequence at the start of `bytes` stands for, and its length; `nil` when unfinished.
    private static func escapeSequence(in bytes: ArraySlice<UInt8>) -> (Key, Int)? {
        let start = bytes.startIndex
        guard bytes.count > 1 else { return nil }
        switch bytes[start + 1] {
        case UInt8(ascii: "["):
            // CSI: parameter and intermediate bytes, then one final byte in 0x40...0x7E.
            guard let final = bytes[(start + 2)...].firstIndex(where: { (0x40...0x7E).contains($0) }) else {
                return nil
            }
            let parameters = String(decoding: bytes[(start + 2)..<final], as: UTF8.self)
            let key: Key =
                switch (bytes[final], parameters) {
                case (UInt8(ascii: "A"), _): .up
                case (UInt8(ascii: "B"), _): .down
                case (UInt8(ascii: "C"), _): .right
                case (UInt8(ascii: "D"), _): .left
                case (UInt8(ascii: "Z"), _): .backTab
                case (UInt8(ascii: "~"), "3"): .backspace  // Delete
                default: .ignored
                }
            return (key, final - start + 1)
        case UInt8(ascii: "O"):
            // SS3, as arrow keys send in application mode.
            guard bytes.count > 2 else { return nil }
            let key: Key =
                switch bytes[start + 2] {
                case UInt8(ascii: "A"): .up
                case UInt8(ascii: "B"): .down
                case UInt8(ascii: "C"): .right
                case UInt8(ascii: "D"): .left
                default: .ignored
                }
            return (key, 3)
        case escapeByte:
            return (.escape, 1)
        default:
            return (.ignored, 2)  // Alt with a key
        }
    }

    private static func utf8Length(leadingByte byte: UInt8) -> Int {
        switch byte {
        case 0xC0...0xDF: 2
        case 0xE0...0xEF: 3
        case 0xF0...0xF7: 4
        default: 1
        }
    }
}

extension Unicode.GeneralCategory {
    /// Whether characters of this category are controls, formats, surrogates, private use or unassigned.
    fileprivate var isControlOrUnassigned: Bool {
        switch self {
        case .control, .format, .surrogate, .privateUse, .unassigned: true
        default: false
        }
    }
}

/// One change a person makes to a text field: characters typed, pasted, deleted, or a selection replaced.
///
/// Offsets count characters (`String.count`, extended grapheme clusters) from the start of the text before the
/// edit. A text field delegate that hands over an `NSRange` of UTF-16 code units converts it with
/// `Range(nsRange, in: text)` and the distances of its bounds from `text.startIndex`; SwiftUI, which hands over the
/// new text only, uses ``init(from:to:)``.
///
/// ```swift
/// let typed = TextEdit.insert("5", at: 3)               // a keystroke with the caret at 3
/// let pasted = TextEdit(replacing: 0..<0, with: "+44 20 7946 0958")
/// let backspace = TextEdit.deleteBackward(at: 4)        // the character before offset 4
/// ```
public struct TextEdit: Sendable, Hashable, CustomStringConvertible {
    /// The characters replaced, as offsets into the text before the edit; empty for an insertion.
    public var range: Range<Int>
    /// What replaces them: the typed or pasted text, or `""` for a deletion.
    public var replacement: String

    /// Replaces the characters in `range` with `replacement`.
    ///
    /// - Parameters:
    ///   - range: The characters replaced, as offsets into the text before the edit.
    ///   - replacement: What replaces them.
    public init(replacing range: Range<Int>, with replacement: String) {
        self.range = range
        self.replacement = replacement
    }

    /// Types or pastes `text` at `offset`.
    ///
    /// - Parameters:
    ///   - text: What is typed or pasted.
    ///   - offset: Where, in characters from the start of the text.
    /// - Returns: The edit.
    public static func insert(_ text: String, at offset: Int) -> TextEdit {
        TextEdit(replacing: offset..<offset, with: text)
    }

    /// Deletes the characters in `range` (a selection, or one character).
    ///
    /// - Parameter range: The characters deleted, as offsets into the text.
    /// - Returns: The edit.
    public static func delete(_ range: Range<Int>) -> TextEdit {
        TextEdit(replacing: range, with: "")
    }

    /// The backspace key with the caret at `offset`: deletes the character before it. At offset 0 it changes
    /// nothing.
    ///
    /// - Parameter offset: The caret's offset.
    /// - Returns: The edit.
    public static func deleteBackward(at offset: Int) -> TextEdit {
        TextEdit(replacing: max(0, offset - 1)..<max(0, offset), with: "")
    }

    /// The edit that turns `old` into `new`: the characters between their common start and their common end.
    ///
    /// Where a character repeats the boundary is ambiguous (`"1123"` to `"11123"`); the edit found is the one
    /// furthest to the end, which is where typing usually happens.
    ///
    /// - Complexity: O(*n*) in the lengths of the texts.
    /// - Parameters:
    ///   - old: The text before the change.
    ///   - new: The text after the change.
    public init(from old: String, to new: String) {
        let oldCharacters = Array(old)
        let newCharacters = Array(new)
        var prefix = 0
        while prefix < oldCharacters.count, prefix < newCharacters.count,
            oldCharacters[prefix] == newCharacters[prefix]
        {
            prefix += 1
        }
        var suffix = 0
        while suffix < oldCharacters.count - prefix, suffix < newCharacters.count - prefix,
            oldCharacters[oldCharacters.count - 1 - suffix] == newCharacters[newCharacters.count - 1 - suffix]
        {
            suffix += 1
        }
        self.init(
            replacing: prefix..<(oldCharacters.count - suffix),
            with: String(newCharacters[prefix..<(newCharacters.count - suffix)]))
    }

    /// `input` with this edit made as it is, unformatted: the caret after the replacement.
    ///
    /// - Parameter input: The text and its caret.
    /// - Returns: The edited text, with the caret after the replacement.
    public func applied(to input: InputText) -> InputText {
        var characters = Array(input.text)
        let lower = min(max(range.lowerBound, 0), characters.count)
        let upper = min(max(range.upperBound, lower), characters.count)
        characters.replaceSubrange(lower..<upper, with: Array(replacement))
        return InputText(String(characters), caret: lower + replacement.count)
    }

    /// The edit as a test names it: `replace 2..<4 with "12"`.
    public var description: String {
        "replace \(range.lowerBound)..<\(range.upperBound) with \"\(replacement)\""
    }
}

/// The text of a field as a person sees it, and where the caret stands in it.
public struct InputText: Sendable, Hashable, CustomStringConvertible, ExpressibleByStringLiteral {
    /// The text shown.
    public var text: String
    /// The caret's offset in characters from the start of ``text``.
    public var caret: Int

    /// A text with the caret at `caret`, or at its end when `caret` is `nil`.
    ///
    /// - Parameters:
    ///   - text: The text shown.
    ///   - caret: The caret's offset in characters, or `nil` for the end.
    public init(_ text: String = "", caret: Int? = nil) {
        self.text = text
        self.caret = caret ?? text.count
    }

    /// A text with the caret at its end.
    ///
    /// - Parameter text: The text shown.
    public init(stringLiteral text: String) {
        self.init(text)
    }

    /// The text with a `|` at the caret: `650-25|3-0000`.
    public var description: String {
        let index = text.index(text.startIndex, offsetBy: min(max(caret, 0), text.count))
        return "\(text[..<index])|\(text[index...])"
    }
}

/// A key the terminal UI understands.
enum Key: Equatable {
    /// A printable character.
    case character(Character)
    /// Backspace (or Delete).
    case backspace
    /// Enter (Return).
    case enter
    /// Tab.
    case tab
    /// Shift-Tab.
    case backTab
    /// The up arrow.
    case up
    /// The down arrow.
    case down
    /// The left arrow: the caret one character back.
    case left
    /// The right arrow: the caret one character on.
    case right
    /// Esc on its own.
    case escape
    /// Ctrl-C.
    case interrupt
    /// Ctrl-U: clear the field.
    case clearField
    /// Ctrl-D: remove the focused item of a list.
    case removeItem
    /// Anything else: other control keys, other escape sequences.
    case ignored
}

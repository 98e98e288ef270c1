/// A key press, decoded from terminal input or a key script.
public enum Key: Hashable, Sendable, ExpressibleByExtendedGraphemeClusterLiteral, CustomStringConvertible {
    case character(Character)
    case tab
    case backTab
    case enter
    case escape
    case backspace
    case delete
    case up
    case down
    case left
    case right
    case home
    case end
    case pageUp
    case pageDown
    /// A function key: F5 to F12 (F12 opens the inspector).
    case function(Int)
    /// A mouse action: routed to the control under the pointer.
    case mouse(MouseEvent)

    public init(extendedGraphemeClusterLiteral value: Character) {
        self = .character(value)
    }

    /// How the key is shown on a button: `+`, `Tab`, `Enter`.
    public var label: String {
        switch self {
        case .character(" "): "Space"
        case .character(let character): String(character)
        case .tab: "Tab"
        case .backTab: "Shift-Tab"
        case .enter: "Enter"
        case .escape: "Esc"
        case .backspace: "Backspace"
        case .delete: "Delete"
        case .up: "Up"
        case .down: "Down"
        case .left: "Left"
        case .right: "Right"
        case .home: "Home"
        case .end: "End"
        case .pageUp: "PgUp"
        case .pageDown: "PgDn"
        case .function(let number): "F\(number)"
        case .mouse: "Mouse"
        }
    }

    public var description: String { label }
}

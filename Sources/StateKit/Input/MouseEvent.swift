/// A mouse action reported by the terminal: a button pressed or released, or
/// the wheel turned, at a cell of the screen (0-based).
@usableFromInline
package struct MouseEvent: Hashable, Sendable {
    /// What the mouse did.
    @usableFromInline
    package enum Action: Hashable, Sendable {
        /// A button went down: 0 left, 1 middle, 2 right.
        case press(button: Int)
        /// A button went up.
        case release
        /// The wheel turned towards the user's content above (scroll up).
        case wheelUp
        /// The wheel turned towards the content below (scroll down).
        case wheelDown
        /// The pointer moved with a button held.
        case drag
    }

    /// What the mouse did.
    package let action: Action
    /// Where, in cells from the top-left corner, 0-based.
    package let position: Point

    /// `action` at `position` (0-based cells).
    package init(_ action: Action, at position: Point) {
        self.action = action
        self.position = position
    }

    /// The event of a report's button code `code` (SGR 1006 or X10, the 32
    /// offset removed), `isRelease` for SGR's final `m`.
    init?(code: Int, x: Int, y: Int, isRelease: Bool) {
        guard x >= 1, y >= 1 else { return nil }
        let position = Point(x: x - 1, y: y - 1)
        let button = code & 0b11
        if code & 64 != 0 {
            switch button {
            case 0: self.init(.wheelUp, at: position)
            case 1: self.init(.wheelDown, at: position)
            default: return nil
            }
        } else if code & 32 != 0 {
            self.init(.drag, at: position)
        } else if isRelease || button == 3 {
            self.init(.release, at: position)
        } else {
            self.init(.press(button: button), at: position)
        }
    }
}

/// A key press, decoded from terminal input or a key script.
@usableFromInline
package enum Key: Hashable, Sendable, ExpressibleByExtendedGraphemeClusterLiteral, CustomStringConvertible {
    /// A typed character, the space included; a key script writes it as itself (`<lt>` for `<`).
    case character(Character)
    /// The Tab key (`<tab>` in a key script).
    case tab
    /// Shift-Tab (`<s-tab>` in a key script).
    case backTab
    /// The Enter key (`<enter>` in a key script).
    case enter
    /// The Esc key (`<esc>` in a key script).
    case escape
    /// The Backspace key (`<bs>` in a key script).
    case backspace
    /// The Delete key (`<del>` in a key script).
    case delete
    /// The Up arrow (`<up>` in a key script).
    case up
    /// The Down arrow (`<down>` in a key script).
    case down
    /// The Left arrow (`<left>` in a key script).
    case left
    /// The Right arrow (`<right>` in a key script).
    case right
    /// The Home key (`<home>` in a key script).
    case home
    /// The End key (`<end>` in a key script).
    case end
    /// The Page Up key (`<pgup>` in a key script).
    case pageUp
    /// The Page Down key (`<pgdn>` in a key script).
    case pageDown
    /// A function key: F5 to F12 (F12 opens the inspector).
    case function(Int)
    /// A mouse action: routed to the control under the pointer.
    case mouse(MouseEvent)
    /// Control with a letter (`<c-a>` in a key script): the control byte the
    /// terminal sends, as its lowercase letter. Control with Tab, Enter or
    /// Backspace sends those keys' own bytes.
    case control(Character)
    /// A key with modifiers held (`<a-left>`, `<a-x>`): Alt (Option) as the Esc
    /// a terminal sends before the key, or any modifier as the parameter of an
    /// arrow's or a named key's sequence (`ESC [ 1 ; 3 D`).
    /// Not `indirect`: a boxed case would make every copy of every key pay
    /// for reference counting, on the path of each key press.
    case modified(Base, Modifiers)
    /// Text pasted into the terminal, as bracketed paste delivers it: one
    /// insertion, not keys.
    case paste(String)
    /// The terminal's window came to the front (`true`) or left it, as focus
    /// reports (mode 1004) say: not a key, but input all the same.
    case windowFocus(Bool)
    /// The terminal's answer to a question about one of its modes (DECRQM,
    /// `ESC [ ? n $ p`): whether it has mode `n`, set or not.
    case modeReport(Int, supported: Bool)
    /// A key let go, with the modifiers still held, as a terminal with the
    /// kitty keyboard protocol reports it (`ESC [ 97 ; 1:3 u`): only
    /// `onKeyPress(phases: .up)` answers it.
    case release(Base, Modifiers)
    /// The terminal's answer to a question about the kitty keyboard
    /// protocol (`ESC [ ? flags u`): it has the protocol, with `flags` on.
    case keyboardEnhancements(Int)

    /// The keys a terminal reports with modifiers.
    @usableFromInline
    package enum Base: Hashable, Sendable, ExpressibleByExtendedGraphemeClusterLiteral {
        /// A typed character.
        case character(Character)
        /// Control with a letter.
        case control(Character)
        /// A named key.
        case tab, enter, escape, backspace, delete, up, down, left, right, home, end, pageUp, pageDown

        /// A character key from a literal: `"b"` is `.character("b")`.
        @usableFromInline
        package init(extendedGraphemeClusterLiteral value: Character) {
            self = .character(value)
        }

        /// The base of `key`, or `nil` for a key no modifier is reported with.
        package init?(_ key: Key) {
            switch key {
            case .character(let character): self = .character(character)
            case .control(let letter): self = .control(letter)
            case .tab: self = .tab
            case .enter: self = .enter
            case .escape: self = .escape
            case .backspace: self = .backspace
            case .delete: self = .delete
            case .up: self = .up
            case .down: self = .down
            case .left: self = .left
            case .right: self = .right
            case .home: self = .home
            case .end: self = .end
            case .pageUp: self = .pageUp
            case .pageDown: self = .pageDown
            default: return nil
            }
        }

        /// The key without its modifiers.
        package var key: Key {
            switch self {
            case .character(let character): .character(character)
            case .control(let letter): .control(letter)
            case .tab: .tab
            case .enter: .enter
            case .escape: .escape
            case .backspace: .backspace
            case .delete: .delete
            case .up: .up
            case .down: .down
            case .left: .left
            case .right: .right
            case .home: .home
            case .end: .end
            case .pageUp: .pageUp
            case .pageDown: .pageDown
            }
        }
    }

    /// The modifiers a terminal can report with a key.
    @usableFromInline
    package struct Modifiers: OptionSet, Hashable, Sendable {
        /// The modifiers, one bit each.
        @usableFromInline
        package let rawValue: UInt8
        /// The modifiers of `rawValue`.
        @usableFromInline
        package init(rawValue: UInt8) { self.rawValue = rawValue }
        /// Shift, as an arrow's parameter reports it.
        package static let shift = Modifiers(rawValue: 1 << 0)
        /// Alt (Option): an Esc prefix, or an arrow's parameter.
        package static let alt = Modifiers(rawValue: 1 << 1)
        /// Control, as an arrow's parameter reports it.
        package static let control = Modifiers(rawValue: 1 << 2)
    }

    /// A character key from a literal: `"q"` is `.character("q")`.
    @usableFromInline
    package init(extendedGraphemeClusterLiteral value: Character) {
        self = .character(value)
    }

    /// How the key is shown on a button: `+`, `Tab`, `Enter`.
    package var label: String {
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
        case .control(let letter): "Ctrl-" + String(letter).uppercased()
        case .modified(let key, let modifiers):
            (modifiers.contains(.control) ? "Ctrl-" : "") + (modifiers.contains(.alt) ? "Alt-" : "")
                + (modifiers.contains(.shift) ? "Shift-" : "") + key.key.label
        case .paste: "Paste"
        case .windowFocus(let focused): focused ? "Focus" : "Blur"
        case .modeReport(let mode, _): "Mode \(mode)"
        case .release(let key, let modifiers): key.key.withModifiers(modifiers).label + " Up"
        case .keyboardEnhancements: "Keyboard"
        }
    }

    /// The key with `modifiers` held; the key itself when there are none.
    package func withModifiers(_ modifiers: Modifiers) -> Key {
        guard !modifiers.isEmpty, let base = Base(self) else { return self }
        return .modified(base, modifiers)
    }

    /// The key's label: `Tab`, `Enter`, `q`.
    @usableFromInline
    package var description: String { label }
}

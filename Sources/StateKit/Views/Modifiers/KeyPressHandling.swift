import Foundation

/// A key press a view's `onKeyPress` handler is given, as SwiftUI's.
public struct KeyPress: Sendable {
    /// The key pressed, without its modifiers (`"a"`, `.upArrow`).
    public let key: KeyEquivalent
    /// The text the key types: `"a"`, `"A"` with Shift, `"\r"` for Return.
    public let characters: String
    /// The modifiers held: Shift, Control, Option.
    public let modifiers: EventModifiers
    /// `.down` for a press, and for a held key's repeats, which most
    /// terminals send as presses (StateKit reads the kitty keyboard
    /// protocol's repeats so too); `.up` for a release, which only a terminal
    /// with that protocol reports.
    public let phase: Phases

    /// The phases of a key press a handler answers.
    public struct Phases: OptionSet, Hashable, Sendable {
        /// The phases, one bit each.
        public let rawValue: Int
        /// The phases of `rawValue`.
        public init(rawValue: Int) { self.rawValue = rawValue }

        /// The key going down: every press a terminal reports.
        public static let down = Phases(rawValue: 1 << 0)
        /// The key held down: its repeats arrive as presses (`.down`).
        public static let `repeat` = Phases(rawValue: 1 << 1)
        /// The key coming up, which a terminal with the kitty keyboard
        /// protocol reports (kitty, foot, Ghostty, WezTerm with
        /// `enable_kitty_keyboard`), for any key but function keys and Enter,
        /// Tab and Backspace without modifiers; other terminals, never.
        public static let up = Phases(rawValue: 1 << 2)
        /// Every phase.
        public static let all: Phases = [.down, .repeat, .up]
    }

    /// What a handler did with a key.
    public enum Result: Sendable {
        /// The handler took the key: it goes no further.
        case handled
        /// The handler left the key to the views around it, and then to the
        /// app's own handling (Tab, Escape).
        case ignored
    }

    /// The press of `key` as SwiftUI describes it; `nil` for what is not a
    /// key (a click, a paste) and for function keys, which SwiftUI has no
    /// key equivalent for.
    init?(_ key: Key) {
        var held: EventModifiers = []
        var key = key
        var phase = Phases.down
        if case .release(let released, let modifiers) = key {
            key = released.key.withModifiers(modifiers)
            phase = .up
        }
        var base = key
        if case .modified(let pressed, let modifiers) = key {
            base = pressed.key
            if modifiers.contains(.shift) { held.insert(.shift) }
            if modifiers.contains(.alt) { held.insert(.option) }
            if modifiers.contains(.control) { held.insert(.control) }
        }
        switch base {
        case .character(let character):
            self.key = KeyEquivalent(character)
            characters = String(character)
            if character.isUppercase { held.insert(.shift) }
        case .control(let letter):
            self.key = KeyEquivalent(letter)
            characters = letter.asciiValue.map { String(UnicodeScalar($0 & 0x1F)) } ?? ""
            held.insert(.control)
        case .backTab:
            self.key = .tab
            characters = "\t"
            held.insert(.shift)
        case .tab, .enter, .escape, .backspace, .delete, .up, .down, .left, .right, .home, .end, .pageUp,
            .pageDown:
            self.key = KeyEquivalent(key: base)
            let character = self.key.character
            characters = character == "\u{0}" ? "" : String(character)
        case .function, .mouse, .modified, .paste, .windowFocus, .modeReport, .release, .keyboardEnhancements:
            return nil
        }
        modifiers = held
        self.phase = phase
    }
}

extension View {
    /// Runs `action` when `key` is pressed while this view is on screen; a
    /// view inside it answers first, and a key it leaves (`.ignored`) goes on
    /// to the views around it.
    public func onKeyPress(_ key: KeyEquivalent, action: @escaping () -> KeyPress.Result) -> some View {
        onKeyPress(keys: [key], phases: [.down, .repeat]) { _ in action() }
    }

    /// Runs `action` with the press of `key` in one of `phases`.
    public func onKeyPress(
        _ key: KeyEquivalent, phases: KeyPress.Phases, action: @escaping (KeyPress) -> KeyPress.Result
    ) -> some View {
        onKeyPress(keys: [key], phases: phases, action: action)
    }

    /// Runs `action` with the press of any of `keys` in one of `phases`.
    public func onKeyPress(
        keys: Set<KeyEquivalent>, phases: KeyPress.Phases = [.down, .repeat],
        action: @escaping (KeyPress) -> KeyPress.Result
    ) -> some View {
        KeyPressHandlerModifier(content: self, phases: phases, accepts: { keys.contains($0.key) }, action: action)
    }

    /// Runs `action` with the press of a key that types one of `characters`.
    public func onKeyPress(
        characters: CharacterSet, phases: KeyPress.Phases = [.down, .repeat],
        action: @escaping (KeyPress) -> KeyPress.Result
    ) -> some View {
        KeyPressHandlerModifier(
            content: self, phases: phases,
            accepts: { press in
                !press.characters.isEmpty && press.characters.unicodeScalars.allSatisfy(characters.contains)
            }, action: action)
    }

    /// Runs `action` with the press of any key in one of `phases`.
    public func onKeyPress(
        phases: KeyPress.Phases = [.down, .repeat], action: @escaping (KeyPress) -> KeyPress.Result
    ) -> some View {
        KeyPressHandlerModifier(content: self, phases: phases, accepts: { _ in true }, action: action)
    }
}

/// The result of SwiftUI's `onKeyPress` forms: a handler asked with each
/// key while the view is on screen, after the views inside it.
struct KeyPressHandlerModifier<Content: View>: View, PrimitiveView {
    let content: Content
    let phases: KeyPress.Phases
    let accepts: (KeyPress) -> Bool
    let action: (KeyPress) -> KeyPress.Result

    var body: Never { primitiveBody() }

    func makeElements(_ context: ResolveContext, into elements: inout [Element]) {
        let accepts = self.accepts
        let action = self.action
        let phases = self.phases
        let handler = Shortcut { key in
            guard let press = KeyPress(key), phases.contains(press.phase), accepts(press) else { return false }
            return action(press) == .handled
        }
        elements.append(WrapperElement.resolve(content, in: context, at: elements.count, shortcut: handler))
    }
}

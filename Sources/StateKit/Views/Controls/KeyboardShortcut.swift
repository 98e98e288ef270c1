/// A key that presses a control, as SwiftUI spells it: a character, or one of
/// the named keys.
public struct KeyEquivalent: Hashable, Sendable, ExpressibleByExtendedGraphemeClusterLiteral {
    /// The key as StateKit reads it from the terminal.
    let key: Key

    /// The key that types `character`.
    public init(_ character: Character) {
        key = .character(character)
    }

    init(key: Key) {
        self.key = key
    }

    /// The key that types `character`: `"+"`.
    public init(extendedGraphemeClusterLiteral character: Character) {
        self.init(character)
    }

    /// The character the key stands for.
    public var character: Character {
        switch key {
        case .character(let character): character
        case .enter: "\r"
        case .tab: "\t"
        case .escape: "\u{1B}"
        case .backspace: "\u{7F}"
        default: "\u{0}"
        }
    }

    /// The return key.
    public static let `return` = KeyEquivalent(key: .enter)
    /// The escape key.
    public static let escape = KeyEquivalent(key: .escape)
    /// The tab key.
    public static let tab = KeyEquivalent(key: .tab)
    /// The space key.
    public static let space = KeyEquivalent(" ")
    /// The delete key.
    public static let delete = KeyEquivalent(key: .backspace)
    /// The delete forward key.
    public static let deleteForward = KeyEquivalent(key: .delete)
    /// The up arrow key.
    public static let upArrow = KeyEquivalent(key: .up)
    /// The down arrow key.
    public static let downArrow = KeyEquivalent(key: .down)
    /// The left arrow key.
    public static let leftArrow = KeyEquivalent(key: .left)
    /// The right arrow key.
    public static let rightArrow = KeyEquivalent(key: .right)
    /// The home key.
    public static let home = KeyEquivalent(key: .home)
    /// The end key.
    public static let end = KeyEquivalent(key: .end)
    /// The page up key.
    public static let pageUp = KeyEquivalent(key: .pageUp)
    /// The page down key.
    public static let pageDown = KeyEquivalent(key: .pageDown)
}

/// Keys held with another key. A terminal reports Control with a letter (its
/// control byte), Option as an Esc before the key, Shift as a capital letter
/// or Shift-Tab, and any of the three with an arrow or a named key. Command
/// never reaches a terminal program: a shortcut with it is pressed by the rest
/// of its combination, so SwiftUI's default (`.command`) leaves the key alone.
public struct EventModifiers: OptionSet, Hashable, Sendable {
    /// The modifiers, one bit each.
    public let rawValue: Int
    /// The modifiers of `rawValue`.
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// The caps lock key.
    public static let capsLock = EventModifiers(rawValue: 1 << 0)
    /// The shift key.
    public static let shift = EventModifiers(rawValue: 1 << 1)
    /// The control key.
    public static let control = EventModifiers(rawValue: 1 << 2)
    /// The option key.
    public static let option = EventModifiers(rawValue: 1 << 3)
    /// The command key.
    public static let command = EventModifiers(rawValue: 1 << 4)
    /// The numeric pad key.
    public static let numericPad = EventModifiers(rawValue: 1 << 5)
    /// Every modifier.
    public static let all: EventModifiers = [.capsLock, .shift, .control, .option, .command, .numericPad]
}

extension View {
    /// Presses the buttons below with `key` and `modifiers`, while they are on
    /// screen: `.control`, `.option` and `.shift` are honoured, so the plain
    /// key does not press a `.control` shortcut. Command cannot reach a
    /// terminal program and is left out (SwiftUI's default `.command` means the
    /// key alone), as is Shift with Control on a letter, which a terminal
    /// sends as Control alone.
    public func keyboardShortcut(_ key: KeyEquivalent, modifiers: EventModifiers = .command) -> some View {
        let shortcut = ShortcutKey(Key(key, modifiers: modifiers))
        return AttributeModifier(content: self) { $0.shortcut = shortcut }
    }
}

extension Key {
    /// The key a terminal reports for `key` pressed with `modifiers`.
    package init(_ key: KeyEquivalent, modifiers: EventModifiers) {
        var result = key.key
        var held: Key.Modifiers = []
        if case .character(let character) = result {
            let isLetter = character.isASCII && character.isLetter
            if modifiers.contains(.control), isLetter {
                result = .control(Character(character.lowercased()))
            } else if modifiers.contains(.shift), isLetter {
                result = .character(Character(character.uppercased()))
            }
        } else if result == .tab && modifiers.contains(.shift) {
            result = .backTab
        } else if Self.takesModifierParameter(result) {
            if modifiers.contains(.shift) { held.insert(.shift) }
            if modifiers.contains(.control) { held.insert(.control) }
        }
        if modifiers.contains(.option) { held.insert(.alt) }
        self = result.withModifiers(held)
    }

    /// Whether a terminal reports modifiers with this key as a parameter of
    /// its sequence: arrows and the named keys of the editing pad.
    package static func takesModifierParameter(_ key: Key) -> Bool {
        switch key {
        case .up, .down, .left, .right, .home, .end, .pageUp, .pageDown, .delete: true
        default: false
        }
    }
}

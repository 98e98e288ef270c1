import StateKit

/// The bytes a terminal sends for a key and its modifiers, in xterm's
/// encoding: what StateKit's key decoder reads from a real keyboard.
enum TerminalBytes {
    static func of(_ key: KeyEquivalent, modifiers: EventModifiers) -> [UInt8] {
        precondition(
            !modifiers.contains(.command),
            "Command never reaches a terminal program: press(\(key.character.debugDescription), modifiers:) "
                + "cannot send it")
        if let sequence = modifiedSequence(key, modifiers: modifiers) { return sequence }
        var bytes = plain(key, shift: modifiers.contains(.shift))
        if modifiers.contains(.control), bytes.count == 1, let control = controlCode(of: bytes[0]) {
            bytes = [control]
        }
        if modifiers.contains(.option) { bytes.insert(0x1B, at: 0) }
        return bytes
    }

    /// The release of `key` with `modifiers` held, as a terminal with the
    /// kitty keyboard protocol reports it: `ESC [ 97 ; 1:3 u` for `a`,
    /// `ESC [ 1 ; 1:3 A` for Up.
    static func release(of key: KeyEquivalent, modifiers: EventModifiers) -> [UInt8] {
        let bits = modifierBits(modifiers)
        let event = "\(bits + 1):3"
        if let sequence = namedKeySequence(key, parameter: event) { return sequence }
        switch key {
        case .delete: return csi("127;\(event)u")
        case .tab: return csi("9;\(event)u")
        case .return: return csi("13;\(event)u")
        case .escape: return csi("27;\(event)u")
        default:
            // A capital is its key's own (lowercase) code with Shift, the
            // capital beside it as the shifted key.
            let character = key.character
            let code = character.lowercased().unicodeScalars.first!.value
            guard character.isUppercase else { return csi("\(code);\(event)u") }
            let shifted = character.unicodeScalars.first!.value
            return csi("\(code):\(shifted);\((bits | 1) + 1):3u")
        }
    }

    /// Shift, Option and Control as a terminal counts them: 1, 2 and 4.
    private static func modifierBits(_ modifiers: EventModifiers) -> Int {
        var bits = 0
        if modifiers.contains(.shift) { bits |= 1 }
        if modifiers.contains(.option) { bits |= 2 }
        if modifiers.contains(.control) { bits |= 4 }
        return bits
    }

    /// An arrow's or a named key's sequence with `parameter` after its
    /// number (`ESC [ 1 ; 3 D`); `nil` for another key.
    private static func namedKeySequence(_ key: KeyEquivalent, parameter: String) -> [UInt8]? {
        switch key {
        case .upArrow: csi("1;\(parameter)A")
        case .downArrow: csi("1;\(parameter)B")
        case .rightArrow: csi("1;\(parameter)C")
        case .leftArrow: csi("1;\(parameter)D")
        case .home: csi("1;\(parameter)H")
        case .end: csi("1;\(parameter)F")
        case .pageUp: csi("5;\(parameter)~")
        case .pageDown: csi("6;\(parameter)~")
        case .deleteForward: csi("3;\(parameter)~")
        default: nil
        }
    }

    /// An arrow or a named key with modifiers, as xterm sends it: its
    /// sequence with 1 + the modifiers' bits as a parameter (`ESC [ 1 ; 3 D`).
    private static func modifiedSequence(_ key: KeyEquivalent, modifiers: EventModifiers) -> [UInt8]? {
        let bits = modifierBits(modifiers)
        guard bits != 0 else { return nil }
        return namedKeySequence(key, parameter: "\(bits + 1)")
    }

    /// The key alone; Shift makes Tab Shift-Tab and a letter its capital.
    private static func plain(_ key: KeyEquivalent, shift: Bool) -> [UInt8] {
        switch key {
        case .upArrow: return csi("A")
        case .downArrow: return csi("B")
        case .rightArrow: return csi("C")
        case .leftArrow: return csi("D")
        case .home: return csi("H")
        case .end: return csi("F")
        case .pageUp: return csi("5~")
        case .pageDown: return csi("6~")
        case .deleteForward: return csi("3~")
        case .delete: return [0x7F]
        case .tab: return shift ? csi("Z") : [0x09]
        case .return: return [0x0D]
        case .escape: return [0x1B]
        default:
            let text = String(key.character)
            return Array((shift ? text.uppercased() : text).utf8)
        }
    }

    /// `Esc [` and `final`.
    private static func csi(_ final: String) -> [UInt8] { [0x1B, UInt8(ascii: "[")] + Array(final.utf8) }

    /// What Control makes of a letter (and of `@ [ \ ] ^ _`): its C0 code.
    private static func controlCode(of byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"): byte - UInt8(ascii: "a") + 1
        case UInt8(ascii: "@")...UInt8(ascii: "_"): byte - UInt8(ascii: "@")
        default: nil
        }
    }
}

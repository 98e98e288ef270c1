/// A key as a terminal reports it under the kitty keyboard protocol, with the
/// enhancements StateKit asks for (`KittyKeyboard.flags`):
/// `ESC [ code:shifted:layout ; modifiers:event u`, or an arrow's or a named
/// key's usual sequence with an event after a colon (`ESC [ 1 ; 1:3 A`).
///
/// The key comes out as the legacy encoding's decoding gives it wherever
/// that has one (Ctrl-A is `.control("a")`, Alt-x `.modified("x", .alt)`,
/// Shift-a `"A"`), so that every control answers the same key on either
/// kind of terminal; what only the protocol can say (Ctrl-Shift-A, a plain
/// Esc without a delay) takes the same forms with more modifiers.
enum KittyKeyReport {
    /// The key `parameters` (the bytes between `ESC [` and `final`) report;
    /// `nil` for one StateKit has no key for (a media key, Caps Lock, a key
    /// held with Super, Hyper or Meta) or a malformed report.
    static func key(_ parameters: ArraySlice<UInt8>, final: UInt8) -> Key? {
        guard let fields = Fields(parameters) else { return nil }
        // Caps Lock's and Num Lock's states come as modifiers: they are not keys held.
        let bits = max(0, (fields.modifiers ?? 1) - 1) & ~(64 | 128)
        guard bits & ~7 == 0 else { return nil }
        let modifiers = Key.Modifiers(rawValue: UInt8(bits))
        let pressed: Key?
        if final == UInt8(ascii: "u") {
            pressed = key(code: fields.code ?? 0, shifted: fields.shifted, layout: fields.layout, modifiers: modifiers)
        } else {
            pressed = KeyDecoder.finalKey(final, parameter: fields.code)?.withModifiers(modifiers)
        }
        guard let pressed else { return nil }
        switch fields.event ?? 1 {
        case 1, 2:
            // A held key's repeats are presses, as every terminal sends them.
            return pressed
        case 3: return release(of: pressed)
        default: return nil
        }
    }

    /// The key xterm's modifyOtherKeys reports as `ESC [ 27 ; modifiers ; code ~`:
    /// the same key as `ESC [ code ; modifiers u`.
    static func key(code: Int, modifiers: Int) -> Key? {
        let bits = max(0, modifiers - 1)
        guard bits & ~7 == 0 else { return nil }
        return key(code: code, shifted: nil, layout: nil, modifiers: Key.Modifiers(rawValue: UInt8(bits)))
    }

    /// The release of the key `pressed` names: `nil` for a function key.
    private static func release(of pressed: Key) -> Key? {
        switch pressed {
        case .modified(let base, let modifiers): .release(base, modifiers)
        case .backTab: .release(.tab, .shift)
        default: Key.Base(pressed).map { .release($0, []) }
        }
    }

    /// The key with Unicode `code` (or a number of the protocol's own, for a
    /// key without a character), `shifted` the character it types with Shift
    /// and `layout` the key's own on a US layout (Ctrl-С on a Cyrillic layout
    /// is Ctrl-C).
    private static func key(code: Int, shifted: Int?, layout: Int?, modifiers: Key.Modifiers) -> Key? {
        switch code {
        case 27: return Key.escape.withModifiers(modifiers)
        case 13, 57414: return Key.enter.withModifiers(modifiers)
        case 9: return modifiers == .shift ? .backTab : Key.tab.withModifiers(modifiers)
        case 127, 8: return Key.backspace.withModifiers(modifiers)
        case 57399...57416: return keypadCharacter(code).map { Key.character($0).withModifiers(modifiers) }
        case 57417...57426: return keypadKey(code)?.withModifiers(modifiers)
        case 57376...57398: return .function(code - 57376 + 13)
        case 0..<32, 57344...63743: return nil
        default: return textKey(code: code, shifted: shifted, layout: layout, modifiers: modifiers)
        }
    }

    /// A key that types a character: Ctrl with a letter as its control key,
    /// Ctrl-[ as Esc (as its byte is), Shift as the shifted character.
    private static func textKey(code: Int, shifted: Int?, layout: Int?, modifiers: Key.Modifiers) -> Key? {
        var modifiers = modifiers
        var code = code
        if modifiers.contains(.control), code >= 128, let layout, (32..<127).contains(layout) { code = layout }
        if modifiers == .control, code == Int(UInt8(ascii: "[")) { return .escape }
        if modifiers.contains(.control), let letter = asciiLetter(code) {
            modifiers.remove(.control)
            return Key.control(letter).withModifiers(modifiers)
        }
        if modifiers.contains(.shift) {
            if let shifted, shifted >= 32 {
                code = shifted
                modifiers.remove(.shift)
            } else if let letter = asciiLetter(code) {
                code = Int(letter.uppercased().unicodeScalars.first!.value)
                modifiers.remove(.shift)
            }
        }
        guard code != 127, let scalar = Unicode.Scalar(UInt32(clamping: code)) else { return nil }
        return Key.character(Character(scalar)).withModifiers(modifiers)
    }

    /// `code`'s letter, lowercased, if it is an ASCII letter.
    private static func asciiLetter(_ code: Int) -> Character? {
        switch code {
        case 97...122: Character(Unicode.Scalar(UInt8(code)))
        case 65...90: Character(Unicode.Scalar(UInt8(code + 32)))
        default: nil
        }
    }

    /// What a key of the numeric keypad types: its digit or sign.
    private static func keypadCharacter(_ code: Int) -> Character? {
        switch code {
        case 57399...57408: Character(Unicode.Scalar(UInt8(code - 57399) + UInt8(ascii: "0")))
        case 57409: "."
        case 57410: "/"
        case 57411: "*"
        case 57412: "-"
        case 57413: "+"
        case 57415: "="
        case 57416: ","
        default: nil
        }
    }

    /// The keypad's arrows and named keys, as the main keyboard's.
    private static func keypadKey(_ code: Int) -> Key? {
        switch code {
        case 57417: .left
        case 57418: .right
        case 57419: .up
        case 57420: .down
        case 57421: .pageUp
        case 57422: .pageDown
        case 57423: .home
        case 57424: .end
        case 57426: .delete
        default: nil
        }
    }

    /// A report's numbers: fields apart by `;`, each of parts apart by `:`.
    private struct Fields {
        var code: Int?
        var shifted: Int?
        var layout: Int?
        var modifiers: Int?
        var event: Int?

        init?(_ bytes: ArraySlice<UInt8>) {
            var field = 0
            var part = 0
            var number: Int?
            for byte in bytes {
                switch byte {
                case UInt8(ascii: "0")...UInt8(ascii: "9"):
                    // Past the last code point, a number only needs to stay past it.
                    number = min((number ?? 0) * 10 + Int(byte - UInt8(ascii: "0")), 0x11_0000)
                case UInt8(ascii: ":"):
                    store(number, field: field, part: part)
                    part += 1
                    number = nil
                case UInt8(ascii: ";"):
                    store(number, field: field, part: part)
                    field += 1
                    part = 0
                    number = nil
                default:
                    return nil
                }
            }
            store(number, field: field, part: part)
        }

        /// Keeps `number` as the part it is: the key's code and its shifted
        /// and US-layout keys, then the modifiers and the event.
        private mutating func store(_ number: Int?, field: Int, part: Int) {
            switch (field, part) {
            case (0, 0): code = number
            case (0, 1): shifted = number
            case (0, 2): layout = number
            case (1, 0): modifiers = number
            case (1, 1): event = number
            default: break  // the text a key types, not asked for
            }
        }
    }
}

/// Turns raw terminal bytes into keys: UTF-8 text, control keys and the escape
/// sequences of arrows and friends, with their modifiers (Alt as an Esc
/// prefix, any modifier as an arrow's parameter), the kitty keyboard
/// protocol's reports (`KittyKeyReport`), and bracketed paste as one
/// `.paste`. Bytes may arrive split anywhere; whatever cannot be decoded
/// (invalid UTF-8, unknown sequences) is dropped, never guessed. A lone Esc
/// stays pending until `flushPendingEscape()`: the caller resolves it after a
/// short quiet delay.
package struct KeyDecoder: Sendable {
    private var pending: [UInt8] = []
    /// Inside a bracketed paste: the pasted bytes so far, `nil` outside one.
    /// Each byte is looked at once for the end marker, however the reads
    /// split the paste.
    private var pasted: [UInt8]?

    /// A decoder with nothing pending.
    package init() {}

    /// Whether an incomplete sequence (perhaps a lone Esc) waits for more bytes.
    package var hasPendingInput: Bool { !pending.isEmpty || pasted != nil }

    /// Decodes `bytes`, appending complete keys to `keys`.
    package mutating func decode(_ bytes: some Sequence<UInt8>, into keys: inout [Key]) {
        pending.append(contentsOf: bytes)
        var index = 0
        while index < pending.count {
            if pasted != nil {
                guard let end = takePaste(from: index, into: &keys) else { return }
                index = end
                continue
            }
            switch Self.decodeOne(pending, from: index) {
            case .key(let key, let length):
                keys.append(key)
                index += length
            case .skip(let length):
                index += length
            case .pasteStart(let length):
                pasted = []
                index += length
            case .incomplete:
                pending.removeFirst(index)
                return
            }
        }
        pending.clearKeepingCapacity()
    }

    /// Takes the pasted bytes from `start`: up to the end marker, returning
    /// where decoding goes on, or all but what may be the start of a split
    /// marker, returning `nil` with those few bytes left pending.
    private mutating func takePaste(from start: Int, into keys: inout [Key]) -> Int? {
        let marker = Self.pasteEnd
        var index = start
        while index + marker.count <= pending.count {
            if pending[index] == 0x1B && pending[index..<(index + marker.count)].elementsEqual(marker) {
                pasted! += pending[start..<index]
                keys.append(.paste(String(decoding: pasted!, as: UTF8.self)))
                pasted = nil
                return index + marker.count
            }
            index += 1
        }
        let kept = max(start, pending.count - (marker.count - 1))
        pasted! += pending[start..<kept]
        pending.removeFirst(kept)
        if pasted!.count > Self.pasteLimit {
            // Cut where a character starts, so that no part ends in half a
            // UTF-8 sequence (each half would show as U+FFFD).
            let cut = Self.lastCharacterStart(in: pasted!)
            keys.append(.paste(String(decoding: pasted![..<cut], as: UTF8.self)))
            pasted!.removeFirst(cut)
        }
        return nil
    }

    /// Where the last UTF-8 sequence of `bytes` starts if it is incomplete, so
    /// that the bytes before it end on a character boundary; `bytes.count`
    /// when they already do.
    static func lastCharacterStart(in bytes: [UInt8]) -> Int {
        var start = bytes.count
        // A sequence is at most four bytes: its lead and three continuations.
        while start > 0 && bytes.count - start < 4 {
            start -= 1
            let byte = bytes[start]
            if byte & 0xC0 == 0x80 { continue }
            let length = byte < 0x80 ? 1 : byte >= 0xF0 ? 4 : byte >= 0xE0 ? 3 : byte >= 0xC0 ? 2 : 1
            return start + length > bytes.count ? start : bytes.count
        }
        return bytes.count
    }

    /// Resolves what is pending after a quiet delay: a lone Esc becomes `.escape`,
    /// an unfinished sequence is dropped.
    package mutating func flushPendingEscape(into keys: inout [Key]) {
        if let pasted {
            // A paste whose end marker never came: what arrived of it is kept.
            keys.append(.paste(String(decoding: pasted + pending, as: UTF8.self)))
            self.pasted = nil
        } else if pending == [0x1B] {
            keys.append(.escape)
        }
        pending.removeAll()
    }

    /// The markers bracketed paste puts around pasted text.
    static let pasteStart: [UInt8] = Array("\u{1B}[200~".utf8)
    static let pasteEnd: [UInt8] = Array("\u{1B}[201~".utf8)
    /// A paste longer than this arrives in parts, so that a start marker
    /// without an end cannot hold input back without bound.
    static let pasteLimit = 1 << 20

    private enum Step {
        case key(Key, Int)
        case skip(Int)
        /// A bracketed paste's start marker, of this length.
        case pasteStart(Int)
        case incomplete
    }

    private static func decodeOne(_ bytes: [UInt8], from start: Int) -> Step {
        let byte = bytes[start]
        switch byte {
        case 0x1B: return decodeEscape(bytes, from: start)
        case 0x09: return .key(.tab, 1)
        case 0x0D, 0x0A: return .key(.enter, 1)
        case 0x7F, 0x08: return .key(.backspace, 1)
        case 0x01...0x1A: return .key(.control(Character(Unicode.Scalar(byte + 0x60))), 1)
        case 0x00..<0x20: return .skip(1)
        case 0x20..<0x80: return .key(.character(Character(Unicode.Scalar(byte))), 1)
        default: return decodeUTF8(bytes, from: start)
        }
    }

    private static func decodeUTF8(_ bytes: [UInt8], from start: Int) -> Step {
        let lead = bytes[start]
        let length: Int
        switch lead {
        case 0xC2...0xDF: length = 2
        case 0xE0...0xEF: length = 3
        case 0xF0...0xF4: length = 4
        default: return .skip(1)
        }
        var value = UInt32(lead) & (0xFF >> (length + 1))
        for offset in 1..<length {
            guard start + offset < bytes.count else { return .incomplete }
            let next = bytes[start + offset]
            guard next & 0xC0 == 0x80 else { return .skip(offset) }
            value = value << 6 | UInt32(next & 0x3F)
        }
        let minimum: UInt32 = length == 2 ? 0x80 : length == 3 ? 0x800 : 0x10000
        guard value >= minimum, let scalar = Unicode.Scalar(value), scalar.value >= 0xA0 else {
            return .skip(length)
        }
        return .key(.character(Character(scalar)), length)
    }

    private static func decodeEscape(_ bytes: [UInt8], from start: Int) -> Step {
        guard start + 1 < bytes.count else { return .incomplete }
        let kind = bytes[start + 1]
        if kind == UInt8(ascii: "[") { return decodeCSI(bytes, from: start) }
        if kind == UInt8(ascii: "O") {
            guard start + 2 < bytes.count else { return .incomplete }
            return finalKey(bytes[start + 2], parameter: nil).map { .key($0, 3) } ?? .skip(3)
        }
        // Alt (Option) arrives as an Esc before the key.
        switch kind {
        case 0x7F, 0x08: return .key(.modified(.backspace, .alt), 2)
        case 0x0D: return .key(.modified(.enter, .alt), 2)
        case 0x01...0x1A where kind != 0x09 && kind != 0x0A:
            return .key(.modified(.control(Character(Unicode.Scalar(kind + 0x60))), .alt), 2)
        case 0x20...0x7E: return .key(.modified(.character(Character(Unicode.Scalar(kind))), .alt), 2)
        default: return .key(.escape, 1)
        }
    }

    /// `ESC [ params intermediates final`: parameters 0x30-0x3F, intermediates
    /// 0x20-0x2F, final 0x40-0x7E. Anything else ends the sequence as garbage.
    /// Mouse reports come as `ESC [ < b ; x ; y M` (or `m` on release), or in
    /// the older form `ESC [ M` and three bytes.
    private static func decodeCSI(_ bytes: [UInt8], from start: Int) -> Step {
        var index = start + 2
        var parameter = 0
        var sawParameter = false
        var parameters: [Int] = []
        let isSGRMouse = index < bytes.count && bytes[index] == UInt8(ascii: "<")
        let isPrivate = index < bytes.count && bytes[index] == UInt8(ascii: "?")
        var sawDollar = false
        var sawColon = false
        while index < bytes.count {
            let byte = bytes[index]
            switch byte {
            case 0x30...0x39:
                parameter = min(parameter * 10 + Int(byte - 0x30), 0x11_0000)
                sawParameter = true
            case UInt8(ascii: ";"):
                parameters.append(parameter)
                parameter = 0
            case 0x3A...0x3F, 0x20...0x2F:
                if byte == UInt8(ascii: "$") { sawDollar = true }
                if byte == UInt8(ascii: ":") { sawColon = true }
            case 0x40...0x7E:
                let length = index - start + 1
                if isSGRMouse {
                    parameters.append(parameter)
                    guard byte == UInt8(ascii: "M") || byte == UInt8(ascii: "m"), parameters.count == 3,
                        let event = MouseEvent(
                            code: parameters[0], x: parameters[1], y: parameters[2],
                            isRelease: byte == UInt8(ascii: "m"))
                    else { return .skip(length) }
                    return .key(.mouse(event), length)
                }
                if byte == UInt8(ascii: "M") && length == 3 { return decodeX10Mouse(bytes, from: start) }
                if byte == UInt8(ascii: "~") && parameters.isEmpty && parameter == 200 { return .pasteStart(length) }
                // A mode's report, `ESC [ ? n ; s $ y`: s is 1 or 2 (set or
                // reset) or 3 (always set) where the terminal has mode n.
                if byte == UInt8(ascii: "y") && isPrivate && sawDollar && parameters.count == 1 {
                    return .key(.modeReport(parameters[0], supported: (1...3).contains(parameter)), length)
                }
                if byte == UInt8(ascii: "u") && isPrivate && parameters.isEmpty {
                    return .key(.keyboardEnhancements(parameter), length)
                }
                // The kitty keyboard protocol's reports: `ESC [ code ; modifiers u`,
                // and any key with an event type after a colon (`ESC [ 1 ; 1:3 A`).
                if !isPrivate && (byte == UInt8(ascii: "u") || sawColon) {
                    let report = KittyKeyReport.key(bytes[(start + 2)..<index], final: byte)
                    return report.map { .key($0, length) } ?? .skip(length)
                }
                // xterm's modifyOtherKeys: `ESC [ 27 ; modifiers ; code ~`.
                if byte == UInt8(ascii: "~") && parameters.count == 2 && parameters[0] == 27 && !isPrivate {
                    let report = KittyKeyReport.key(code: parameter, modifiers: parameters[1])
                    return report.map { .key($0, length) } ?? .skip(length)
                }
                if (byte == UInt8(ascii: "I") || byte == UInt8(ascii: "O")) && length == 3 {
                    return .key(.windowFocus(byte == UInt8(ascii: "I")), length)
                }
                // `ESC [ 1 ; 3 D`: the key's number, then 1 + the modifiers' bits.
                let modifiers = parameters.isEmpty ? 0 : max(0, parameter - 1)
                let number = parameters.first ?? (sawParameter ? parameter : nil)
                guard let key = finalKey(byte, parameter: number) else { return .skip(length) }
                return .key(key.withModifiers(Key.Modifiers(rawValue: UInt8(modifiers & 7))), length)
            default:
                return .skip(index - start)
            }
            index += 1
            if index - start > 64 { return .skip(index - start) }
        }
        return .incomplete
    }

    /// `ESC [ M` then the button, column and row, each a byte 32 above its value.
    private static func decodeX10Mouse(_ bytes: [UInt8], from start: Int) -> Step {
        guard start + 5 < bytes.count else { return .incomplete }
        let code = Int(bytes[start + 3]) - 32
        let x = Int(bytes[start + 4]) - 32
        let y = Int(bytes[start + 5]) - 32
        guard code >= 0, let event = MouseEvent(code: code, x: x, y: y, isRelease: false) else { return .skip(6) }
        return .key(.mouse(event), 6)
    }

    /// The key of a sequence's final byte (and number, for `~`): `A` is Up.
    static func finalKey(_ final: UInt8, parameter: Int?) -> Key? {
        switch final {
        case UInt8(ascii: "A"): .up
        case UInt8(ascii: "B"): .down
        case UInt8(ascii: "C"): .right
        case UInt8(ascii: "D"): .left
        case UInt8(ascii: "H"): .home
        case UInt8(ascii: "F"): .end
        case UInt8(ascii: "Z"): .backTab
        // F1 to F4: `ESC O P` to `ESC O S` (SS3, as xterm and tmux send
        // them), or after `ESC [` with modifiers.
        case UInt8(ascii: "P"): .function(1)
        case UInt8(ascii: "Q"): .function(2)
        case UInt8(ascii: "R"): .function(3)
        case UInt8(ascii: "S"): .function(4)
        case UInt8(ascii: "~"):
            switch parameter {
            case 1, 7: .home
            case 11, 12, 13, 14: .function(parameter! - 10)
            case 3: .delete
            case 4, 8: .end
            case 5: .pageUp
            case 6: .pageDown
            case 15: .function(5)
            case 17, 18, 19, 20, 21: .function(parameter! - 11)
            case 23, 24: .function(parameter! - 12)
            default: nil
            }
        default: nil
        }
    }
}

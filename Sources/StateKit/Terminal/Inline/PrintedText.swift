/// What a program prints while an inline view is up, as it may reach the
/// terminal above the region. Colours and attributes (SGR) pass, and so do
/// the moves that stay on the line (carriage return, backspace, tab, erase in
/// line), so coloured logs and a `\r` progress line look as they would
/// without StateKit. Anything that could move the cursor to another row or
/// clear the screen (`ESC [ 2 A`, `ESC [ H`, `ESC [ J`, a form feed) would
/// draw over the lines above or the region itself: its escape shows as `␛`,
/// and a control character as its visible form, never an effect.
enum PrintedText {
    /// `text` with every effect but those of its own line made visible.
    static func keepingToItsLines(_ text: some Sequence<UInt8>) -> [UInt8] {
        var kept: [UInt8] = []
        var pending: [UInt8] = []  // an escape sequence not ended yet
        for byte in text {
            if !pending.isEmpty {
                pending.append(byte)
                if pending.count == 2 && byte != 0x5B {
                    kept += visible(pending)  // ESC and one byte: never a CSI
                    pending.removeAll()
                } else if pending.count > 2 && (0x40...0x7E).contains(byte) {
                    // `m` (SGR) and `K` (erase in line) keep to the line.
                    kept += byte == 0x6D || byte == 0x4B ? pending : visible(pending)
                    pending.removeAll()
                } else if pending.count > 32 {
                    kept += visible(pending)
                    pending.removeAll()
                }
                continue
            }
            switch byte {
            case 0x1B: pending.append(byte)
            case 0x08, 0x09, 0x0A, 0x0D: kept.append(byte)
            case 0x00..<0x20, 0x7F:
                kept += Array(String(Unicode.Scalar(0x2400 + UInt32(byte == 0x7F ? 0x21 : byte))!).utf8)
            default: kept.append(byte)
            }
        }
        return kept + visible(pending)
    }

    /// An escape sequence shown, its escape as `␛`.
    private static func visible(_ sequence: [UInt8]) -> [UInt8] {
        guard sequence.first == 0x1B else { return sequence }
        return Array("␛".utf8) + sequence.dropFirst()
    }
}

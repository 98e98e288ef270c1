import CNcurses
import Glibc

/// The code points ncurses is given for a cell, and the hyperlinks' redraw
/// writes past it: both must draw a cell alike, or the terminal would
/// measure the two differently and shift the row.
enum CursesCellText {
    /// Puts `cell`'s code points in `scalars`, in place of what it held. An
    /// ncurses cell holds one spacing code point and up to four zero-width
    /// ones; the rest of a longer grapheme (the parts of a ZWJ sequence) is
    /// left out, so the screen keeps the measured width, and a glyph the C
    /// library sizes otherwise is replaced (`TerminalWidthGuard`). ncurses
    /// has no strikethrough attribute: a combining long stroke overlay
    /// (U+0336) strikes the glyph through on any Unicode terminal.
    @inline(__always)
    static func fill(_ scalars: inout [wchar_t], with cell: Cell) {
        scalars.clearKeepingCapacity()
        // One ASCII character, the usual cell, costs no call.
        if let scalar = cell.scalar, scalar.isASCII, !cell.style.contains(.strikethrough) {
            scalars.append(wchar_t(scalar.value))
            return
        }
        fillOther(&scalars, with: cell)
    }

    private static func fillOther(_ scalars: inout [wchar_t], with cell: Cell) {
        if let scalar = cell.scalar, scalar.isASCII {
            scalars.append(wchar_t(scalar.value))
        } else {
            appendGrapheme(of: cell, to: &scalars)
            TerminalWidthGuard.substitute(&scalars, width: Int(cell.width))
        }
        if cell.style.contains(.strikethrough) && scalars.count < Int(sk_cell_code_points()) {
            scalars.append(0x336)
        }
    }

    private static func appendGrapheme(of cell: Cell, to glyph: inout [wchar_t]) {
        if let scalar = cell.scalar {
            glyph.append(wchar_t(scalar.value))
            return
        }
        for scalar in cell.unicodeScalars {
            if !glyph.isEmpty && (scalar.terminalWidth > 0 || glyph.count == 5) { break }
            glyph.append(wchar_t(bitPattern: scalar.value))
        }
        // A joiner left at the end of a cut sequence would join the terminal's
        // next glyph to this one and shift the rest of the row.
        while glyph.count > 1 && glyph.last == 0x200D { glyph.removeLast() }
    }
}

import Glibc

/// Hyperlinks in full screen: ncurses has none, so once it drew a frame the
/// cells of the runs whose links changed are written again, inside their
/// link (OSC 8) or none, with the code points ncurses gave them
/// (`CursesCellText`).
enum CursesHyperlinks {
    /// The bytes that draw `runs` again where they are, drawn with `pen`:
    /// the cursor and attributes saved first (DECSC) and restored after
    /// (DECRC), so that ncurses finds the terminal as it left it. After a
    /// cell other than one ASCII character the cursor is placed again, as
    /// the terminal may advance past it otherwise. The last cell of a screen
    /// of `size` is never written, as ncurses never writes it: the screen
    /// would scroll.
    @MainActor
    static func redrawing(_ runs: [HyperlinkRun], with pen: inout CellPen, onScreenOf size: Size) -> [UInt8] {
        var bytes: [UInt8] = [0x1B, UInt8(ascii: "7")]
        // What ncurses left set is not known.
        pen.reset(into: &bytes)
        var scalars: [wchar_t] = []
        for run in runs where run.origin.y < size.height {
            let open = run.url.flatMap(HyperlinkSequence.open)
            var placed = false
            if let open { bytes += open }
            var x = run.origin.x
            for cell in run.cells {
                let width = max(1, Int(cell.width))
                if x + width > size.width || (run.origin.y == size.height - 1 && x + width == size.width) { break }
                if !placed {
                    bytes += Array("\u{1B}[\(run.origin.y + 1);\(x + 1)H".utf8)
                    placed = true
                }
                var style = cell.style
                style.remove(.strikethrough)
                pen.take(style, cell.colors, into: &bytes)
                CursesCellText.fill(&scalars, with: cell)
                for scalar in scalars {
                    bytes += Array(String(Unicode.Scalar(UInt32(bitPattern: scalar)) ?? "\u{FFFD}").utf8)
                }
                x += width
                // Past a glyph whose width the terminal may measure otherwise.
                if scalars.count != 1 || scalars[0] >= 0x80 { placed = false }
            }
            if open != nil { bytes += HyperlinkSequence.close }
        }
        return bytes + [0x1B, UInt8(ascii: "8")]
    }
}

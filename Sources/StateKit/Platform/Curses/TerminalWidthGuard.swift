import CLibC

/// Keeps what the terminal shows in a cell in line with what the renderer put
/// there. ncurses measures with the C library's `wcwidth`, which calls a code
/// point unassigned in its tables (U+0378, say, typed into a field by random
/// input) unprintable: ncurses then leaves the cell undrawn, and a glyph the
/// two tables size differently would shift the cells after it. Such a glyph is
/// drawn as a replacement character of the width the renderer laid out.
enum TerminalWidthGuard {
    /// Replaces `scalars` (a spacing code point and its zero-width marks) when
    /// the C library would not draw them `width` columns wide.
    static func substitute(_ scalars: inout [wchar_t], width: Int) {
        guard let first = scalars.first else { return }
        let agrees =
            Int(sk_wcwidth(first)) == width && scalars.dropFirst().allSatisfy { sk_wcwidth($0) == 0 }
        guard !agrees else { return }
        scalars.removeAll(keepingCapacity: true)
        // U+FFFD is one column; U+FF1F (a fullwidth question mark) is two.
        scalars.append(wchar_t(width == 2 ? 0xFF1F : 0xFFFD))
    }
}

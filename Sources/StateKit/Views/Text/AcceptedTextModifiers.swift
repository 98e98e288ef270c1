import Foundation

// Text modifiers a terminal accepts and has no means to draw: its text is
// one monospaced font in cells, one row to a line.

extension Text {
    /// The same text: every digit of a terminal's font takes one column already.
    public func monospacedDigit() -> Text { self }
    /// The same text: a terminal's font is monospaced already.
    public func monospaced(_ isActive: Bool = true) -> Text { self }
    /// The same text: a character takes one cell (two when wide), whatever
    /// space is asked for between characters.
    public func kerning(_ kerning: CGFloat) -> Text { self }
    /// The same text: a character takes one cell (two when wide), whatever
    /// space is asked for between characters.
    public func tracking(_ tracking: CGFloat) -> Text { self }
    /// The same text: a line of text is one row, whose baseline cannot move.
    public func baselineOffset(_ baselineOffset: CGFloat) -> Text { self }
}

extension View {
    /// The same view: every digit of a terminal's font takes one column already.
    public func monospacedDigit() -> some View { self }
    /// The same view: a terminal's font is monospaced already.
    public func monospaced(_ isActive: Bool = true) -> some View { self }
    /// The same view: a character takes one cell, whatever space is asked for.
    public func kerning(_ kerning: CGFloat) -> some View { self }
    /// The same view: a character takes one cell, whatever space is asked for.
    public func tracking(_ tracking: CGFloat) -> some View { self }
    /// The same view: a line of text is one row, whose baseline cannot move.
    public func baselineOffset(_ baselineOffset: CGFloat) -> some View { self }
    /// The same view: a terminal has no lock screen or screenshots of its
    /// own to hide the view's contents from.
    public func privacySensitive(_ sensitive: Bool = true) -> some View { self }
}

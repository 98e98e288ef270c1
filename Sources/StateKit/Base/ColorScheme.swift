/// Light or dark, as SwiftUI's `ColorScheme`.
public enum ColorScheme: Hashable, Sendable, CaseIterable {
    /// Dark text on a light background.
    case light
    /// Light text on a dark background.
    case dark

    /// The terminal's, where it says: `COLORFGBG` (set by rxvt, Konsole and
    /// others, `foreground;background` in ANSI numbers) with a background of 7
    /// or 15 (white) or from 9 to 14 is light. Dark otherwise, as most
    /// terminals are; a terminal cannot be asked without waiting for an answer
    /// it may never send.
    package static func ofTerminal(colorFgBg: String?) -> ColorScheme {
        guard let colorFgBg, let last = colorFgBg.split(separator: ";").last, let background = Int(last) else {
            return .dark
        }
        return background == 7 || (9...15).contains(background) ? .light : .dark
    }
}

/// The kitty keyboard protocol: a terminal that has it tells Esc from the
/// start of a sequence at once (no quiet delay), Alt and Ctrl combinations
/// from one another and from Tab, Enter and Backspace, and reports a key's
/// release. StateKit asks whether the terminal has it when it starts, and
/// turns it on only once the answer says so; it is turned off again on every
/// way out, as mouse reporting is. Kitty, foot, Ghostty, Alacritty and
/// iTerm2 have it, and WezTerm with `enable_kitty_keyboard = true`.
enum KittyKeyboard {
    /// The enhancements asked for: disambiguated keys (1), press, repeat and
    /// release events (2), and the shifted and US-layout keys beside a key's
    /// own (4), so that Alt-Shift-1 is Alt-! and Ctrl-С on a Cyrillic layout
    /// is Ctrl-C. Text typed without Ctrl or Alt still arrives as text.
    static let flags = 1 | 2 | 4
    /// Asks for the enhancements now on: `ESC [ ? u`, answered `ESC [ ? flags u`.
    static let query: [UInt8] = Array("\u{1B}[?u".utf8)
    /// Pushes `flags` onto the terminal's stack of keyboard modes: `ESC [ > flags u`.
    static let push: [UInt8] = Array("\u{1B}[>\(flags)u".utf8)
    /// Pops them, giving back the mode before: `ESC [ < u`. A terminal keeps
    /// a stack for each screen, so full screen pops before it leaves the
    /// alternate screen.
    static let pop: StaticString = "\u{1B}[<u"

    /// `pop` as bytes.
    static var popBytes: [UInt8] {
        Array(UnsafeBufferPointer(start: pop.utf8Start, count: pop.utf8CodeUnitCount))
    }
}

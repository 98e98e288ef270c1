/// Synchronized output (mode 2026): a terminal that has it shows nothing of
/// a frame until the frame's end, so a frame written while the terminal
/// draws never shows half old, half new. StateKit asks the terminal whether
/// it has the mode (DECRQM) when it starts, and wraps each frame only once
/// the answer says so: a terminal without it never sees the mode set.
enum SynchronizedOutput {
    /// The mode's number.
    static let mode = 2026
    /// Asks whether the terminal has the mode: `ESC [ ? 2026 $ p`.
    static let query: [UInt8] = Array("\u{1B}[?2026$p".utf8)
    /// Before a frame.
    static let begin: [UInt8] = Array("\u{1B}[?2026h".utf8)
    /// After a frame, and on every way out.
    static let end: [UInt8] = Array("\u{1B}[?2026l".utf8)
}

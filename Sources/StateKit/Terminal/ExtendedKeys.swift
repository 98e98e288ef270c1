/// xterm's modifyOtherKeys at its first level, which tmux calls extended
/// keys: a terminal that has it reports the combinations its legacy bytes
/// cannot tell apart (Ctrl-Shift-A from Ctrl-A, Ctrl-Enter from Enter; in
/// tmux also Shift-Enter, and Ctrl-Backspace from Backspace) as
/// `ESC [ code ; modifiers u` (tmux) or `ESC [ 27 ; modifiers ; code ~`
/// (xterm), and every other key as before: Ctrl-C is still the terminal's signal. Nobody answers a question
/// about it (tmux, the commonest, ignores xterm's), and a terminal without it
/// ignores the request, so StateKit asks for it wherever it reads keys, and
/// turns it back to the terminal's own setting on every way out. Where the
/// kitty keyboard protocol is on, that protocol decides instead.
enum ExtendedKeys {
    /// `ESC [ > 4 ; 1 m`: modifyOtherKeys at level 1. Level 2 would report
    /// Ctrl-C as a sequence, and the terminal would no longer send its signal.
    static let enable: [UInt8] = Array("\u{1B}[>4;1m".utf8)
    /// `ESC [ > 4 m`: modifyOtherKeys back to the terminal's initial setting.
    static let disable: [UInt8] = Array("\u{1B}[>4m".utf8)
}

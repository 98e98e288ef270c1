/// The escape sequences that turn the terminal's input reports on and off:
/// mouse button presses and releases (1000), the pointer's moves while a
/// button is held (1002, for a slider's drag; no report while none is),
/// reported in SGR's decimal form (1006), bracketed paste (2004), which
/// marks pasted text so that it arrives as one insertion rather than as keys,
/// and focus reports (1004: `ESC [ I` when the window comes to the front,
/// `ESC [ O` when it leaves), for `scenePhase`. A terminal without one of
/// them leaves its mode unset and never sends its reports.
enum MouseReporting {
    static let enable: [UInt8] = Array(
        "\u{1B}[?1000h\u{1B}[?1002h\u{1B}[?1006h\u{1B}[?2004h\u{1B}[?1004h".utf8)
    static let disable: [UInt8] = Array(
        "\u{1B}[?1004l\u{1B}[?2004l\u{1B}[?1006l\u{1B}[?1002l\u{1B}[?1000l".utf8)
}

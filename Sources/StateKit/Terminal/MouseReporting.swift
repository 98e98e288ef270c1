/// The escape sequences that turn the terminal's input reports on and off:
/// mouse button presses and releases (1000), the pointer's moves while a
/// button is held (1002, for a slider's drag; no report while none is),
/// reported in SGR's decimal form (1006), and bracketed paste (2004), which
/// marks pasted text so that it arrives as one insertion rather than as keys.
enum MouseReporting {
    static let enable: [UInt8] = Array("\u{1B}[?1000h\u{1B}[?1002h\u{1B}[?1006h\u{1B}[?2004h".utf8)
    static let disable: [UInt8] = Array("\u{1B}[?2004l\u{1B}[?1006l\u{1B}[?1002l\u{1B}[?1000l".utf8)
}

/// The drawings of toggles on a terminal.
enum ToggleDrawing: UInt8, StyleDrawing {
    /// `[x] title`, `[ ] title`.
    case checkbox
    /// The title, then `━━●` (on) or `○──` (off), at the end of the row in a
    /// form.
    case `switch`
    /// `[ title ]`, bold with a tick while on: `[✓ title ]`.
    case button

    static var family: StyleFamily { .toggle }
    static var standard: Self { .checkbox }
}

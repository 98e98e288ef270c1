/// The drawings of toggles on a terminal.
enum ToggleDrawing: UInt8, StyleDrawing {
    /// The platform's: a switch at the end of the row in a form, as in iOS's
    /// Settings; a check box elsewhere, where a terminal's lists and
    /// dialogs use one.
    case automatic
    /// `[x] title`, `[ ] title`.
    case checkbox
    /// The title, then `━━●` (on) or `○──` (off), at the end of the row in a
    /// form.
    case `switch`
    /// A button: off, the title in the tint; on, bold on the tint. Without
    /// colour, `[ title ]`, bold with a tick while on: `[✓ title ]`.
    case button

    static var family: StyleFamily { .toggle }
    static var standard: Self { .automatic }

    /// The drawing for a toggle in a form's row (`inForm`) or elsewhere.
    func resolved(inForm: Bool) -> ToggleDrawing {
        guard self == .automatic else { return self }
        return inForm ? .switch : .checkbox
    }
}

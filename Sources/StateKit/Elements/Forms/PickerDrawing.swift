/// The drawings of pickers on a terminal.
enum PickerDrawing: UInt8, StyleDrawing {
    /// The chosen option and `▾`; Enter or a click opens a list to pick from.
    case menu
    /// The options side by side, the chosen one marked.
    case segmented
    /// The options one under another, the chosen one marked.
    case inline
    /// The chosen option and `›`, which pushes a screen of the options on
    /// the navigation stack around it.
    case navigationLink

    static var family: StyleFamily { .picker }
    static var standard: Self { .menu }
}

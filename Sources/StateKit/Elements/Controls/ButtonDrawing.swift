/// The looks StateKit gives its built-in button styles.
enum ButtonDrawing: UInt8, StyleDrawing {
    /// `[ title ]`.
    case automatic
    /// `[ title ]`, bold, on the tint.
    case prominent
    /// `title`, in the tint.
    case borderless
    /// `title`, as it is.
    case plain
    /// `title`, underlined, in the tint.
    case link

    static var family: StyleFamily { .button }
    static var standard: Self { .automatic }
}

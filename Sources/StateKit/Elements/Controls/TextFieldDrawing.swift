/// The drawings of text fields on a terminal.
enum TextFieldDrawing: UInt8, StyleDrawing {
    /// The title, then the value.
    case automatic
    /// The value alone; the title as the placeholder while it is empty.
    case plain
    /// The value in a rounded box three rows tall; the title as the
    /// placeholder while it is empty.
    case roundedBorder

    static var family: StyleFamily { .textField }
    static var standard: Self { .automatic }
}

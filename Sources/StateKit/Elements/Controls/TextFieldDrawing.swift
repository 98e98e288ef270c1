/// The drawings of text fields on a terminal.
enum TextFieldDrawing: UInt8, StyleDrawing {
    /// The title, then the value over a dim line.
    case automatic
    /// The value alone; the title as a dim placeholder while it is empty.
    case plain
    /// The value in brackets; the title as a dim placeholder while it is empty.
    case roundedBorder

    static var family: StyleFamily { .textField }
    static var standard: Self { .automatic }
}

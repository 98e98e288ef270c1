/// What a label shows on a terminal, by its style.
enum LabelDrawing: UInt8, StyleDrawing {
    case titleAndIcon
    case titleOnly
    case iconOnly

    static var family: StyleFamily { .label }
    static var standard: Self { .titleAndIcon }
}

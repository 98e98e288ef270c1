/// How opacity is drawn on a terminal, which has no blending: fully
/// transparent is not drawn, less than half opaque is drawn dim, the rest as
/// it is.
enum Opacity {
    /// Below this opacity a view, or a colour, is drawn dim.
    static let faintBelow = 0.5
}

/// How the ends of an open stroke are drawn, as Core Graphics names it;
/// Linux's Foundation has no Core Graphics. On the braille dot grid a line
/// ends at its last dot whatever the cap: the caps are kept, not drawn.
public enum CGLineCap: Sendable, Hashable {
    /// The line stops at its end point.
    case butt
    /// A half circle past the end point.
    case round
    /// A half square past the end point.
    case square
}

/// How the corners of a stroke are drawn, as Core Graphics names it. On the
/// dot grid and in box-drawing characters every corner is a joined corner:
/// the joins are kept, not drawn.
public enum CGLineJoin: Sendable, Hashable {
    /// A sharp corner.
    case miter
    /// A rounded corner.
    case round
    /// A corner cut square.
    case bevel
}

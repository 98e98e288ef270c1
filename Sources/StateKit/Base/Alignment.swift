/// Where a view sits in a larger frame, on both axes.
public struct Alignment: Hashable, Sendable {
    /// Where on the horizontal axis.
    public var horizontal: HorizontalAlignment
    /// Where on the vertical axis.
    public var vertical: VerticalAlignment

    /// An alignment from one position on each axis.
    public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    /// `center`.
    public static let center = Alignment(horizontal: .center, vertical: .center)
    /// `leading`.
    public static let leading = Alignment(horizontal: .leading, vertical: .center)
    /// `trailing`.
    public static let trailing = Alignment(horizontal: .trailing, vertical: .center)
    /// `top`.
    public static let top = Alignment(horizontal: .center, vertical: .top)
    /// `bottom`.
    public static let bottom = Alignment(horizontal: .center, vertical: .bottom)
    /// `topLeading`.
    public static let topLeading = Alignment(horizontal: .leading, vertical: .top)
    /// `topTrailing`.
    public static let topTrailing = Alignment(horizontal: .trailing, vertical: .top)
    /// `bottomLeading`.
    public static let bottomLeading = Alignment(horizontal: .leading, vertical: .bottom)
    /// `bottomTrailing`.
    public static let bottomTrailing = Alignment(horizontal: .trailing, vertical: .bottom)
}

/// Where a `VStack` puts children narrower than itself.
public enum HorizontalAlignment: Sendable {
    /// Children against the leading (left) edge.
    case leading
    /// Children centred.
    case center
    /// Children against the trailing (right) edge.
    case trailing
}

/// Where an `HStack` puts children shorter than itself.
public enum VerticalAlignment: Sendable {
    /// Children against the top.
    case top
    /// Children centred.
    case center
    /// Children against the bottom.
    case bottom
}

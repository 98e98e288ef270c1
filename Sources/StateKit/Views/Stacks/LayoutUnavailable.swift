// SwiftUI's grid and geometry reader that StateKit does not have yet. Each is declared so that code
// using it stops at a message saying what to write instead, rather than at
// "cannot find in scope".

/// SwiftUI's grid, not available in StateKit yet.
@available(
    *, unavailable,
    message: """
        Grid is not supported yet: use a VStack of HStacks, with frame(width:) for the \
        columns
        """
)
public struct Grid<Content>: View {
    /// Unavailable.
    public var body: Never { fatalError("unavailable") }

    /// Unavailable.
    public init(@ViewBuilder content: () -> Content) { fatalError("unavailable") }
}

/// SwiftUI's geometry reader, not available in StateKit yet.
@available(
    *, unavailable,
    message: """
        GeometryReader is not supported yet: fill the space with Spacer and \
        frame(maxWidth:maxHeight:) instead of reading its size
        """
)
public struct GeometryReader<Content>: View {
    /// Unavailable.
    public var body: Never { fatalError("unavailable") }

    /// Unavailable.
    public init(@ViewBuilder content: @escaping (GeometryProxy) -> Content) { fatalError("unavailable") }
}

/// SwiftUI's geometry proxy, not available in StateKit yet.
@available(*, unavailable, message: "GeometryProxy is not supported yet: see GeometryReader")
public struct GeometryProxy {}

/// SwiftUI's grid row, not available in StateKit yet.
@available(*, unavailable, message: "GridRow is not supported yet: see Grid")
public struct GridRow<Content>: View {
    /// Unavailable.
    public var body: Never { fatalError("unavailable") }

    /// Unavailable.
    public init(@ViewBuilder content: () -> Content) { fatalError("unavailable") }
}

/// SwiftUI's lazy vertical grid, not available in StateKit yet.
@available(
    *, unavailable,
    message: "LazyVGrid is not supported yet: use a LazyVStack of HStacks, one per row of items"
)
public struct LazyVGrid<Content>: View {
    /// Unavailable.
    public var body: Never { fatalError("unavailable") }

    /// Unavailable.
    public init(
        columns: [GridItem], alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
        @ViewBuilder content: () -> Content
    ) {
        fatalError("unavailable")
    }
}

/// SwiftUI's lazy horizontal grid, not available in StateKit yet.
@available(*, unavailable, message: "LazyHGrid is not supported yet: use an HStack of VStacks")
public struct LazyHGrid<Content>: View {
    /// Unavailable.
    public var body: Never { fatalError("unavailable") }

    /// Unavailable.
    public init(
        rows: [GridItem], alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
        @ViewBuilder content: () -> Content
    ) {
        fatalError("unavailable")
    }
}

/// SwiftUI's grid column or row, not available in StateKit yet.
@available(*, unavailable, message: "GridItem is not supported yet: see LazyVGrid")
public struct GridItem {
    /// Unavailable.
    public enum Size {
        /// Unavailable.
        case fixed(CGFloat)
        /// Unavailable.
        case flexible(minimum: CGFloat = 10, maximum: CGFloat = .infinity)
        /// Unavailable.
        case adaptive(minimum: CGFloat, maximum: CGFloat = .infinity)
    }

    /// Unavailable.
    public init(_ size: Size = .flexible(), spacing: CGFloat? = nil, alignment: Alignment? = nil) {
        fatalError("unavailable")
    }
}

/// Views top to bottom, made only while on screen inside a `ScrollView`, as
/// SwiftUI's `LazyVStack`: `ScrollView { LazyVStack { ForEach(items) { … } } }`
/// costs one screen of rows, whatever the number of items. Outside a scroll
/// view it is laid out as a `VStack`.
public struct LazyVStack<Content: View>: View, PrimitiveView, RowSegmentSource {
    /// The same stack, eager: what it is outside a scroll view, and where its
    /// alignment, spacing and content are kept.
    let stack: VStack<Content>

    /// A lazy stack of `content`, `spacing` points apart (none by default),
    /// rows narrower than the scroll view placed by `alignment`. Pinned views
    /// are accepted and not pinned.
    public init(
        alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, pinnedViews: PinnedScrollableViews = .init(),
        @ViewBuilder content: () -> Content
    ) {
        stack = VStack(alignment: alignment, spacing: spacing, content: content)
    }

    /// Lazy stacks are drawn by StateKit.
    public var body: Never { primitiveBody() }

    func makeElements(_ context: ResolveContext, into elements: inout [Element]) {
        stack.makeElements(context, into: &elements)
    }

    func collectRowSegments(into source: inout RowSource) {
        if source.count == 0 {
            source.alignment = stack.alignment.position
            source.spacing = stack.spacing
        }
        source.add(stack.content)
    }
}

/// The kinds of views a lazy stack could pin while scrolling; accepted, not
/// pinned.
public struct PinnedScrollableViews: OptionSet, Sendable {
    /// The kinds, one bit each.
    public let rawValue: UInt32
    /// The kinds of `rawValue`.
    public init(rawValue: UInt32) { self.rawValue = rawValue }

    /// Section headers.
    public static let sectionHeaders = PinnedScrollableViews(rawValue: 1)
    /// Section footers.
    public static let sectionFooters = PinnedScrollableViews(rawValue: 2)
}

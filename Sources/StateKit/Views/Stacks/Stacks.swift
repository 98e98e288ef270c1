/// Arranges views top to bottom, centred across by default, as in SwiftUI.
public struct VStack<Content: View>: View, PrimitiveView {
    @usableFromInline let alignment: HorizontalAlignment
    @usableFromInline let spacing: Int
    @usableFromInline let content: Content

    /// A stack of `content`, `spacing` rows apart (none by default). Inlinable,
    /// as the stacks' initializers run in every evaluation of the bodies that
    /// hold them: the stack's type is then known where the body is written.
    @inlinable
    public init(
        alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content
    ) {
        self.alignment = alignment
        self.spacing = Cells.count(spacing, or: 0)
        self.content = content()
    }

    /// Stacks are drawn by StateKit.
    public var body: Never { primitiveBody() }

    func makeElements(_ context: ResolveContext, into elements: inout [Element]) {
        elements.append(
            StackElement.resolve(
                .vertical, spacing: spacing, alignment: alignment.position, of: content, in: context,
                at: elements.count))
    }
}

/// Arranges views left to right, centred vertically by default, as in SwiftUI.
public struct HStack<Content: View>: View, PrimitiveView {
    @usableFromInline let alignment: VerticalAlignment
    @usableFromInline let spacing: Int
    @usableFromInline let content: Content

    /// A row of `content`, `spacing` columns apart (one by default). Inlinable,
    /// as `VStack.init` is.
    @inlinable
    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.spacing = Cells.count(spacing, or: 1)
        self.content = content()
    }

    /// Stacks are drawn by StateKit.
    public var body: Never { primitiveBody() }

    func makeElements(_ context: ResolveContext, into elements: inout [Element]) {
        elements.append(
            StackElement.resolve(
                .horizontal, spacing: spacing, alignment: alignment.position, of: content, in: context,
                at: elements.count))
    }
}

/// Lays views over one another, back to front, each placed by `alignment`;
/// the stack is as large as its largest child.
public struct ZStack<Content: View>: View, PrimitiveView {
    let alignment: Alignment
    let content: Content

    /// Views over one another.
    public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.content = content()
    }

    /// Stacks are drawn by StateKit.
    public var body: Never { primitiveBody() }

    func makeElements(_ context: ResolveContext, into elements: inout [Element]) {
        var children: [Element] = []
        context.beginLevel(replacing: .none)
        context.resolve(content, at: .index(0), into: &children)
        context.endLevel()
        elements.append(OverlayElement(children: children, alignment: alignment))
    }
}

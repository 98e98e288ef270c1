/// Arranges views top to bottom, centred across by default, as in SwiftUI.
public struct VStack<Content: View>: View, PrimitiveView {
    @usableFromInline let alignment: HorizontalAlignment
    @usableFromInline let spacing: CGFloat?
    @usableFromInline let content: Content

    /// A stack of `content`, `spacing` points apart (none by default: see
    /// `LengthScale`). Inlinable,
    /// as the stacks' initializers run in every evaluation of the bodies that
    /// hold them: the stack's type is then known where the body is written.
    @inlinable
    public init(
        alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content
    ) {
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }

    /// Stacks are drawn by StateKit.
    public var body: Never { primitiveBody() }

    func makeElements(_ context: ResolveContext, into elements: inout [Element]) {
        elements.append(
            StackElement.resolve(
                .vertical, spacing: context.environment.lengthScale.rows(spacing, or: 0), alignment: alignment.position,
                of: content, in: context,
                at: elements.count))
    }
}

/// Arranges views left to right, centred vertically by default, as in SwiftUI.
public struct HStack<Content: View>: View, PrimitiveView {
    @usableFromInline let alignment: VerticalAlignment
    @usableFromInline let spacing: CGFloat?
    @usableFromInline let content: Content

    /// A row of `content`, `spacing` points apart (a column by default: see
    /// `LengthScale`). Inlinable,
    /// as `VStack.init` is.
    @inlinable
    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }

    /// Stacks are drawn by StateKit.
    public var body: Never { primitiveBody() }

    func makeElements(_ context: ResolveContext, into elements: inout [Element]) {
        elements.append(
            StackElement.resolve(
                .horizontal, spacing: context.environment.lengthScale.gapColumns(spacing, or: 1),
                alignment: alignment.position, of: content, in: context,
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

/// A column of views a number of rows apart, whatever scale the app's
/// lengths are read in: for StateKit's own views, whose spacing is the
/// terminal's.
struct RowSpacedStack<Content: View>: View, PrimitiveView {
    let alignment: HorizontalAlignment
    let rows: Int
    let content: Content

    init(alignment: HorizontalAlignment = .center, rows: Int, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.rows = rows
        self.content = content()
    }

    var body: Never { primitiveBody() }

    func makeElements(_ context: ResolveContext, into elements: inout [Element]) {
        elements.append(
            StackElement.resolve(
                .vertical, spacing: rows, alignment: alignment.position, of: content, in: context,
                at: elements.count))
    }
}

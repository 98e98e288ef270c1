/// A view that shows part of its content and scrolls through the rest, as
/// SwiftUI's `ScrollView`: by the wheel under the pointer, or, once focused
/// (Tab), by Up, Down, PageUp, PageDown, Home and End. It keeps its offset
/// itself: scrolling re-evaluates no body of the app's.
///
/// Vertically, each view of its content (each element of a `ForEach`) is a
/// row made only while on screen, as in a `List`; a `VStack` is one row, laid
/// out whole, as in SwiftUI.
public struct ScrollView<Content: View>: View, InternalView {
    let axes: Axis.Set
    let content: Content
    @State private var offset = 0
    @State private var window = RowWindow()

    /// Content scrolled along `axes` (vertical by default); indicators are
    /// accepted and not drawn.
    public init(_ axes: Axis.Set = .vertical, showsIndicators: Bool = true, @ViewBuilder content: () -> Content) {
        self.axes = axes
        self.content = content()
    }

    /// The scroll view, internal to StateKit.
    public var body: some View {
        if axes.contains(.vertical) {
            // Centred, as SwiftUI's scroll view stacks its content.
            let source = RowSource(content, alignment: .center)
            LazyRows(source: source, window: window, separator: .space(source.spacing))
        } else {
            ScrollContent(axis: .horizontal, offset: $offset, content: content)
        }
    }
}

extension Axis {
    /// A set of axes.
    public struct Set: OptionSet, Hashable, Sendable {
        /// The axes, one bit each.
        public let rawValue: Int8
        /// The axes of `rawValue`.
        public init(rawValue: Int8) { self.rawValue = rawValue }

        /// The horizontal axis.
        public static let horizontal = Set(rawValue: 1)
        /// The vertical axis.
        public static let vertical = Set(rawValue: 2)
    }
}

/// The scroll view's primitive, evaluated in the scroll view's own node.
struct ScrollContent<Content: View>: View, PrimitiveView {
    let axis: Axis
    let offset: Binding<Int>
    let content: Content

    var body: Never { primitiveBody() }

    func makeElements(_ context: ResolveContext, into elements: inout [Element]) {
        let offset = self.offset
        elements.append(
            ContentScrollElement(
                content: context.resolveOne(content, at: .index(0)), axis: axis, offset: offset.wrappedValue,
                context: context
            ) { offset.wrappedValue = $0 })
    }
}

/// Content seen through a viewport at an offset along one axis, all of it
/// laid out: a horizontal scroll view.
final class ContentScrollElement: ScrollElement {
    let content: Element
    let axis: Axis
    /// The offset asked for; drawn clamped to what the content allows.
    let requestedOffset: Int
    private let setOffset: @MainActor (Int) -> Void
    private var contentLength = 0

    init(
        content: Element, axis: Axis, offset: Int, context: ResolveContext,
        setOffset: @escaping @MainActor (Int) -> Void
    ) {
        self.content = content
        self.axis = axis
        self.requestedOffset = offset
        self.setOffset = setOffset
        super.init(context: context)
    }

    override var viewportLength: Int { axis.main(of: frame.size) }

    /// The offset drawn: the content never scrolls past its end.
    var offset: Int { max(0, min(requestedOffset, contentLength - viewportLength)) }

    /// A scroll view takes all it is offered along its axis, and what its
    /// content needs across it.
    override func sizeThatFits(_ proposal: ProposedSize) -> Size {
        let cross = axis == .vertical ? proposal.width : proposal.height
        let ideal = content.sizeThatFits(axis.proposal(main: nil, cross: cross))
        let main = (axis == .vertical ? proposal.height : proposal.width) ?? axis.main(of: ideal)
        return axis.size(main: main, cross: min(axis.cross(of: ideal), cross ?? axis.cross(of: ideal)))
    }

    override func place(in rect: Rect) {
        frame = rect
        let cross = axis.cross(of: rect.size)
        let size = content.sizeThatFits(axis.proposal(main: nil, cross: cross))
        contentLength = axis.main(of: size)
        let origin =
            axis == .vertical
            ? Point(x: rect.minX, y: rect.minY - offset) : Point(x: rect.minX - offset, y: rect.minY)
        content.place(in: Rect(origin: origin, size: axis.size(main: contentLength, cross: cross)))
    }

    override func draw(into buffer: inout CellBuffer, clip: Rect) {
        content.draw(into: &buffer, clip: frame.intersection(clip))
    }

    override func scroll(by lines: Int) {
        let target = max(0, min(offset + lines, contentLength - viewportLength))
        if target != offset || target != requestedOffset { setOffset(target) }
    }

    override func scrollToStart() { scroll(by: -contentLength) }

    override func scrollToEnd() { scroll(by: contentLength) }

    override func forEachNode(_ visit: (ViewNode) -> Void) { content.forEachNode(visit) }

    override func forEachShortcut(_ visit: (Key, @escaping @MainActor () -> Void) -> Void) {
        content.forEachShortcut(visit)
    }

    /// The scroll view, then the controls of its content that are in view:
    /// one scrolled away cannot be clicked or reached by Tab.
    override func forEachFocusable(_ visit: (FocusableElement) -> Void) {
        visit(self)
        content.forEachFocusable { element in
            if frame.contains(element.frame) && !element.frame.isEmpty { visit(element) }
        }
    }

    override func forEachScrollable(_ visit: (ScrollElement) -> Void) {
        visit(self)
        content.forEachScrollable(visit)
    }

    override func forEachTimer(_ visit: (ViewTimer) -> Void) { content.forEachTimer(visit) }

    override func forEachAppearance(_ visit: (AppearanceHandlers) -> Void) { content.forEachAppearance(visit) }
}

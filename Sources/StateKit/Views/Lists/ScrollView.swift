/// A view that shows part of its content and scrolls through the rest, as
/// SwiftUI's `ScrollView`: by the wheel under the pointer, or, once focused
/// (Tab), by Up, Down, PageUp, PageDown, Home and End. It keeps its offset
/// itself: scrolling re-evaluates no body of the app's.
///
/// Vertically, each view of its content (each element of a `ForEach`) is a
/// row made only while on screen, as in a `List`; a `VStack` is one row, laid
/// out whole, as in SwiftUI. Both ways (`[.horizontal, .vertical]`), the
/// content is laid out whole at the size it asks for; Left and Right then
/// scroll across.
public struct ScrollView<Content: View>: View, InternalView {
    let axes: Axis.Set
    let content: Content
    @State private var offset = Point(x: 0, y: 0)
    @State private var window = RowWindow()

    /// Content scrolled along `axes` (vertical by default); indicators are
    /// accepted and not drawn.
    public init(_ axes: Axis.Set = .vertical, showsIndicators: Bool = true, @ViewBuilder content: () -> Content) {
        self.axes = axes
        self.content = content()
    }

    /// The scroll view, internal to StateKit.
    public var body: some View {
        if axes.contains(.vertical) && !axes.contains(.horizontal) {
            // Centred, as SwiftUI's scroll view stacks its content.
            let source = RowSource(content, alignment: .center)
            LazyRows(source: source, window: window, separator: nil)
        } else {
            ScrollContent(axes: axes, offset: $offset, content: content)
        }
    }
}

/// The scroll view's primitive, evaluated in the scroll view's own node.
struct ScrollContent<Content: View>: View, PrimitiveView {
    let axes: Axis.Set
    let offset: Binding<Point>
    let content: Content

    var body: Never { primitiveBody() }

    func makeElements(_ context: ResolveContext, into elements: inout [Element]) {
        let offset = self.offset
        elements.append(
            ContentScrollElement(
                content: context.resolveOne(content, at: .index(0)), axes: axes, offset: offset.wrappedValue,
                place: context.focusPlace, isEnabled: context.environment.attributes.isEnabled
            ) { offset.wrappedValue = $0 })
    }
}

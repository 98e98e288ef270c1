/// A view that takes all the room it is offered and builds its content from
/// the size and place of that room, as SwiftUI's: its content is laid out
/// from the top leading corner. The first frame builds the content for the
/// room it had, or none; once laid out, it is built again for the room it
/// got, and again whenever that changes (a resize).
public struct GeometryReader<Content: View>: View {
    let content: (GeometryProxy) -> Content
    /// Where the last layout put the room, in points on the screen.
    @State private var room: CGRect?

    /// Content built from the room's `GeometryProxy`.
    public init(@ViewBuilder content: @escaping (GeometryProxy) -> Content) {
        self.content = content
    }

    /// The room and the content built for it.
    public var body: some View {
        GeometryRoom(room: $room, content: content(GeometryProxy(global: room ?? .zero)))
    }
}

/// The size and place of a `GeometryReader`'s room, in points.
public struct GeometryProxy {
    /// The room in the screen's points.
    let global: CGRect

    /// The room's size, in points.
    public var size: CGSize { global.size }

    /// The room's frame: at the origin in `.local`; in the screen's points
    /// in `.global`, and in a named space, which the screen stands for here.
    public func frame(in coordinateSpace: CoordinateSpace) -> CGRect {
        switch coordinateSpace {
        case .local: CGRect(origin: .zero, size: global.size)
        case .global, .named: global
        }
    }

    /// A terminal has no safe area: no insets.
    public var safeAreaInsets: EdgeInsets { EdgeInsets() }
}

/// Where a frame is measured from, as in SwiftUI.
public enum CoordinateSpace: Hashable {
    /// The screen.
    case global
    /// The view itself.
    case local
    /// A space the app named; the screen stands for it here.
    case named(AnyHashable)
}

/// The primitive under `GeometryReader`: the room, and the content built for it.
struct GeometryRoom<Content: View>: View, PrimitiveView {
    let room: Binding<CGRect?>
    let content: Content

    var body: Never { primitiveBody() }

    func makeElements(_ context: ResolveContext, into elements: inout [Element]) {
        let scale = context.environment.lengthScale
        let graph = context.owner.graph
        let room = self.room
        let madeFor = room.wrappedValue.map { points in
            Rect(
                x: scale.columns(points.minX), y: scale.rows(points.minY), width: scale.columns(points.width),
                height: scale.rows(points.height))
        }
        elements.append(
            GeometryElement(
                child: context.resolveOne(content, at: .index(0)), madeFor: madeFor,
                unspecified: Size(width: max(1, scale.columns(10)), height: max(1, scale.rows(10)))
            ) { [weak graph] rect in
                // After the frame: a layout never changes state under itself.
                graph?.runAfterFrame {
                    room.wrappedValue = CGRect(
                        x: CGFloat(rect.minX) * scale.pointsPerColumn, y: CGFloat(rect.minY) * scale.pointsPerRow,
                        width: CGFloat(rect.size.width) * scale.pointsPerColumn,
                        height: CGFloat(rect.size.height) * scale.pointsPerRow)
                }
            })
    }
}

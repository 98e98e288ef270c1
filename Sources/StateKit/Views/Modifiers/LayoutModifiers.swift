extension View {
    /// `length` points of space on every edge (see `LengthScale`).
    public func padding(_ length: CGFloat) -> some View {
        padding(.all, length)
    }

    /// Space on `edges`: `length` points, or SwiftUI's default when `nil`:
    /// 16 points, two columns beside the view and a row above and below it.
    public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
        func on(_ edge: Edge.Set) -> PaddingModifier<Self>.Length {
            edges.contains(edge) ? (length.map { .points($0) } ?? .standard) : .points(0)
        }
        return PaddingModifier(
            content: self, top: on(.top), leading: on(.leading), bottom: on(.bottom), trailing: on(.trailing))
    }

    /// `cells` columns of space before the view, whatever scale the app's
    /// lengths are read in: StateKit's own views' indent.
    func indented(byColumns cells: Int) -> some View {
        PaddingModifier(content: self, top: .cells(0), leading: .cells(cells), bottom: .cells(0), trailing: .cells(0))
    }

    /// Space of each inset, in points.
    public func padding(_ insets: EdgeInsets) -> some View {
        PaddingModifier(
            content: self, top: .points(insets.top), leading: .points(insets.leading),
            bottom: .points(insets.bottom), trailing: .points(insets.trailing))
    }

    /// A frame of a fixed width, height, or both, in points; the view is
    /// placed in it by `alignment`.
    public func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center) -> some View {
        FrameModifier(content: self, lengths: FrameBounds(width: width, height: height), alignment: alignment)
    }

    /// A frame between bounds, in points; a maximum of `.infinity` takes all
    /// the room offered. An ideal length is the frame's where nothing is
    /// offered along that axis (in a scroll view, along the way it scrolls),
    /// kept between the bounds.
    public func frame(
        minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil, minHeight: CGFloat? = nil,
        idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil, alignment: Alignment = .center
    ) -> some View {
        FrameModifier(
            content: self,
            lengths: FrameBounds(
                minWidth: minWidth, idealWidth: idealWidth, maxWidth: maxWidth, minHeight: minHeight,
                idealHeight: idealHeight, maxHeight: maxHeight),
            alignment: alignment)
    }
}

/// The result of `.padding`.
struct PaddingModifier<Content: View>: View, PrimitiveView {
    /// One edge's padding.
    enum Length {
        /// This many points.
        case points(CGFloat)
        /// SwiftUI's default.
        case standard
        /// This many cells, whatever scale the app's lengths are read in:
        /// StateKit's own views' padding.
        case cells(Int)
    }

    let content: Content
    let top: Length, leading: Length, bottom: Length, trailing: Length

    var body: Never { primitiveBody() }

    func makeElements(_ context: ResolveContext, into elements: inout [Element]) {
        let scale = context.environment.lengthScale
        let standard = scale.defaultPadding
        func rows(_ length: Length) -> Int {
            switch length {
            case .points(let points): scale.rows(points)
            case .standard: standard.rows
            case .cells(let cells): cells
            }
        }
        func columns(_ length: Length) -> Int {
            switch length {
            case .points(let points): scale.columns(points)
            case .standard: standard.columns
            case .cells(let cells): cells
            }
        }
        elements.append(
            PaddingElement(
                child: context.resolveOne(content, at: .index(0)), top: rows(top), leading: columns(leading),
                bottom: rows(bottom), trailing: columns(trailing)))
    }
}

/// The result of `.frame`.
struct FrameModifier<Content: View>: View, PrimitiveView {
    let content: Content
    /// The frame's lengths in points, as the app gave them.
    let lengths: FrameBounds<CGFloat>
    let alignment: Alignment

    var body: Never { primitiveBody() }

    func makeElements(_ context: ResolveContext, into elements: inout [Element]) {
        let scale = context.environment.lengthScale
        elements.append(
            FrameElement(
                child: context.resolveOne(content, at: .index(0)),
                bounds: lengths.converted(across: scale.columns, down: scale.rows), alignment: alignment))
    }
}

extension View {
    /// `length` cells of space on every edge.
    public func padding(_ length: CGFloat) -> some View {
        padding(.all, length)
    }

    /// Space on `edges`: `length` cells, or one when `nil`.
    public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
        let cells = Cells.count(length, or: 1)
        func on(_ edge: Edge.Set) -> Int { edges.contains(edge) ? cells : 0 }
        return PaddingModifier(
            content: self, top: on(.top), leading: on(.leading), bottom: on(.bottom), trailing: on(.trailing))
    }

    /// Space of each inset, in cells.
    public func padding(_ insets: EdgeInsets) -> some View {
        PaddingModifier(
            content: self, top: Cells.count(insets.top), leading: Cells.count(insets.leading),
            bottom: Cells.count(insets.bottom), trailing: Cells.count(insets.trailing))
    }

    /// A frame of a fixed width, height, or both, in cells; the view is placed
    /// in it by `alignment`.
    public func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center) -> some View {
        FrameModifier(
            content: self,
            bounds: FrameElement.Bounds(width: width.map(Cells.count), height: height.map(Cells.count)),
            alignment: alignment)
    }

    /// A frame between bounds, in cells; a maximum of `.infinity` takes all the
    /// room offered. An ideal length is the frame's where nothing is offered
    /// along that axis (in a scroll view, along the way it scrolls), kept
    /// between the bounds.
    public func frame(
        minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil, minHeight: CGFloat? = nil,
        idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil, alignment: Alignment = .center
    ) -> some View {
        FrameModifier(
            content: self,
            bounds: FrameElement.Bounds(
                minWidth: minWidth.map(Cells.count), idealWidth: idealWidth.map(Cells.count),
                maxWidth: maxWidth.map(Cells.count), minHeight: minHeight.map(Cells.count),
                idealHeight: idealHeight.map(Cells.count), maxHeight: maxHeight.map(Cells.count)),
            alignment: alignment)
    }
}

/// The result of `.padding`.
struct PaddingModifier<Content: View>: View, PrimitiveView {
    let content: Content
    let top: Int, leading: Int, bottom: Int, trailing: Int

    var body: Never { primitiveBody() }

    func makeElements(_ context: ResolveContext, into elements: inout [Element]) {
        elements.append(
            PaddingElement(
                child: context.resolveOne(content, at: .index(0)), top: top, leading: leading, bottom: bottom,
                trailing: trailing))
    }
}

/// The result of `.frame`.
struct FrameModifier<Content: View>: View, PrimitiveView {
    let content: Content
    let bounds: FrameElement.Bounds
    let alignment: Alignment

    var body: Never { primitiveBody() }

    func makeElements(_ context: ResolveContext, into elements: inout [Element]) {
        elements.append(
            FrameElement(child: context.resolveOne(content, at: .index(0)), bounds: bounds, alignment: alignment))
    }
}

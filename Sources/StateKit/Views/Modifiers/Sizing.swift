extension View {
    /// The view at its ideal size on both axes, whatever it is offered: a
    /// text on one line, all of it.
    public func fixedSize() -> some View {
        fixedSize(horizontal: true, vertical: true)
    }

    /// The view at its ideal size on the axes asked: `vertical: true` gives
    /// a wrapped text all the rows its lines need.
    public func fixedSize(horizontal: Bool, vertical: Bool) -> some View {
        FixedSizeModifier(content: self, horizontal: horizontal, vertical: vertical)
    }

    /// The order in which a stack offers its room: views of a higher priority
    /// are offered it first, after the others' least lengths are set aside.
    /// The default is 0.
    public func layoutPriority(_ value: Double) -> some View {
        LayoutPriorityModifier(content: self, priority: value)
    }

    /// The view offered a size of `aspectRatio` (width over height, in
    /// points: a ratio of 1 is a square on a phone, two columns to a row
    /// here), inside what it is offered or covering it; without a ratio, the
    /// view's own ideal size's.
    public func aspectRatio(_ aspectRatio: CGFloat? = nil, contentMode: ContentMode) -> some View {
        AspectRatioModifier(content: self, ratio: aspectRatio, mode: contentMode)
    }

    /// The view offered a size of the ratio of `aspectRatio`'s width to its
    /// height.
    public func aspectRatio(_ aspectRatio: CGSize, contentMode: ContentMode) -> some View {
        let ratio = aspectRatio.height > 0 ? aspectRatio.width / aspectRatio.height : nil
        return AspectRatioModifier(content: self, ratio: ratio, mode: contentMode)
    }

    /// The view offered the largest size of its own aspect ratio that fits.
    public func scaledToFit() -> some View {
        aspectRatio(contentMode: .fit)
    }

    /// The view offered the smallest size of its own aspect ratio that
    /// covers what it is offered.
    public func scaledToFill() -> some View {
        aspectRatio(contentMode: .fill)
    }
}

/// The result of `.fixedSize`.
struct FixedSizeModifier<Content: View>: View, PrimitiveView {
    let content: Content
    let horizontal: Bool
    let vertical: Bool

    var body: Never { primitiveBody() }

    func makeElements(_ context: ResolveContext, into elements: inout [Element]) {
        elements.append(
            FixedSizeElement(
                child: context.resolveOne(content, at: .index(0)), horizontal: horizontal, vertical: vertical))
    }
}

/// The result of `.layoutPriority`: the priority goes on the element the
/// content resolves to, which the enclosing stack reads.
struct LayoutPriorityModifier<Content: View>: View, PrimitiveView {
    let content: Content
    let priority: Double

    var body: Never { primitiveBody() }

    func makeElements(_ context: ResolveContext, into elements: inout [Element]) {
        let element = context.resolveOne(content, at: .index(0))
        element.give(layoutPriority: priority)
        elements.append(element)
    }
}

/// The result of `.aspectRatio`, `.scaledToFit` and `.scaledToFill`.
struct AspectRatioModifier<Content: View>: View, PrimitiveView {
    let content: Content
    /// Width over height, in points.
    let ratio: CGFloat?
    let mode: ContentMode

    var body: Never { primitiveBody() }

    func makeElements(_ context: ResolveContext, into elements: inout [Element]) {
        elements.append(
            AspectRatioElement(
                child: context.resolveOne(content, at: .index(0)),
                ratio: ratio.map(context.environment.lengthScale.columnsPerRow), mode: mode))
    }
}

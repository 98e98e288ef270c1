// StateKit's own shapes resolve as their body does, without a view node of
// their own: a shape in a stack costs one element, and the stack finds the
// filled shape under its other views (`drawLayered`). An app's own shape is
// a view with a body, as in SwiftUI.

extension Shape {
    /// The elements of the shape's body, made directly.
    func makeShapeElements(_ context: ResolveContext, into elements: inout [Element]) {
        body.makeElements(context, into: &elements)
    }
}

extension Rectangle: PrimitiveView {
    func makeElements(_ context: ResolveContext, into elements: inout [Element]) {
        makeShapeElements(context, into: &elements)
    }
}

extension RoundedRectangle: PrimitiveView {
    func makeElements(_ context: ResolveContext, into elements: inout [Element]) {
        makeShapeElements(context, into: &elements)
    }
}

extension UnevenRoundedRectangle: PrimitiveView {
    func makeElements(_ context: ResolveContext, into elements: inout [Element]) {
        makeShapeElements(context, into: &elements)
    }
}

extension Capsule: PrimitiveView {
    func makeElements(_ context: ResolveContext, into elements: inout [Element]) {
        makeShapeElements(context, into: &elements)
    }
}

extension Circle: PrimitiveView {
    func makeElements(_ context: ResolveContext, into elements: inout [Element]) {
        makeShapeElements(context, into: &elements)
    }
}

extension Ellipse: PrimitiveView {
    func makeElements(_ context: ResolveContext, into elements: inout [Element]) {
        makeShapeElements(context, into: &elements)
    }
}

extension Path: PrimitiveView {
    // `Path.Element` is the path's own step: the engine's is named in full.
    func makeElements(_ context: ResolveContext, into elements: inout [StateKit.Element]) {
        makeShapeElements(context, into: &elements)
    }
}

extension _InsetShape: PrimitiveView {
    func makeElements(_ context: ResolveContext, into elements: inout [Element]) {
        makeShapeElements(context, into: &elements)
    }
}

extension _TrimmedShape: PrimitiveView {
    func makeElements(_ context: ResolveContext, into elements: inout [Element]) {
        makeShapeElements(context, into: &elements)
    }
}

extension OffsetShape: PrimitiveView {
    func makeElements(_ context: ResolveContext, into elements: inout [Element]) {
        makeShapeElements(context, into: &elements)
    }
}

extension RotatedShape: PrimitiveView {
    func makeElements(_ context: ResolveContext, into elements: inout [Element]) {
        makeShapeElements(context, into: &elements)
    }
}

extension ScaledShape: PrimitiveView {
    func makeElements(_ context: ResolveContext, into elements: inout [Element]) {
        makeShapeElements(context, into: &elements)
    }
}

extension _StrokedShape: PrimitiveView {
    func makeElements(_ context: ResolveContext, into elements: inout [Element]) {
        makeShapeElements(context, into: &elements)
    }
}

// A gradient as a view fills the room it is offered, as a colour does: a
// rectangle filled with it, drawn once per size.

extension GradientStyle {
    func makeGradientElements(_ context: ResolveContext, into elements: inout [Element]) {
        elements.append(
            ShapeElement(
                outline: Rectangle().outline, mode: .fill(evenOdd: false),
                paint: .gradient(paint(in: context.environment)),
                background: context.environment.attributes.background))
    }
}

extension LinearGradient: PrimitiveView {
    func makeElements(_ context: ResolveContext, into elements: inout [Element]) {
        makeGradientElements(context, into: &elements)
    }
}

extension RadialGradient: PrimitiveView {
    func makeElements(_ context: ResolveContext, into elements: inout [Element]) {
        makeGradientElements(context, into: &elements)
    }
}

extension EllipticalGradient: PrimitiveView {
    func makeElements(_ context: ResolveContext, into elements: inout [Element]) {
        makeGradientElements(context, into: &elements)
    }
}

extension AngularGradient: PrimitiveView {
    func makeElements(_ context: ResolveContext, into elements: inout [Element]) {
        makeGradientElements(context, into: &elements)
    }
}

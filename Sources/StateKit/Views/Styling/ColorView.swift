/// A colour as a view, as in SwiftUI: it fills the room it is offered with
/// the colour, behind whatever is drawn over it; `.clear` draws nothing.
extension Color: View, PrimitiveView {
    /// Colours are drawn by StateKit.
    public var body: Never { primitiveBody() }

    func makeElements(_ context: ResolveContext, into elements: inout [Element]) {
        elements.append(ColorFillElement(color: context.environment.resolved(self)))
    }
}

/// Empty space that grows along its stack's axis.
public struct Spacer: View, PrimitiveView {
    let minLength: Int

    /// Space at least `minLength` cells long (none by default).
    public init(minLength: CGFloat? = nil) {
        self.minLength = Cells.count(minLength, or: 0)
    }

    /// Spacers are drawn by StateKit.
    public var body: Never { primitiveBody() }

    func makeElements(_ context: ResolveContext, into elements: inout [Element]) {
        if let spacer = context.reusable(SpacerElement.self, at: elements.count) {
            spacer.updatedAlike = spacer.minLength == minLength
            spacer.minLength = minLength
            elements.append(spacer)
        } else {
            elements.append(SpacerElement(minLength: minLength))
        }
    }
}

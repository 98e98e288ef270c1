/// Empty space that grows along its stack's axis.
public struct Spacer: View, PrimitiveView {
    let minLength: CGFloat?

    /// Space at least `minLength` points long (none by default).
    public init(minLength: CGFloat? = nil) {
        self.minLength = minLength
    }

    /// Spacers are drawn by StateKit.
    public var body: Never { primitiveBody() }

    func makeElements(_ context: ResolveContext, into elements: inout [Element]) {
        let scale = context.environment.lengthScale
        let minLength = SpacerElement.MinLength(
            columns: scale.columns(self.minLength, or: 0), rows: scale.rows(self.minLength, or: 0))
        if let spacer = context.reusable(SpacerElement.self, at: elements.count) {
            spacer.updatedAlike = spacer.minLength == minLength
            spacer.minLength = minLength
            elements.append(spacer)
        } else {
            elements.append(SpacerElement(minLength: minLength))
        }
    }
}

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

final class SpacerElement: Element {
    override func adoptLayout(of old: Element) -> Bool {
        guard let old = old as? SpacerElement, old.minLength == minLength else { return false }
        frame = old.frame
        return true
    }

    // `@exclusivity(unchecked)` on the bookkeeping below: it is touched on every
    // update, never while another access to it is under way, and the runtime's
    // check cost more than the access itself.
    @exclusivity(unchecked) var minLength: Int

    init(minLength: Int) {
        self.minLength = minLength
    }

    /// A spacer declares nothing.
    override func collectDeclarations(into declarations: inout Declarations) {}

    override func sizeThatFits(_ proposal: ProposedSize) -> Size {
        switch stackAxis {
        case .vertical: Size(width: 0, height: max(minLength, proposal.height ?? minLength))
        case .horizontal: Size(width: max(minLength, proposal.width ?? minLength), height: 0)
        case nil: .zero
        }
    }
}

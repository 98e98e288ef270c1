/// Empty space that grows along its stack's axis.
public struct Spacer: View, PrimitiveView {
    let minLength: Int

    /// Space at least `minLength` cells long (none by default).
    public init(minLength: CGFloat? = nil) {
        self.minLength = minLength.map(Cells.count) ?? 0
    }

    /// Spacers are drawn by StateKit.
    public var body: Never { primitiveBody() }

    func makeElements(_ context: ResolveContext, into elements: inout [Element]) {
        elements.append(SpacerElement(minLength: minLength))
    }
}

final class SpacerElement: Element {
    override func adoptLayout(of old: Element) -> Bool {
        guard let old = old as? SpacerElement, old.minLength == minLength else { return false }
        frame = old.frame
        return true
    }

    let minLength: Int

    init(minLength: Int) {
        self.minLength = minLength
    }

    override func sizeThatFits(_ proposal: ProposedSize) -> Size {
        switch stackAxis {
        case .vertical: Size(width: 0, height: max(minLength, proposal.height ?? minLength))
        case .horizontal: Size(width: max(minLength, proposal.width ?? minLength), height: 0)
        case nil: .zero
        }
    }
}

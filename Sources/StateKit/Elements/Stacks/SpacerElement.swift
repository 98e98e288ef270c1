final class SpacerElement: Element {
    override func adoptLayout(of old: Element) -> Bool {
        guard let old = old as? SpacerElement, old.minLength == minLength else { return false }
        frame = old.frame
        return true
    }

    // `@exclusivity(unchecked)` below: see ARCHITECTURE.md, "Unchecked exclusivity".
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

final class SpacerElement: Element {
    override func adoptLayout(of old: Element) -> Bool {
        guard let old = old as? SpacerElement, old.minLength == minLength else { return false }
        frame = old.frame
        return true
    }

    // `@exclusivity(unchecked)` below: see ARCHITECTURE.md, "Unchecked exclusivity".
    @exclusivity(unchecked) var minLength: MinLength

    /// The least a spacer takes along a row and down a column: one length,
    /// in columns and in rows.
    struct MinLength: Equatable {
        let columns: Int
        let rows: Int
    }

    init(minLength: MinLength) {
        self.minLength = minLength
    }

    /// A spacer declares nothing.
    override func collectDeclarations(into declarations: inout Declarations) {}

    override func sizeThatFits(_ proposal: ProposedSize) -> Size {
        switch stackAxis {
        case .vertical: Size(width: 0, height: max(minLength.rows, proposal.height ?? minLength.rows))
        case .horizontal: Size(width: max(minLength.columns, proposal.width ?? minLength.columns), height: 0)
        case nil: .zero
        }
    }
}

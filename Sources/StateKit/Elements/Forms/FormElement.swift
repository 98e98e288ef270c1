/// A form's sections, one under another with a blank line between them.
final class FormElement: MultiChildElement {
    /// Blank lines between two sections.
    static let sectionSpacing = 1

    init(groups: [Element]) {
        super.init(children: groups)
        for child in children { child.stackAxis = .vertical }
    }

    /// The form's rows as sections: a section stays one, and the rows
    /// between sections make one of their own, without header or footer,
    /// standing in by `formIndent` as a section's rows do.
    static func sections(of rows: [Element], formIndent: Int) -> [Element] {
        var groups: [Element] = []
        var loose: [Element] = []
        func closeLoose() {
            guard !loose.isEmpty else { return }
            groups.append(
                SectionElement(header: nil, rows: loose, footer: nil, rowIndent: formIndent, isSection: true))
            loose = []
        }
        for row in rows {
            if isSection(row) {
                closeLoose()
                groups.append(row)
            } else {
                loose.append(row)
            }
        }
        closeLoose()
        return groups
    }

    /// Whether `element` is a section: one itself, or a view whose body is
    /// one.
    static func isSection(_ element: Element) -> Bool {
        if let section = element as? SectionElement { return section.isSection }
        if let standIn = element.standsFor { return isSection(standIn) }
        return false
    }

    private func childSizes(width: Int?) -> [Size] {
        var sizes: [Size] = []
        sizes.reserveCapacity(children.count)
        for child in children { sizes.append(child.sizeThatFits(ProposedSize(width: width, height: nil))) }
        return sizes
    }

    override func sizeThatFits(_ proposal: ProposedSize) -> Size {
        var width = 0
        var height = max(0, children.count - 1) * Self.sectionSpacing
        for size in childSizes(width: proposal.width) {
            width = max(width, size.width)
            height += size.height
        }
        return Size(width: proposal.width ?? width, height: height)
    }

    override func place(in rect: Rect) {
        frame = rect
        recycleReplacedChildren()
        var y = rect.minY
        for (child, size) in zip(children, childSizes(width: rect.size.width)) {
            child.place(in: Rect(x: rect.minX, y: y, width: rect.size.width, height: size.height))
            y += size.height + Self.sectionSpacing
        }
    }
}

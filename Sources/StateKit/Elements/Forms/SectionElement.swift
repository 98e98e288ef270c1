/// A section on screen: its header, its rows one under another, standing in
/// by `rowIndent` columns, then its footer. Each row is offered the width
/// left of the section's, and placed at its start.
final class SectionElement: MultiChildElement {
    let hasHeader: Bool
    let hasFooter: Bool
    let rowIndent: Int
    /// Whether it is a `Section`'s, which a form draws apart; other views
    /// laid out alike (a disclosure group, a progress bar) are rows.
    let isSection: Bool

    init(header: Element?, rows: [Element], footer: Element?, rowIndent: Int, isSection: Bool = false) {
        hasHeader = header != nil
        hasFooter = footer != nil
        self.rowIndent = rowIndent
        self.isSection = isSection
        var children: [Element] = []
        if let header { children.append(header) }
        children += rows
        if let footer { children.append(footer) }
        super.init(children: children)
        for child in children { child.stackAxis = .vertical }
    }

    /// A form's fields side by side in columns, as in iOS's Settings: each
    /// value starts after the section's longest label, of those short enough
    /// to make a column (a longer one keeps its own width, rather than push
    /// every value off the row).
    private static func lineUpFields(in rows: ArraySlice<Element>) {
        let fields = rows.compactMap(field(in:))
        let widest = fields.count > 1 ? fields.compactMap(\.labelWidth).filter { $0 <= columnLimit }.max() : nil
        for field in fields { field.labelColumns = widest }
    }

    /// The widest label a column of values is made after.
    private static let columnLimit = 24

    /// The text field a row is, through what stands in for it.
    static func field(in row: Element) -> TextFieldElement? {
        if let field = row as? TextFieldElement { return field }
        if let standIn = row.standsFor { return field(in: standIn) }
        if let wrapper = row as? WrapperElement { return field(in: wrapper.child) }
        return nil
    }

    /// The rows, without the header and footer.
    var rows: ArraySlice<Element> {
        children[(hasHeader ? 1 : 0)..<(children.count - (hasFooter ? 1 : 0))]
    }

    override func hasLayoutParameters(of old: MultiChildElement) -> Bool {
        guard let old = old as? SectionElement else { return false }
        return (old.hasHeader, old.hasFooter, old.rowIndent, old.isSection)
            == (hasHeader, hasFooter, rowIndent, isSection)
    }

    /// How far the child at `index` stands in: the rows by the indent, and
    /// a section's header and footer with them, lined up as in iOS's
    /// grouped forms (a disclosure group's label stays out).
    private func indent(of index: Int) -> Int {
        if isSection { return rowIndent }
        return (hasHeader && index == 0) || (hasFooter && index == children.count - 1) ? 0 : rowIndent
    }

    private func childSizes(width: Int?) -> [Size] {
        // Lined up as they are measured: a row's view is made after the
        // section, so its field is known only now.
        if isSection && rowIndent > 0 { Self.lineUpFields(in: rows) }
        var sizes: [Size] = []
        sizes.reserveCapacity(children.count)
        for (index, child) in children.enumerated() {
            let inner = width.map { max(0, $0 - indent(of: index)) }
            sizes.append(child.sizeThatFits(ProposedSize(width: inner, height: nil)))
        }
        return sizes
    }

    override func sizeThatFits(_ proposal: ProposedSize) -> Size {
        var width = 0
        var height = 0
        for (index, size) in childSizes(width: proposal.width).enumerated() {
            width = max(width, size.width + indent(of: index))
            height += size.height
        }
        return Size(width: min(width, proposal.width ?? width), height: height)
    }

    override func place(in rect: Rect) {
        frame = rect
        recycleReplacedChildren()
        var y = rect.minY
        for (index, size) in childSizes(width: rect.size.width).enumerated() {
            let indent = indent(of: index)
            let width = min(size.width, max(0, rect.size.width - indent))
            children[index].place(in: Rect(x: rect.minX + indent, y: y, width: width, height: size.height))
            y += size.height
        }
    }
}

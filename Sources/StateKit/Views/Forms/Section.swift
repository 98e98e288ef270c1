/// Rows under a header and above a footer, as SwiftUI's `Section`: in a
/// `Form` or a `List` the rows of one group, elsewhere the three stacked.
/// The header is quiet, as iOS draws it: in a form, in the secondary colour
/// and upper case (`.textCase(nil)` keeps its case), lined up with the rows;
/// elsewhere in the secondary colour and bold; in a list, bold. The footer
/// is in the secondary colour.
public struct Section<Parent: View, Content: View, Footer: View>: View, PrimitiveView {
    let header: Parent
    let content: Content
    let footer: Footer

    /// A section of `content` with a header and a footer.
    public init(
        @ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent, @ViewBuilder footer: () -> Footer
    ) {
        self.header = header()
        self.content = content()
        self.footer = footer()
    }

    /// A section with `header` and `footer` views, in the older form.
    public init(header: Parent, footer: Footer, @ViewBuilder content: () -> Content) {
        self.header = header
        self.content = content()
        self.footer = footer
    }

    /// Sections are drawn by StateKit.
    public var body: Never { primitiveBody() }

    func makeElements(_ context: ResolveContext, into elements: inout [Element]) {
        let inForm = context.environment[FormRowsKey.self]
        let inList = context.environment[ListRowsKey.self] && !inForm
        // Quiet headers, as iOS draws them: a form's in the secondary colour
        // and upper case (unless `.textCase(nil)` says otherwise, around the
        // form or on the header); elsewhere in the secondary colour and bold;
        // in a list's row bold, as the list draws an inline section's header.
        var headerContext = context
        let attributes = context.environment.attributes
        if !inList { headerContext.environment.attributes.foreground = attributes.foreground ?? .secondary }
        if inForm {
            if attributes.textCase == nil && !attributes.keepsTextCase {
                headerContext.environment.attributes.textCase = .uppercase
            }
        } else {
            headerContext.environment.attributes.textStyle.insert(.bold)
        }
        let header = Parent.self == EmptyView.self ? nil : headerContext.resolveOne(self.header, at: .index(0))
        let rows = context.resolveLevel(content, at: .index(1))
        var footerContext = context
        footerContext.environment.attributes.foreground = .secondary
        let footer = Footer.self == EmptyView.self ? nil : footerContext.resolveOne(self.footer, at: .index(2))
        if inList {
            let drawing = context.environment.attributes.styleDrawings[ListDrawing.self]
            let lines: Bool = if case .divider = drawing.separator { true } else { false }
            if let section = Self.listRows(header: header, rows: rows, footer: footer, lines: lines) {
                elements.append(section)
            }
            return
        }
        elements.append(
            SectionElement(
                header: header, rows: rows, footer: footer, rowIndent: inForm ? FormRowsKey.indent : 0, isSection: true)
        )
    }
}

extension Section {
    /// A section in a list's row: the body of a view the list holds, or an
    /// `if`'s, which it could not look into as it counted its rows (an inline
    /// section's header, rows and footer are rows of the list:
    /// `collectRowSegments`). Drawn as those rows are, one under another,
    /// with a line between them where the list's style draws one; nothing
    /// for a section of nothing, which then takes no line.
    fileprivate static func listRows(header: Element?, rows: [Element], footer: Element?, lines: Bool) -> Element? {
        var children: [Element] = []
        for element in [header].compactMap({ $0 }) + rows + [footer].compactMap({ $0 }) {
            if lines && !children.isEmpty { children.append(DividerElement()) }
            children.append(element)
        }
        guard !children.isEmpty else { return nil }
        let stack = StackElement(axis: .vertical, spacing: 0, alignment: .start, children: children)
        stack.isListSection = true
        return stack
    }
}

extension Section where Parent == EmptyView, Footer == EmptyView {
    /// A section of `content`, with neither header nor footer.
    public init(@ViewBuilder content: () -> Content) {
        self.init(content: content, header: { EmptyView() }, footer: { EmptyView() })
    }
}

extension Section where Footer == EmptyView {
    /// A section of `content` under `header`.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent) {
        self.init(content: content, header: header, footer: { EmptyView() })
    }

    /// A section of `content` under `header`, in the older form.
    public init(header: Parent, @ViewBuilder content: () -> Content) {
        self.init(header: header, footer: EmptyView(), content: content)
    }
}

extension Section where Parent == EmptyView {
    /// A section of `content` above `footer`.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder footer: () -> Footer) {
        self.init(content: content, header: { EmptyView() }, footer: footer)
    }

    /// A section of `content` above `footer`, in the older form.
    public init(footer: Footer, @ViewBuilder content: () -> Content) {
        self.init(header: EmptyView(), footer: footer, content: content)
    }
}

extension Section where Parent == Text, Footer == EmptyView {
    /// A section of `content` under the header `title`.
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content, header: { Text(title) }, footer: { EmptyView() })
    }
}

extension Section: RowSegmentSource {
    /// In a list: the header, then the rows, then the footer, each a row.
    func collectRowSegments(into source: inout RowSource) {
        source.beginSection()
        if Parent.self != EmptyView.self { source.append(SingleRow(view: header.bold())) }
        source.add(content)
        if Footer.self != EmptyView.self { source.append(SingleRow(view: footer.foregroundStyle(.secondary))) }
    }
}

/// Whether the views resolved are a form's rows: sections indent them, and
/// controls with a label and a value spread across the row.
struct FormRowsKey: EnvironmentKey {
    static let defaultValue = false

    /// How far a form's rows stand in from their section's header.
    static let indent = 2
}

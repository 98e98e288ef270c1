extension View {
    /// The view behind this row of a list, as SwiftUI's: a colour fills the
    /// row across the list's width. Outside a list it draws nothing.
    public func listRowBackground<V: View>(_ view: V?) -> some View {
        ListRowModifier(content: self, change: .background((view as? Color) ?? (view == nil ? nil : .clear)))
    }

    /// Shows or hides the lines above and below this row of a list.
    public func listRowSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all) -> some View {
        ListRowModifier(content: self, change: .separator(visibility == .hidden ? edges : []))
    }

    /// The room around this row of a list, in points: its leading and
    /// trailing insets stand it in from the list's edges.
    public func listRowInsets(_ insets: EdgeInsets?) -> some View {
        ListRowModifier(content: self, change: .insets(insets))
    }
}

/// What a list row modifier changes of its row.
enum ListRowChange {
    case background(Color?)
    case separator(VerticalEdge.Set)
    case insets(EdgeInsets?)
}

/// The result of the list row modifiers: the row, in an element its list
/// reads.
struct ListRowModifier<Content: View>: View, PrimitiveView {
    let content: Content
    let change: ListRowChange

    var body: Never { primitiveBody() }

    func makeElements(_ context: ResolveContext, into elements: inout [Element]) {
        let child = context.resolveOne(content, at: .index(0))
        // Modifiers on one row gather in one element.
        let row = (child as? ListRowElement) ?? ListRowElement(child: child)
        switch change {
        case .background(let color): row.background = row.background ?? color
        case .separator(let edges): row.hiddenSeparators.formUnion(edges)
        case .insets(let insets): row.insets = row.insets ?? insets
        }
        elements.append(row)
    }
}

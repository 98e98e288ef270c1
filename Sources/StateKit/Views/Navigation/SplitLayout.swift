/// The split view's primitive, evaluated in its node, which depends on the
/// terminal's width: the columns side by side, each a navigation stack of
/// its own, or one stack whose screens are the columns.
struct SplitLayout<Sidebar: View, Content: View, Detail: View>: View, PrimitiveView {
    let sidebar: Sidebar
    let content: Content?
    let detail: Detail
    let columns: SplitColumns
    let showsContent: Binding<Bool>
    let showsDetail: Binding<Bool>
    let linkedDetail: Binding<ElementID?>

    var body: Never { primitiveBody() }

    func makeElements(_ context: ResolveContext, into elements: inout [Element]) {
        let graph = context.owner.graph
        let screenWidth = graph.components[ScreenWidth.self]
        screenWidth.read(by: context.owner)
        let width = screenWidth.columns
        let threshold = content == nil ? SplitWidths.sideBySide : SplitWidths.sideBySideForThree
        if width >= threshold {
            columns.isSideBySide = true
            elements.append(sideBySide(width: width, context))
            return
        }
        if columns.isSideBySide {
            // Collapsing: the columns chosen side by side are pushed, as
            // SwiftUI shows the detail of a selection.
            columns.isSideBySide = false
            let (columns, showsContent, showsDetail, hasContent) = (columns, showsContent, showsDetail, content != nil)
            graph.runAfterFrame {
                if hasContent { showsContent.wrappedValue = columns.sidebar.hasSelection }
                showsDetail.wrappedValue = (hasContent ? columns.content : columns.sidebar).hasSelection
            }
        }
        context.resolve(collapsed, at: .index(0), into: &elements)
    }

    /// One stack: the sidebar, and the next column pushed as a row is
    /// chosen; going back clears the choice that pushed it.
    private var collapsed: some View {
        let columns = self.columns
        let showsContent = self.showsContent
        let showsDetail = self.showsDetail
        let detail = self.detail
        let content = self.content
        let toContent = Binding<Bool>(
            get: { showsContent.wrappedValue },
            set: {
                showsContent.wrappedValue = $0
                if !$0 { columns.sidebar.clearSelection?() }
            })
        let toDetail = Binding<Bool>(
            get: { showsDetail.wrappedValue },
            set: {
                showsDetail.wrappedValue = $0
                if !$0 { (content == nil ? columns.sidebar : columns.content).clearSelection?() }
            })
        columns.sidebar.detail = nil
        columns.content.detail = nil
        columns.sidebar.showNext = { (content == nil ? showsDetail : showsContent).wrappedValue = true }
        columns.content.showNext = { showsDetail.wrappedValue = true }
        // The pushed columns show what the split view's latest evaluation
        // made of them, not what they were when they were pushed.
        columns.latestContent = content.map { AnyView($0) }
        columns.latestDetail = AnyView(detail)
        let hasContent = content != nil
        return NavigationStack {
            SplitColumnModifier(content: sidebar, column: columns.sidebar)
                .navigationDestination(isPresented: hasContent ? toContent : toDetail) {
                    if hasContent {
                        SplitColumnModifier(
                            content: LatestColumn(columns: columns, isDetail: false), column: columns.content
                        )
                        .navigationDestination(isPresented: toDetail) { LatestColumn(columns: columns, isDetail: true) }
                    } else {
                        LatestColumn(columns: columns, isDetail: true)
                    }
                }
        }
    }

    /// The columns side by side, a line between them: the sidebar (and the
    /// content) as wide as `SplitWidths.sideColumn` says, the detail the
    /// rest.
    private func sideBySide(width: Int, _ context: ResolveContext) -> Element {
        columns.sidebar.showNext = nil
        columns.content.showNext = nil
        let linkedDetail = self.linkedDetail
        // Links in the column before the detail show their destinations there.
        let showsInDetail = SplitDetail(columns: columns, graph: context.owner.graph) { linkedDetail.wrappedValue = $0 }
        // Which link is shown is the split view's state; its destination, as
        // the link last made it, is kept beside the columns.
        columns.shownLink = linkedDetail.wrappedValue
        columns.sidebar.detail = content == nil ? showsInDetail : nil
        columns.content.detail = content == nil ? nil : showsInDetail
        let detail = self.detail
        let sideColumns = content == nil ? 1 : 2
        /// A side column, as wide as `SplitWidths.sideColumn` says.
        func side(_ column: Element) -> Element {
            SideColumnElement(child: column) { ideal in
                SplitWidths.sideColumn(ideal: ideal, screen: width, sideColumns: sideColumns)
            }
        }
        var children: [Element] = []
        children.append(
            side(
                context.resolveOne(
                    NavigationStack { SplitColumnModifier(content: sidebar, column: columns.sidebar) }, at: .index(0))))
        children.append(DividerElement())
        if let content {
            children.append(
                side(
                    context.resolveOne(
                        NavigationStack { SplitColumnModifier(content: content, column: columns.content) },
                        at: .index(1))))
            children.append(DividerElement())
        }
        children.append(
            context.resolveOne(
                NavigationStack {
                    if columns.shownLink != nil { LinkedDetail(columns: columns) } else { detail }
                }, at: .index(2)))
        return StackElement(axis: .horizontal, spacing: 0, alignment: .start, children: children)
    }
}

/// The columns of a split view whose lists choose: what a choice does next,
/// and how going back clears it.
@MainActor
final class SplitColumns {
    let sidebar = SplitColumn()
    let content = SplitColumn()
    /// How the latest evaluation laid the columns out.
    var isSideBySide = false
    /// The link whose destination the detail column shows, side by side, as
    /// the split view's latest evaluation read it from its state.
    var shownLink: ElementID?
    /// That destination, as its link last made it.
    var linkedDestination = AnyView(EmptyView())
    /// The node the detail column's destination is resolved in: evaluated
    /// again when its link makes the destination anew.
    weak var detailOwner: ViewNode?
    /// The content and the detail as the latest evaluation made them.
    var latestContent: AnyView?
    var latestDetail = AnyView(EmptyView())
}

/// A pushed column of a collapsed split view: the column as the split
/// view's latest evaluation made it.
struct LatestColumn: View, PrimitiveView {
    let columns: SplitColumns
    let isDetail: Bool

    var body: Never { primitiveBody() }

    func makeElements(_ context: ResolveContext, into elements: inout [Element]) {
        let view = isDetail ? columns.latestDetail : columns.latestContent ?? AnyView(EmptyView())
        context.resolve(view, at: .index(0), into: &elements)
    }
}

/// One column of a split view, as its `List(selection:)` sees it.
@MainActor
final class SplitColumn {
    /// Shows the next column, in a collapsed split view; `nil` side by side.
    var showNext: (@MainActor () -> Void)?
    /// Clears the column's selection, set by its list.
    var clearSelection: (@MainActor () -> Void)?
    /// Whether the column's list has a row chosen, as last evaluated.
    var hasSelection = false
    /// Where its links show their destinations, side by side: the detail
    /// column; `nil` when they push on the column's own stack.
    var detail: SplitDetail?
}

/// Shows a link's destination in a split view's detail column, and keeps it
/// in step with the link, as SwiftUI does: when the column holding the link
/// is evaluated again, the destination it makes now is shown.
@MainActor
struct SplitDetail {
    let columns: SplitColumns
    let graph: ViewGraph
    /// Tells the split view which link's destination is shown.
    let present: @MainActor (ElementID) -> Void

    /// Shows `destination`, of the link at `link`.
    func show(_ destination: AnyView, link: ElementID) {
        columns.linkedDestination = destination
        present(link)
    }

    /// The link at `link` was made again with `destination`: if the detail
    /// column shows its destination, it shows this one, its state kept.
    func linkMade(at link: ElementID, destination: @autoclosure () -> AnyView) {
        guard columns.shownLink == link else { return }
        columns.linkedDestination = destination()
        let columns = self.columns
        graph.runAfterFrame {
            columns.detailOwner?.invalidate(because: .observed("NavigationLink"), change: "@dependencies")
        }
    }
}

/// The detail column's destination, as its link last made it, resolved in
/// the column's own node.
struct LinkedDetail: View, PrimitiveView {
    let columns: SplitColumns

    var body: Never { primitiveBody() }

    func makeElements(_ context: ResolveContext, into elements: inout [Element]) {
        columns.detailOwner = context.owner
        // By its link: another link's destination starts afresh.
        context.resolve(columns.linkedDestination, at: .tag(AnyHashable(columns.shownLink)), into: &elements)
    }
}

struct SplitColumnKey: EnvironmentKey {
    static let defaultValue: SplitColumn? = nil
}

/// A split view's column: its lists hear of it through the environment.
struct SplitColumnModifier<Content: View>: View, PrimitiveView {
    let content: Content
    let column: SplitColumn

    var body: Never { primitiveBody() }

    func makeElements(_ context: ResolveContext, into elements: inout [Element]) {
        var inner = context
        inner.environment[SplitColumnKey.self] = column
        inner.resolve(content, at: .index(0), into: &elements)
    }
}

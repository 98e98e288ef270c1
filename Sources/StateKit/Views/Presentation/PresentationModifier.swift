/// What `.sheet`, `.fullScreenCover`, `.popover`, `.alert` and
/// `.confirmationDialog` stand for: the content as it is, and beside it an
/// anchor of no size, a node of StateKit's own that reads the binding. Only
/// the anchor is evaluated when the binding changes, so presenting and
/// dismissing evaluate nothing of the screen below.
struct PresentationModifier<Content: View>: View, PrimitiveView {
    let content: Content
    let anchor: PresentationAnchor

    var body: Never { primitiveBody() }

    func makeElements(_ context: ResolveContext, into elements: inout [Element]) {
        let shown = context.resolveOne(content, at: .index(0))
        let anchor = context.resolveOne(anchor, at: .index(1))
        elements.append(PresenterElement(child: shown, anchor: anchor))
    }
}

/// The node that presents: while `identity` is not `nil`, it makes the
/// presented content, under a root node of its own, and hands its box to
/// the graph to draw over the screen. A new identity (another item) makes
/// the content afresh; `nil` destroys it, so that presenting it again
/// starts with fresh `@State`.
struct PresentationAnchor: View, InternalView {
    let style: Presentation.Style
    /// What is presented, read from the binding: `nil` while nothing is.
    let identity: @MainActor () -> AnyHashable?
    let dismiss: @MainActor () -> Void
    let onDismiss: (() -> Void)?
    let content: @MainActor () -> AnyView
    /// Where the control that opens a menu is.
    var source: (@MainActor () -> Rect?)? = nil

    var body: some View { PresentationAnchorContent(anchor: self) }
}

/// The anchor's primitive, evaluated in the anchor's node.
struct PresentationAnchorContent: View, PrimitiveView {
    let anchor: PresentationAnchor

    var body: Never { primitiveBody() }

    func makeElements(_ context: ResolveContext, into elements: inout [Element]) {
        let node = context.owner
        let graph = node.graph
        guard let identity = anchor.identity() else {
            graph.endPresentation(of: node)
            elements.append(Element())
            return
        }
        // Another item: the sheet of the one before goes, and this one's comes.
        if let shown = graph.presentation(of: node), shown.identity != identity { graph.endPresentation(of: node) }
        let presentation =
            graph.presentation(of: node) ?? Presentation(style: anchor.style, anchor: node, dismiss: anchor.dismiss)
        presentation.identity = identity
        presentation.onDismiss = anchor.onDismiss
        var inner = context
        // The content is a screen of its own: its links do not push on a
        // stack, a split view's column or a list's selection below it, and
        // `dismiss` closes it.
        inner.environment[NavigationPlaceKey.self] = nil
        inner.environment[SplitColumnKey.self] = nil
        inner.environment[ListSelectionKey.self] = nil
        // Nor is it a row of the form or the list that presented it.
        inner.environment[FormRowsKey.self] = false
        inner.environment[ListRowsKey.self] = false
        // A menu's items are in the primary colour, as iOS draws them; a
        // destructive one stays red.
        if presentation.style == .menu { inner.environment.attributes.styleDrawings[ButtonDrawing.self] = .plain }
        inner.environment[PresentationKey.self] = presentation
        let dismiss = anchor.dismiss
        inner.environment.dismiss = DismissAction { dismiss() }
        let root = inner.resolveOne(PresentationRoot(content: anchor.content()), at: .tag(identity))
        presentation.box = PresentationBoxElement(style: anchor.style, child: root, source: anchor.source)
        graph.present(presentation)
        elements.append(Element())
    }
}

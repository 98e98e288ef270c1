/// A stack of screens, as SwiftUI's `NavigationStack`: the root, and above it
/// the screens that links push. A title line on top shows the screen's
/// `navigationTitle` and, above the root, a back button ("‹ " and the title
/// below); Escape, and Backspace or Alt-Left where no text field takes them,
/// go back too. A screen covered by another keeps its state; a popped one is
/// destroyed.
public struct NavigationStack<Data, Root: View>: View, InternalView {
    let root: Root
    let path: Binding<[AnyHashable]>?
    @State private var ownValues: [AnyHashable] = []
    @State private var pushedViews: [PushedScreen] = []
    @State private var model = NavigationModel()
    @State private var editMode = EditMode.inactive

    /// A stack whose path is its own.
    public init(@ViewBuilder root: () -> Root) where Data == NavigationPath {
        self.root = root()
        self.path = nil
    }

    /// A stack showing `path` above the root: appending a value pushes its
    /// screen, removing one pops it, and the user going back removes it.
    public init(path: Binding<NavigationPath>, @ViewBuilder root: () -> Root) where Data == NavigationPath {
        self.root = root()
        self.path = Binding(
            location: path.location ?? AnyHashable("NavigationPath"), snapshotting: false,
            get: { path.wrappedValue.elements }, set: { path.wrappedValue.elements = $0 })
    }

    /// A stack showing the values of `path` above the root.
    public init(path: Binding<Data>, @ViewBuilder root: () -> Root)
    where
        Data: MutableCollection, Data: RandomAccessCollection, Data: RangeReplaceableCollection, Data.Element: Hashable
    {
        self.root = root()
        self.path = Binding(
            location: path.location ?? AnyHashable("NavigationStackPath"), snapshotting: false,
            get: { path.wrappedValue.map { AnyHashable($0) } },
            set: { values in path.wrappedValue = Data(values.compactMap { $0.base as? Data.Element }) })
    }

    /// The stack, internal to StateKit.
    public var body: some View {
        NavigationLayers(
            root: root, model: model, values: path ?? $ownValues, views: $pushedViews, editMode: $editMode)
    }
}

/// The stack's own primitive: the title line, then the top screen; the
/// screens below are kept, hidden.
struct NavigationLayers<Root: View>: View, PrimitiveView {
    let root: Root
    let model: NavigationModel
    let values: Binding<[AnyHashable]>
    let views: Binding<[PushedScreen]>
    /// The stack's own edit mode, for the screens' `EditButton`s where no
    /// view above provides one.
    let editMode: Binding<EditMode>

    var body: Never { primitiveBody() }

    func makeElements(_ context: ResolveContext, into elements: inout [Element]) {
        model.values = values
        model.views = views
        model.owner = context.owner
        context.owner.graph.components[NavigationModels.self].byStack[ObjectIdentifier(context.owner)] = model
        // A link pushed a screen and the view around the stack changed: the
        // root, covered, is made again (hidden), so that the links in it and
        // in the views it makes are made with what they show now, and the
        // screen follows its link. Not for a push or a pop, which change
        // nothing of the root, nor when the stack is evaluated to show what
        // a link made.
        if model.refreshesLinks {
            model.refreshesLinks = false
        } else if views.wrappedValue.contains(where: { $0.link != nil }),
            context.owner.changeDescription.contains("@self")
        {
            var rootContext = context
            rootContext.environment[NavigationPlaceKey.self] = NavigationPlace(model: model, depth: 0)
            _ = rootContext.resolveOne(root, at: .tag(AnyHashable("root")))
        }
        // Each screen by its place in the stack and what it shows, so that a
        // screen replaced at the same depth starts afresh.
        var layers: [(key: AnyHashable, view: any View)] = [(AnyHashable("root"), root)]
        for (index, value) in values.wrappedValue.enumerated() {
            layers.append((AnyHashable(["value", index, value] as [AnyHashable]), model.destination(for: value)))
        }
        for screen in views.wrappedValue {
            let view =
                screen.presenter.flatMap(model.destination(ofPresenter:))
                ?? screen.link.flatMap(model.destination(ofLink:)) ?? screen.view
                ?? screen.value.map { model.destination(for: $0) } ?? AnyView(EmptyView())
            layers.append((AnyHashable(["view", screen.id] as [AnyHashable]), view))
        }
        let depth = layers.count - 1
        model.forgetTitles(above: depth)
        model.showing(layers[depth].key, at: depth)
        for layer in layers.dropLast() {
            context.owner.retainHiddenChildren(under: context.path(appending: .tag(layer.key)), awaitingRemake: false)
        }
        // A path set before the root was ever shown (a stack that starts deep):
        // the root is made, hidden, so that its navigationDestinations are
        // registered as its views are evaluated, and the stack is resolved
        // again once they have been.
        if depth > 0, !model.rootResolved, values.wrappedValue.contains(where: { !model.hasDestination(for: $0) }) {
            var rootContext = context
            rootContext.environment[NavigationPlaceKey.self] = NavigationPlace(model: model, depth: 0)
            _ = rootContext.resolveOne(root, at: .tag(layers[0].key))
            model.rootResolved = true
            let owner = context.owner
            owner.graph.runAfterFrame { [weak owner] in
                owner?.invalidate(because: .observed("navigationDestination"), change: "@dependencies")
            }
        } else {
            // Screens pushed together (`path = [a, b]`) are all made, as in
            // SwiftUI: the covered ones hidden, so that their titles name the
            // back buttons above them and their state is there to go back to.
            for index in layers.indices.dropFirst().dropLast() where !model.isShowing(layers[index].key, at: index) {
                model.showing(layers[index].key, at: index)
                var coveredContext = context
                coveredContext.environment[NavigationPlaceKey.self] = NavigationPlace(model: model, depth: index)
                _ = coveredContext.resolveOne(layers[index].view, at: .tag(layers[index].key))
            }
        }
        if depth == 0 { model.rootResolved = true }
        var screenContext = context
        screenContext.environment[NavigationPlaceKey.self] = NavigationPlace(model: model, depth: depth)
        if screenContext.environment.editMode == nil { screenContext.environment.editMode = editMode }
        if depth > 0 {
            let model = self.model
            screenContext.environment.dismiss = DismissAction { model.pop(toDepth: depth - 1) }
        }
        let screen = screenContext.resolveOne(layers[depth].view, at: .tag(layers[depth].key))
        model.syncPresenters(depth: depth, graph: context.owner.graph)
        let bar = NavigationBarElement(model: model, depth: depth, context: context)
        let filled = FrameElement(
            child: screen,
            bounds: FrameElement.Bounds(maxWidth: Layout.unbounded, maxHeight: Layout.unbounded),
            alignment: .center)
        let bottom = NavigationBottomBarElement(model: model, depth: depth)
        elements.append(StackElement(axis: .vertical, spacing: 0, alignment: .start, children: [bar, filled, bottom]))
    }
}

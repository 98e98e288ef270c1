/// What a `NavigationStack` shares with the links, destinations and titles
/// below it: one object for the stack's life, so that the closures of views
/// that were not evaluated again still push onto the stack as it is now.
@MainActor
final class NavigationModel {
    /// The values pushed by value, as the app's path or the stack's own.
    var values: Binding<[AnyHashable]> = .constant([])
    /// The screens pushed as views (`NavigationLink(destination:)`), above
    /// the values.
    var views: Binding<[PushedScreen]> = .constant([])
    /// The destinations registered by `navigationDestination(for:)`, by type.
    var destinations: [ObjectIdentifier: (AnyHashable) -> AnyView?] = [:]
    /// Each layer's title, by depth (0: the root).
    private(set) var titles: [Int: String] = [:]
    /// The node of the stack, drawn again when a title changes.
    weak var owner: ViewNode?
    /// Whether the root has been resolved, registering its destinations.
    var rootResolved = false
    private var nextViewID = 0

    init() {}

    /// How many screens are pushed above the root.
    var depth: Int { values.wrappedValue.count + views.wrappedValue.count }

    func push(_ value: AnyHashable) {
        if views.wrappedValue.isEmpty {
            values.wrappedValue.append(value)
        } else {
            // A value pushed above pushed views goes on the top all the same.
            views.wrappedValue.append(
                PushedScreen(id: nextID(), view: nil, value: value, presenter: nil, link: nil, onPop: nil))
        }
    }

    func push(
        _ view: AnyView, presenter: ElementID? = nil, link: ElementID? = nil, onPop: (@MainActor () -> Void)? = nil
    ) {
        if let link { linkDestinations[link] = view }
        views.wrappedValue.append(
            PushedScreen(id: nextID(), view: view, value: nil, presenter: presenter, link: link, onPop: onPop))
    }

    /// The destinations of the `NavigationLink(destination:)`s whose screens
    /// are pushed, by the link's place, as their views last made them.
    private var linkDestinations: [ElementID: AnyView] = [:]

    /// The link at `place` was made again with `destination`: if its screen
    /// is pushed, the stack is evaluated again after the frame, and shows
    /// the new destination, as SwiftUI keeps a link's screen in step with it.
    func linkMade(at place: ElementID, destination: @autoclosure () -> AnyView, graph: ViewGraph) {
        guard linkDestinations[place] != nil, views.wrappedValue.contains(where: { $0.link == place }) else { return }
        linkDestinations[place] = destination()
        // Made by the stack's own evaluation, which shows it next; otherwise
        // the stack is evaluated again, once, without making its root again.
        guard let owner, ViewGraph.evaluating !== owner, !refreshesLinks else { return }
        refreshesLinks = true
        graph.runAfterFrame { [weak self] in
            self?.owner?.invalidate(because: .observed("NavigationLink"), change: "@dependencies")
        }
    }

    /// Set while the stack is to be evaluated again to show what a link
    /// made: that evaluation does not make the covered root again.
    var refreshesLinks = false

    /// The destination of the link at `place`, as its view last made it.
    func destination(ofLink place: ElementID) -> AnyView? {
        linkDestinations[place]
    }

    /// The `navigationDestination(isPresented:)` modifiers seen, by place:
    /// the depth of their screen, their binding and their destination.
    private var presenters: [ElementID: Presenter] = [:]

    struct Presenter {
        let depth: Int
        let isPresented: Binding<Bool>
        let destination: () -> AnyView
    }

    /// Records the `navigationDestination(isPresented:)` at `place`.
    func register(_ presenter: Presenter, at place: ElementID) {
        presenters[place] = presenter
    }

    /// Brings the stack in step with the presenters' bindings, after the
    /// frame: a binding turned true pushes its destination, one turned false
    /// pops it. The bindings are read here, so that the stack's node depends
    /// on them even while the screen holding the modifier is covered.
    /// Presenters on screens above `depth`, popped, are forgotten.
    func syncPresenters(depth: Int, graph: ViewGraph) {
        presenters = presenters.filter { $0.value.depth <= depth }
        for (place, presenter) in presenters {
            let presented = presenter.isPresented.wrappedValue
            guard presented != isPushed(by: place) else { continue }
            let isPresented = presenter.isPresented
            let destination = presenter.destination
            graph.runAfterFrame { [weak self] in
                guard let self, isPresented.wrappedValue == presented, presented != self.isPushed(by: place) else {
                    return
                }
                if presented {
                    self.push(destination(), presenter: place) { isPresented.wrappedValue = false }
                } else {
                    self.popScreen(of: place)
                }
            }
        }
    }

    /// The screen the `navigationDestination(isPresented:)` at `place` shows,
    /// made now: what its closure reads is read as the stack is evaluated,
    /// so that a change to it shows on the pushed screen, as in SwiftUI.
    func destination(ofPresenter place: ElementID) -> AnyView? {
        presenters[place]?.destination()
    }

    /// Whether the `navigationDestination(isPresented:)` at `presenter` has its
    /// screen pushed.
    func isPushed(by presenter: ElementID) -> Bool {
        views.wrappedValue.contains { $0.presenter == presenter }
    }

    /// Pops the screen the `navigationDestination(isPresented:)` at
    /// `presenter` pushed, and those above it.
    func popScreen(of presenter: ElementID) {
        guard let index = views.wrappedValue.firstIndex(where: { $0.presenter == presenter }) else { return }
        pop(toDepth: values.wrappedValue.count + index)
    }

    /// Goes back to the screen at `depth`, popping those above it.
    func pop(toDepth depth: Int) {
        while self.depth > max(0, depth) { pop() }
    }

    /// Goes back one screen; nothing at the root.
    func pop() {
        if let screen = views.wrappedValue.last {
            views.wrappedValue.removeLast()
            if let link = screen.link { linkDestinations[link] = nil }
            screen.onPop?()
        } else if !values.wrappedValue.isEmpty {
            values.wrappedValue.removeLast()
        }
    }

    /// Records the title of the screen at `depth`; a changed title draws the
    /// stack's bar again.
    func setTitle(_ title: String, depth: Int) {
        guard titles[depth] != title else { return }
        titles[depth] = title
        if let owner { owner.graph.requestRedraw(owner) }
    }

    /// Forgets the titles and toolbars of the screens above `depth`, popped.
    func forgetTitles(above depth: Int) {
        for key in titles.keys where key > depth { titles[key] = nil }
        for key in toolbars.keys where key > depth { toolbars[key] = nil }
        for key in screens.keys where key > depth { screens[key] = nil }
    }

    /// Each screen's toolbars, by depth, in the order their `.toolbar`s
    /// were first seen.
    private var toolbars: [Int: [Toolbar]] = [:]

    /// One `.toolbar`'s items, and the evaluation of the view that made them:
    /// one its view's later evaluations did not make again (a branch no
    /// longer taken) is gone.
    @MainActor
    private struct Toolbar {
        let place: ElementID
        var items: ToolbarItems
        let maker: WeakNode
        var frame: Int

        var isCurrent: Bool {
            guard let node = maker.node, node.isAlive else { return false }
            return node.evaluatedFrame == frame
        }
    }
    /// The screen each depth shows, by its layer's key: a screen replaced at
    /// the same depth starts without the title and toolbars of the one before.
    private var screens: [Int: AnyHashable] = [:]

    /// Whether the screen at `depth` has been made as the layer `key`.
    func isShowing(_ key: AnyHashable, at depth: Int) -> Bool {
        screens[depth] == key
    }

    /// Notes that the screen at `depth` is the layer `key`.
    func showing(_ key: AnyHashable, at depth: Int) {
        guard screens[depth] != key else { return }
        screens[depth] = key
        titles[depth] = nil
        toolbars[depth] = nil
    }

    /// Records the items of the `.toolbar` at `place`, made by `maker`'s
    /// evaluation under way, on the screen at `depth`; the title line, which
    /// draws them, is drawn again.
    func setToolbar(_ items: ToolbarItems, depth: Int, at place: ElementID, by maker: ViewNode) {
        if let index = toolbars[depth]?.firstIndex(where: { $0.place == place }) {
            toolbars[depth]![index].items = items
            toolbars[depth]![index].frame = maker.evaluatedFrame
        } else {
            toolbars[depth, default: []].append(
                Toolbar(place: place, items: items, maker: WeakNode(node: maker), frame: maker.evaluatedFrame))
        }
        if let owner { owner.graph.requestRedraw(owner) }
    }

    /// The toolbar items of the screen at `depth`, its toolbars merged; those
    /// of views that have gone, or of branches no longer taken, are left out.
    func toolbarItems(depth: Int) -> ToolbarItems {
        guard let screen = toolbars[depth] else { return ToolbarItems() }
        if screen.count == 1, screen[0].isCurrent { return screen[0].items }
        var merged = ToolbarItems()
        for toolbar in screen where toolbar.isCurrent { merged.append(toolbar.items) }
        return merged
    }

    /// Whether the screen on top has items for the keyboard.
    var hasKeyboardItems: Bool { !toolbarItems(depth: depth).keyboard.isEmpty }

    /// Whether the title or bottom line of the screen on top shows the
    /// focusable element `id`.
    func toolbarShows(_ id: ElementID) -> Bool {
        var found = false
        for item in toolbarItems(depth: depth).all where !found {
            item.forEachFocusable { if $0.focusID == id { found = true } }
        }
        return found
    }

    /// Whether a destination is registered for `value`'s type.
    func hasDestination(for value: AnyHashable) -> Bool {
        destinations[ObjectIdentifier(type(of: value.base))] != nil
    }

    private func nextID() -> Int {
        nextViewID += 1
        return nextViewID
    }
}

/// A screen pushed above the path's values: a view, or a value pushed on top
/// of views.
struct PushedScreen {
    let id: Int
    let view: AnyView?
    let value: AnyHashable?
    /// The `navigationDestination(isPresented:)` that pushed it, if one did.
    let presenter: ElementID?
    /// The `NavigationLink(destination:)` that pushed it, if one did.
    let link: ElementID?
    /// Sets that modifier's binding back to `false` when the screen is popped.
    let onPop: (@MainActor () -> Void)?
}

/// The stack a view is in, and the depth of its screen.
@MainActor
struct NavigationPlace {
    let model: NavigationModel
    let depth: Int
}

struct NavigationPlaceKey: EnvironmentKey {
    static let defaultValue: NavigationPlace? = nil
}

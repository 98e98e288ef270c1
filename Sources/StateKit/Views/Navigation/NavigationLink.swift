/// A button that pushes a screen onto the navigation stack around it, as
/// SwiftUI's `NavigationLink`: in a list's or a form's row, its label with
/// "›" at the trailing edge, as iOS draws it; elsewhere, a button whose
/// label "›" follows. Pressed by a click, or by Enter or Space while focused. Outside a stack it has
/// nowhere to push, and is drawn disabled.
public struct NavigationLink<Label: View, Destination: View>: View, PrimitiveView {
    let label: Label
    let push: Push

    enum Push {
        case value(AnyHashable?)
        case view(Destination)
        /// Pushed while the binding is true.
        case active(Binding<Bool>, Destination)
    }

    /// A link that pushes the screen for `value`, which a
    /// `navigationDestination(for:)` above names; `nil` pushes nothing.
    public init<P: Hashable>(value: P?, @ViewBuilder label: () -> Label) where Destination == Never {
        self.label = label()
        self.push = .value(value.map { AnyHashable($0) })
    }

    /// A link titled `title` that pushes the screen for `value`.
    public init<S: StringProtocol, P: Hashable>(_ title: S, value: P?) where Label == Text, Destination == Never {
        self.label = Text(String(title))
        self.push = .value(value.map { AnyHashable($0) })
    }

    /// A link that pushes `destination`.
    public init(@ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.push = .view(destination())
    }

    /// A link titled `title` that pushes `destination`.
    public init<S: StringProtocol>(_ title: S, @ViewBuilder destination: () -> Destination) where Label == Text {
        self.label = Text(String(title))
        self.push = .view(destination())
    }

    /// A link that pushes `destination`, given as a view: the older form,
    /// everywhere in published code.
    public init(destination: Destination, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.push = .view(destination)
    }

    /// A link titled `title` that pushes `destination`, given as a view.
    public init<S: StringProtocol>(_ title: S, destination: Destination) where Label == Text {
        self.label = Text(String(title))
        self.push = .view(destination)
    }

    /// A link whose screen is pushed while `isActive` is true, the older way
    /// to push from code (`navigationDestination(isPresented:)` is the newer):
    /// pressing it sets `isActive`, going back clears it.
    public init(destination: Destination, isActive: Binding<Bool>, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.push = .active(isActive, destination)
    }

    /// A link titled `title` whose screen is pushed while `isActive` is true.
    public init<S: StringProtocol>(_ title: S, destination: Destination, isActive: Binding<Bool>)
    where Label == Text {
        self.label = Text(String(title))
        self.push = .active(isActive, destination)
    }

    /// Links are drawn by StateKit.
    public var body: Never { primitiveBody() }

    func makeElements(_ context: ResolveContext, into elements: inout [Element]) {
        let model = context.environment[NavigationPlaceKey.self]?.model
        let push = self.push
        // In a `List(selection:)` whose values are of the value's type, the
        // link selects its value, as in a split view's sidebar.
        var selected: AnyHashable?
        if case .value(let value?) = push, let selection = context.environment[ListSelectionKey.self],
            selection.accepts(value)
        {
            selected = value
        }
        let selection = context.environment[ListSelectionKey.self]
        // A list's or a form's row: the label, and the chevron at the
        // trailing edge, as iOS draws it; elsewhere, a button.
        let inRows = context.environment.isInRows
        let place = ElementID(node: ObjectIdentifier(context.owner), path: context.path)
        if case .view(let destination) = push {
            model?.linkMade(at: place, destination: AnyView(destination), graph: context.owner.graph)
        }
        // In a split view's sidebar, side by side: shown in the detail column,
        // and kept in step with this link.
        let detail = context.environment[SplitColumnKey.self]?.detail
        if let detail {
            switch push {
            case .view(let destination): detail.linkMade(at: place, destination: AnyView(destination))
            case .value(let value?) where model?.hasDestination(for: value) == true:
                if let model { detail.linkMade(at: place, destination: model.destination(for: value)) }
            default: break
            }
        }
        let button = Button {
            switch push {
            case .value(let value?) where selected != nil: selection?.select(value)
            case .value(let value?) where detail != nil && model?.hasDestination(for: value) == true:
                if let model { detail?.show(model.destination(for: value), link: place) }
            case .view(let destination) where detail != nil: detail?.show(AnyView(destination), link: place)
            case .value(let value?): model?.push(value)
            case .value(nil): break
            case .view(let destination): model?.push(AnyView(destination), link: place)
            case .active(let isActive, _): isActive.wrappedValue = true
            }
        } label: {
            HStack(spacing: 1) {
                // The label first: the room left over goes to the gap.
                label.layoutPriority(1)
                if inRows { Spacer(minLength: 0) }
                Text("›").foregroundStyle(inRows ? .secondary : .primary)
            }
        }
        .disabled(model == nil && selected == nil)
        let first = elements.count
        var context = context
        if inRows { context.environment.attributes.styleDrawings[ButtonDrawing.self] = .plain }
        if case .active(let isActive, let destination) = push {
            context.resolve(
                button.navigationDestination(isPresented: isActive) { destination }, at: .index(0), into: &elements)
            return
        }
        context.resolve(button, at: .index(0), into: &elements)
        if let selected, elements.count > first, let made = elements[first] as? ButtonElement {
            made.selectionValue = selected
        }
    }
}

extension View {
    /// The screens for values of `data`'s type that links in this stack push,
    /// as SwiftUI's.
    public func navigationDestination<D: Hashable, C: View>(
        for data: D.Type, @ViewBuilder destination: @escaping (D) -> C
    ) -> some View {
        NavigationDestinationModifier(content: self, type: data, destination: destination)
    }

    /// Pushes `destination` onto the stack around while `isPresented` is
    /// true, and pops it when it turns false; going back sets it to false.
    public func navigationDestination<V: View>(
        isPresented: Binding<Bool>, @ViewBuilder destination: @escaping () -> V
    ) -> some View {
        PresentedDestinationModifier(content: self, isPresented: isPresented, destination: destination)
    }

    /// Pushes the screen for `item` onto the stack around while it is not
    /// `nil`, and pops it when it turns `nil`; going back sets it to `nil`.
    public func navigationDestination<D: Hashable, C: View>(
        item: Binding<D?>, @ViewBuilder destination: @escaping (D) -> C
    ) -> some View {
        let isPresented = Binding<Bool>(
            get: { item.wrappedValue != nil }, set: { if !$0 { item.wrappedValue = nil } })
        return PresentedDestinationModifier(content: self, isPresented: isPresented) {
            item.wrappedValue.map(destination)
        }
    }

    /// The screen's title, shown bold in the middle of its stack's title line,
    /// and after "‹ " on the back button of the screen above it.
    public func navigationTitle(_ title: String) -> some View {
        NavigationTitleModifier(content: self, title: title)
    }

    /// The screen's title, as text; its words are shown, without its styles.
    public func navigationTitle(_ title: Text) -> some View {
        NavigationTitleModifier(content: self, title: title.content)
    }

    /// The screen's title, which the user can rename: in a navigation stack
    /// it stands in the middle of the title line as a field, bold, that Tab
    /// or a click focuses to edit it in place, as SwiftUI's editable title.
    public func navigationTitle(_ title: Binding<String>) -> some View {
        EditableNavigationTitleModifier(content: self, title: title)
    }
}

/// The result of `.navigationDestination(for:destination:)`: registers the
/// destination with the stack as it is resolved.
struct NavigationDestinationModifier<Content: View, D: Hashable, C: View>: View, PrimitiveView {
    let content: Content
    let type: D.Type
    let destination: (D) -> C

    var body: Never { primitiveBody() }

    func makeElements(_ context: ResolveContext, into elements: inout [Element]) {
        let destination = self.destination
        context.environment[NavigationPlaceKey.self]?.model.destinations[ObjectIdentifier(D.self)] = { value in
            (value.base as? D).map { AnyView(destination($0)) }
        }
        context.resolve(content, at: .index(0), into: &elements)
    }
}

/// The result of `.navigationTitle`: tells the stack the screen's title.
struct NavigationTitleModifier<Content: View>: View, PrimitiveView {
    let content: Content
    let title: String

    var body: Never { primitiveBody() }

    func makeElements(_ context: ResolveContext, into elements: inout [Element]) {
        if let place = context.environment[NavigationPlaceKey.self] {
            place.model.setTitle(title, depth: place.depth)
        }
        context.resolve(content, at: .index(0), into: &elements)
    }
}

/// The result of `.navigationTitle` with a binding: the title, and in a
/// navigation stack a field in the title line's middle that edits it.
struct EditableNavigationTitleModifier<Content: View>: View, PrimitiveView {
    let content: Content
    let title: Binding<String>

    var body: Never { primitiveBody() }

    func makeElements(_ context: ResolveContext, into elements: inout [Element]) {
        let titled = NavigationTitleModifier(content: content, title: title.wrappedValue)
        guard context.environment[NavigationPlaceKey.self] != nil else {
            context.resolve(titled, at: .index(0), into: &elements)
            return
        }
        let field = TextField("Title", text: title).textFieldStyle(.plain).bold()
        context.resolve(
            titled.toolbar { ToolbarItem(placement: .principal) { field } }, at: .index(1), into: &elements)
    }
}

/// A navigation view, deprecated in SwiftUI and everywhere in published code:
/// a `NavigationStack` around its content, or with two or three views a
/// `NavigationSplitView` of as many columns, as SwiftUI shows it on a
/// large screen (`navigationViewStyle(.stack)`: a stack of the first, as on
/// a phone).
public struct NavigationView<Content: View>: View, InternalView {
    let content: Content
    @Environment(\.navigationViewDrawing) private var drawing

    /// A navigation view showing `content` as the stack's root, or its views
    /// as columns.
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    /// The stack or the split view, internal to StateKit.
    public var body: some View {
        if let views = (content as? any ViewSequence)?.views, views.count >= 2 {
            if drawing == .stack {
                // As on a phone: the first view is the root; the others are
                // where its links lead.
                NavigationStack { views[0] }
            } else if views.count >= 3 {
                NavigationSplitView {
                    views[0]
                } content: {
                    views[1]
                } detail: {
                    views[2]
                }
            } else {
                NavigationSplitView {
                    views[0]
                } detail: {
                    views[1]
                }
            }
        } else {
            NavigationStack { content }
        }
    }
}

/// The result of `.navigationDestination(isPresented:destination:)`: keeps
/// the stack in step with the binding, after the frame in which it changed.
struct PresentedDestinationModifier<Content: View, V: View>: View, PrimitiveView {
    let content: Content
    let isPresented: Binding<Bool>
    let destination: () -> V

    var body: Never { primitiveBody() }

    func makeElements(_ context: ResolveContext, into elements: inout [Element]) {
        if let navigation = context.environment[NavigationPlaceKey.self] {
            let place = ElementID(node: ObjectIdentifier(context.owner), path: context.path)
            let destination = self.destination
            navigation.model.register(
                NavigationModel.Presenter(
                    depth: navigation.depth, isPresented: isPresented, destination: { AnyView(destination()) }),
                at: place)
            navigation.model.syncPresenters(depth: navigation.model.depth, graph: context.owner.graph)
        }
        context.resolve(content, at: .index(0), into: &elements)
    }
}

extension NavigationModel {
    /// The screen for `value`, from the destination registered for its type,
    /// or a line saying that none is.
    func destination(for value: AnyHashable) -> AnyView {
        if let make = destinations[ObjectIdentifier(type(of: value.base))], let view = make(value) { return view }
        return AnyView(Text("No navigationDestination for \(type(of: value.base))").foregroundStyle(.secondary))
    }
}

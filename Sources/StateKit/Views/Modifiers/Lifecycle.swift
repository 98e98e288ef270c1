extension View {
    /// Runs `action` each time the view comes on screen: when it is first
    /// shown, and again when its tab is selected after being hidden.
    public func onAppear(perform action: (@MainActor () -> Void)? = nil) -> some View {
        AppearanceModifier(content: self, onAppear: action, onDisappear: nil)
    }

    /// Runs `action` each time the view leaves the screen: its tab is hidden,
    /// or the view is removed.
    public func onDisappear(perform action: (@MainActor () -> Void)? = nil) -> some View {
        AppearanceModifier(content: self, onAppear: nil, onDisappear: action)
    }

    /// Runs `action` with the new value after `value` changed from one
    /// evaluation of the body to the next.
    @available(*, deprecated, message: "use onChange(of:initial:_:) with a closure of two parameters or none")
    public func onChange<V: Equatable>(of value: V, perform action: @escaping @MainActor (V) -> Void) -> some View {
        ChangeModifier(content: self, value: value, initial: false) { _, new in action(new) }
    }

    /// Runs `action` with the old and new values after `value` changed from one
    /// evaluation of the body to the next; with `initial`, also when the view
    /// first appears (old and new then both the first value).
    public func onChange<V: Equatable>(
        of value: V, initial: Bool = false, _ action: @escaping @MainActor (V, V) -> Void
    ) -> some View {
        ChangeModifier(content: self, value: value, initial: initial, action: action)
    }

    /// Runs `action` after `value` changed from one evaluation of the body to the
    /// next; with `initial`, also when the view first appears.
    public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping @MainActor () -> Void)
        -> some View
    {
        ChangeModifier(content: self, value: value, initial: initial) { _, _ in action() }
    }
}

/// The result of `.onAppear` and `.onDisappear`.
struct AppearanceModifier<Content: View>: View, PrimitiveView {
    let content: Content
    let onAppear: (@MainActor () -> Void)?
    let onDisappear: (@MainActor () -> Void)?

    var body: Never { primitiveBody() }

    func makeElements(_ context: ResolveContext, into elements: inout [Element]) {
        let handlers = AppearanceHandlers(
            id: ElementID(node: ObjectIdentifier(context.owner), path: context.path), onAppear: onAppear,
            onDisappear: onDisappear)
        elements.append(AppearanceElement(child: context.resolveOne(content, at: .index(0)), handlers: handlers))
    }
}

/// The result of `.onChange(of:)`: compares the value with the one the owning
/// node's previous evaluation saw at the same place, and runs the action after
/// the frame when it differs.
struct ChangeModifier<Content: View, Value: Equatable>: View, PrimitiveView {
    let content: Content
    let value: Value
    let initial: Bool
    let action: @MainActor (Value, Value) -> Void

    var body: Never { primitiveBody() }

    func makeElements(_ context: ResolveContext, into elements: inout [Element]) {
        // What it modifies first: of two `onChange` on one view, the first
        // written runs first.
        context.resolve(content, at: .index(0), into: &elements)
        let owner = context.owner
        let path = context.path
        let new = value
        if let old = owner.observedValues[path] as? Value {
            if old != new { owner.graph.runAfterFrame { [action] in action(old, new) } }
        } else if initial {
            owner.graph.runAfterFrame { [action] in action(new, new) }
        }
        owner.observedValues[path] = new
    }
}

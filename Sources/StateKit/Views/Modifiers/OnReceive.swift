extension View {
    /// Runs `action` with each value `publisher` delivers while the view is on
    /// screen. A timer publisher is driven by the event loop, at its real rate
    /// (under a manual clock, as the clock is advanced).
    public func onReceive<P: Publisher>(_ publisher: P, perform action: @escaping @MainActor (P.Output) -> Void)
        -> some View where P.Failure == Never
    {
        ReceiveModifier(content: self, publisher: publisher, action: action)
    }
}

/// The result of `.onReceive(_:perform:)`.
struct ReceiveModifier<Content: View, P: Publisher>: View, PrimitiveView {
    let content: Content
    let publisher: P
    let action: @MainActor (P.Output) -> Void

    var body: Never { primitiveBody() }

    func makeElements(_ context: ResolveContext, into elements: inout [Element]) {
        let child = context.resolveOne(content, at: .index(0))
        guard let scheduled = publisher as? any LoopScheduledPublisher, scheduled.interval > .zero else {
            elements.append(child)
            return
        }
        let action = self.action
        let timer = ViewTimer(
            id: ElementID(node: ObjectIdentifier(context.owner), path: context.path), interval: scheduled.interval
        ) {
            guard scheduled.isDelivering, let value = scheduled.nextValue() as? P.Output else { return }
            action(value)
        }
        elements.append(WrapperElement(child: child, timer: timer))
    }
}

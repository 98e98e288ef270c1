extension View {
    /// Runs `action` every `interval` while this view is on screen and `isActive`,
    /// from the application's event loop: no thread, no run loop, and nothing to
    /// wake the process while no timer is active. Under a manual clock it fires as
    /// the clock is advanced (`<tick>` in key scripts).
    package func onTimer(
        every interval: Duration, isActive: Bool = true, perform action: @escaping @MainActor () -> Void
    ) -> TimerModifier<Self> {
        TimerModifier(content: self, interval: interval, isActive: isActive, action: action)
    }
}

/// The result of `.onTimer(every:isActive:perform:)`.
package struct TimerModifier<Content: View>: View, PrimitiveView {
    let content: Content
    let interval: Duration
    let isActive: Bool
    let action: @MainActor () -> Void

    /// Timers are run by StateKit.
    package var body: Never { primitiveBody() }

    func makeElements(_ context: ResolveContext, into elements: inout [Element]) {
        let child = context.resolveOne(content, at: .index(0))
        let timer =
            isActive && interval > .zero
            ? ViewTimer(
                id: ElementID(node: ObjectIdentifier(context.owner), path: context.path), interval: interval,
                action: action)
            : nil
        elements.append(WrapperElement(child: child, timer: timer))
    }
}

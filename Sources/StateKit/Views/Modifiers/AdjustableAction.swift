/// The way an adjustable view is asked to change, as SwiftUI's.
public enum AccessibilityAdjustmentDirection: Hashable, Sendable {
    /// Up a step: Right or Up on the focused view.
    case increment
    /// Down a step: Left or Down on the focused view.
    case decrement
}

extension View {
    /// Makes the view adjustable: a Tab stop, drawn reversed while it has
    /// the focus, where Right and Up call `handler` with `.increment` and
    /// Left and Down with `.decrement`, as a screen reader's swipes do on a
    /// phone. A click gives it the focus.
    public func accessibilityAdjustableAction(
        _ handler: @escaping (AccessibilityAdjustmentDirection) -> Void
    ) -> some View {
        AdjustableActionModifier(content: self, handler: handler)
    }
}

/// The result of `accessibilityAdjustableAction`.
struct AdjustableActionModifier<Content: View>: View, PrimitiveView {
    let content: Content
    let handler: (AccessibilityAdjustmentDirection) -> Void

    var body: Never { primitiveBody() }

    func makeElements(_ context: ResolveContext, into elements: inout [Element]) {
        let handler = self.handler
        elements.append(
            AdjustableElement(
                child: context.resolveOne(content, at: .index(0)), isEnabled: context.environment.isEnabled,
                place: context.focusPlace
            ) { increments in handler(increments ? .increment : .decrement) })
    }
}

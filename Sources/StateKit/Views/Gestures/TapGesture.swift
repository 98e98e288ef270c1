extension View {
    /// Runs `action` when the view is clicked, as SwiftUI's tap gesture:
    /// with a `count` of 2 or more, when it is clicked that many times in a
    /// row, each within half a second of the one before. A view with no
    /// control inside is a Tab stop too, drawn reversed while it has the
    /// focus, where Enter or Space runs `action` at once: a terminal's user
    /// reaches it by the keyboard as well. A control inside keeps its own
    /// clicks and keys.
    public func onTapGesture(count: Int = 1, perform action: @escaping @MainActor () -> Void) -> some View {
        TapGestureModifier(content: self, count: max(1, count), action: action)
    }
}

/// The result of `onTapGesture`.
struct TapGestureModifier<Content: View>: View, PrimitiveView {
    let content: Content
    let count: Int
    let action: @MainActor () -> Void

    var body: Never { primitiveBody() }

    func makeElements(_ context: ResolveContext, into elements: inout [Element]) {
        elements.append(
            TapGestureElement(
                child: context.resolveOne(content, at: .index(0)), count: count,
                isEnabled: context.environment.isEnabled,
                place: context.focusPlace, action: action))
    }
}

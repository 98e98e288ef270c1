extension View {
    /// Makes the content refreshable, as SwiftUI's: where a touch screen pulls
    /// a list down, a terminal presses Ctrl-R, which starts `action` in a task
    /// on the main actor while the view is on screen. A press while a refresh
    /// runs waits for none and starts none.
    public func refreshable(@_inheritActorContext action: @escaping @Sendable () async -> Void) -> some View {
        RefreshableModifier(content: self, action: action)
    }

    /// Accepted: a terminal's scroll views do not bounce.
    public func scrollBounceBehavior(_ behavior: ScrollBounceBehavior, axes: Axis.Set = [.vertical]) -> some View {
        self
    }
}

/// Whether a scroll view bounces at its ends, as SwiftUI names it; accepted.
public struct ScrollBounceBehavior: Sendable {
    private init() {}

    /// As the platform decides.
    public static let automatic = ScrollBounceBehavior()
    /// Always.
    public static let always = ScrollBounceBehavior()
    /// Only when the content is larger than the view.
    public static let basedOnSize = ScrollBounceBehavior()
}

/// The result of `.refreshable`: Ctrl-R runs the action, once at a time.
struct RefreshableModifier<Content: View>: View, PrimitiveView {
    static var refreshKey: Key { .control("r") }

    let content: Content
    let action: @Sendable () async -> Void

    var body: Never { primitiveBody() }

    func makeElements(_ context: ResolveContext, into elements: inout [Element]) {
        let place = ElementID(node: ObjectIdentifier(context.owner), path: context.path)
        let action = self.action
        let graph = context.owner.graph
        let refresh: @MainActor () -> Void = { [weak graph] in
            guard let graph, graph.components[RunningRefreshes.self].places.insert(place).inserted else { return }
            // Read on the main actor only, as the task below is; its ids
            // (`AnyHashable`) keep the compiler from seeing it as sendable.
            nonisolated(unsafe) let running = place
            Task(executorPreference: graph.taskExecutor) { @MainActor [weak graph] in
                await action()
                graph?.components[RunningRefreshes.self].places.remove(running)
            }
        }
        elements.append(
            WrapperElement.resolve(
                content, in: context, at: elements.count, shortcut: Shortcut(key: Self.refreshKey, action: refresh)))
    }
}

/// The `.refreshable` modifiers whose action is running, by place: one
/// refresh at a time each.
@MainActor
final class RunningRefreshes: GraphComponent {
    var places: Set<ElementID> = []
}

extension View {
    /// Starts `action` in a task when the view appears and cancels it when
    /// the view disappears, as SwiftUI's. The task runs on the main actor when
    /// the action was written there (in a view), so it may read and set the
    /// view's state; its `await`s, `Task.sleep` included, are served by the
    /// event loop between frames.
    public func task(
        priority: TaskPriority = .userInitiated, @_inheritActorContext _ action: @escaping @Sendable () async -> Void
    ) -> some View {
        TaskModifier(content: self, id: TaskID(), priority: priority, action: action)
    }

    /// Starts `action` in a task when the view appears and again, after
    /// cancelling the one running, whenever `id` changes; cancels it when the
    /// view disappears.
    public func task<ID: Equatable>(
        id value: ID, priority: TaskPriority = .userInitiated,
        @_inheritActorContext _ action: @escaping @Sendable () async -> Void
    ) -> some View {
        TaskModifier(content: self, id: value, priority: priority, action: action)
    }
}

/// The identity of a `.task` without `id:`: always the same.
struct TaskID: Equatable {}

/// The result of `.task`.
struct TaskModifier<Content: View, ID: Equatable>: View, PrimitiveView {
    let content: Content
    let id: ID
    let priority: TaskPriority
    let action: @Sendable () async -> Void

    var body: Never { primitiveBody() }

    func makeElements(_ context: ResolveContext, into elements: inout [Element]) {
        let child = context.resolveOne(content, at: .index(0))
        let place = ElementID(node: ObjectIdentifier(context.owner), path: context.path)
        let graph = context.owner.graph
        let task = ViewTask.find(place, in: graph)
        task.update(id: id, priority: priority, action: action)
        let handlers = AppearanceHandlers(
            id: place,
            onAppear: { [weak task] in task?.appear() },
            onDisappear: {
                let tasks = graph.components[ViewTasks.self]
                tasks.byPlace[place]?.disappear()
                tasks.byPlace[place] = nil
            })
        elements.append(AppearanceElement(child: child, handlers: handlers))
    }
}

/// The task of one `.task` modifier, kept by the graph by the modifier's
/// place while its view is on screen.
@MainActor
final class ViewTask {
    private var running: Task<Void, Never>?
    private var id: Any?
    private var priority: TaskPriority = .userInitiated
    private var action: @Sendable () async -> Void = {}
    private var isOnScreen = false

    /// Where the task runs what it runs off the main actor: the graph's
    /// manual executor under a manual clock, else the default.
    private let executor: (any TaskExecutor)?

    private init(executor: (any TaskExecutor)?) {
        self.executor = executor
    }

    /// The task of the `.task` at `place`, made on its first evaluation.
    static func find(_ place: ElementID, in graph: ViewGraph) -> ViewTask {
        let tasks = graph.components[ViewTasks.self]
        if let task = tasks.byPlace[place] { return task }
        let task = ViewTask(executor: graph.taskExecutor)
        tasks.byPlace[place] = task
        return task
    }

    /// Takes the latest body's action; a changed `id` on screen restarts the
    /// task.
    func update<ID: Equatable>(id: ID, priority: TaskPriority, action: @escaping @Sendable () async -> Void) {
        let changed = (self.id as? ID).map { $0 != id } ?? (self.id != nil)
        self.id = id
        self.priority = priority
        self.action = action
        if changed && isOnScreen { start() }
    }

    func appear() {
        isOnScreen = true
        if running == nil { start() }
    }

    func disappear() {
        isOnScreen = false
        running?.cancel()
        running = nil
    }

    private func start() {
        running?.cancel()
        let action = self.action
        running = Task(executorPreference: executor, priority: priority) { await action() }
    }
}

/// The tasks of the `.task` modifiers on screen, by place: the graph keeps
/// them while their views are on screen.
@MainActor
final class ViewTasks: GraphComponent {
    var byPlace: [ElementID: ViewTask] = [:]
}

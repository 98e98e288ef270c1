import StateKit

/// One app-wide state object: every change invalidates every view holding it.
final class AppState: ObservableObject {
    @Published var counter: Int = 0
    @Published var user: User?
    @Published var selectedTab: Tab = .home
    @Published var exerciseDays: [ExerciseDay]
    private let context: DesignContext

    init(context: DesignContext) {
        self.context = context
        exerciseDays = context.loadHistory()
    }

    var isAuthenticated: Bool { user != nil }

    func addDoneExercise(_ exerciseName: String) {
        exerciseDays = context.recordExercise(exerciseName)
    }
}

/// The monolithic design: one `AppState` in the environment, held by every view.
struct MonolithicDesign: StateDesign {
    let appState: AppState
    let storage: HistoryStorage

    init(context: DesignContext) {
        appState = AppState(context: context)
        storage = context.storage
    }

    var root: AnyView {
        AnyView(Monolithic.ContentView().pane().environmentObject(appState).environment(storage))
    }

    var state: DesignState {
        DesignState(
            counter: appState.counter, user: appState.user, selectedTab: appState.selectedTab,
            historyCount: appState.exerciseDays.exerciseCount)
    }
}

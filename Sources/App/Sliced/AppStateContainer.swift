import StateKit

/// The counter's slice of the app state.
final class CounterState: ObservableObject {
    @Published var counter: Int = 0
}

/// The authentication slice: a non-optional wrapper around an optional user.
final class AuthenticationState: ObservableObject {
    @Published var user: User?

    var isAuthenticated: Bool { user != nil }
}

/// The selected tab's slice.
final class TabViewState: ObservableObject {
    @Published var selectedTab: Tab = .home
}

/// The Day 12 article's store of exercises done, saved on every change.
final class HistoryStore: ObservableObject {
    @Published var exerciseDays: [ExerciseDay]
    private let context: DesignContext

    init(context: DesignContext) {
        self.context = context
        exerciseDays = context.loadHistory()
    }

    func addDoneExercise(_ exerciseName: String) {
        exerciseDays = context.recordExercise(exerciseName)
    }
}

/// Holds the slices and publishes nothing: views that only write state hold the
/// container, so they never re-render when the state changes.
final class AppStateContainer: ObservableObject {
    let counterState = CounterState()
    let authenticationState = AuthenticationState()
    let tabViewState = TabViewState()
    let historyStore: HistoryStore

    init(context: DesignContext) {
        historyStore = HistoryStore(context: context)
    }
}

/// The sliced design: the container and each slice in the environment.
struct SlicedDesign: StateDesign {
    let container: AppStateContainer
    let storage: HistoryStorage

    init(context: DesignContext) {
        container = AppStateContainer(context: context)
        storage = context.storage
    }

    var root: AnyView {
        AnyView(
            Sliced.ContentView().pane()
                .environmentObject(container)
                .environmentObject(container.counterState)
                .environmentObject(container.authenticationState)
                .environmentObject(container.tabViewState)
                .environmentObject(container.historyStore)
                .environment(storage))
    }

    var state: DesignState {
        DesignState(
            counter: container.counterState.counter, user: container.authenticationState.user,
            selectedTab: container.tabViewState.selectedTab,
            historyCount: container.historyStore.exerciseDays.exerciseCount)
    }
}

import StateKit

/// One way of holding the demo's state: it builds the root view with its state
/// injected, and reads the values the report shows.
@MainActor
protocol StateDesign {
    var root: AnyView { get }
    var state: DesignState { get }
}

/// What a design holds, whatever the design.
struct DesignState: Equatable {
    var counter: Int
    var user: User?
    var selectedTab: Tab
    var historyCount: Int
}

/// What every design needs from outside: where the history lives and what day it is.
@MainActor
struct DesignContext {
    let storage: HistoryStorage
    let today: @MainActor () -> String

    /// The history as this process knows it.
    func loadHistory() -> [ExerciseDay] { storage.load() }

    /// Records `exerciseName` as done today and saves; the history afterwards.
    func recordExercise(_ exerciseName: String) -> [ExerciseDay] {
        storage.record(exerciseName, on: today())
    }
}

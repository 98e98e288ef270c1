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

    /// The history as saved.
    func loadHistory() -> [ExerciseDay] { storage.load() }

    /// Records `exerciseName` as done today in `days`, and saves them.
    func addDoneExercise(_ exerciseName: String, to days: inout [ExerciseDay]) {
        days.addDoneExercise(exerciseName, on: today())
        storage.save(days)
    }
}

import Observation
import StateKit

/// One `@Observable` model: views depend only on the properties they read.
@MainActor
@Observable
final class AppModel {
    var counter: Int = 0
    var user: User?
    var selectedTab: Tab = .home
    var exerciseDays: [ExerciseDay]
    @ObservationIgnored private let context: DesignContext

    init(context: DesignContext) {
        self.context = context
        exerciseDays = context.loadHistory()
    }

    var isAuthenticated: Bool { user != nil }

    func addDoneExercise(_ exerciseName: String) {
        exerciseDays = context.recordExercise(exerciseName)
    }
}

/// The observable design: one model in the environment, no manual slicing.
struct ObservableDesign: StateDesign {
    let model: AppModel
    let storage: HistoryStorage

    init(context: DesignContext) {
        model = AppModel(context: context)
        storage = context.storage
    }

    var root: AnyView {
        AnyView(Observed.ContentView().pane().environment(model).environment(storage))
    }

    var state: DesignState {
        DesignState(
            counter: model.counter, user: model.user, selectedTab: model.selectedTab,
            historyCount: model.exerciseDays.exerciseCount)
    }
}

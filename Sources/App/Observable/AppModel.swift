import Observation
import StateKit

/// One `@Observable` model: views depend only on the properties they read.
@MainActor
@Observable
final class AppModel {
    var counter: Int = 0
    var isAuthenticated: Bool = false
    var selectedTab: Tab = .home
}

/// The observable design: one model in the environment, no manual slicing.
struct ObservableDesign: StateDesign {
    let model = AppModel()

    var root: AnyView {
        AnyView(Observed.ContentView().pane().environment(model))
    }

    var state: DemoState {
        DemoState(counter: model.counter, isAuthenticated: model.isAuthenticated, selectedTab: model.selectedTab)
    }
}

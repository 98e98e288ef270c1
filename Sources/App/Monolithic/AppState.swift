import StateKit

/// One app-wide state object: every change invalidates every view holding it.
final class AppState: ObservableObject {
    @Published var counter: Int = 0
    @Published var isAuthenticated: Bool = false
    @Published var selectedTab: Tab = .home
}

/// The monolithic design: one `AppState` in the environment, held by every view.
struct MonolithicDesign: StateDesign {
    let appState = AppState()

    var root: AnyView {
        AnyView(Monolithic.ContentView().pane().environmentObject(appState))
    }

    var state: DemoState {
        DemoState(
            counter: appState.counter, isAuthenticated: appState.isAuthenticated, selectedTab: appState.selectedTab)
    }
}

import StateKit

/// The counter's slice of the app state.
final class CounterState: ObservableObject {
    @Published var counter: Int = 0
}

/// The authentication slice.
final class AuthenticationState: ObservableObject {
    @Published var isAuthenticated: Bool = false
}

/// The selected tab's slice.
final class TabViewState: ObservableObject {
    @Published var selectedTab: Tab = .home
}

/// Holds the slices and publishes nothing: views that only write state hold the
/// container, so they never re-render when the state changes.
final class AppStateContainer: ObservableObject {
    let counterState = CounterState()
    let authenticationState = AuthenticationState()
    let tabViewState = TabViewState()
}

/// The sliced design: the container and each slice in the environment.
struct SlicedDesign: StateDesign {
    let container = AppStateContainer()

    var root: AnyView {
        AnyView(
            Sliced.ContentView().pane()
                .environmentObject(container)
                .environmentObject(container.counterState)
                .environmentObject(container.authenticationState)
                .environmentObject(container.tabViewState))
    }

    var state: DemoState {
        DemoState(
            counter: container.counterState.counter,
            isAuthenticated: container.authenticationState.isAuthenticated,
            selectedTab: container.tabViewState.selectedTab)
    }
}

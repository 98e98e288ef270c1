import StateKit

/// The views after slicing: each holds only the slice it reads, and `HomeView`,
/// which only writes the tab, reaches for the container.
enum Sliced {
    struct ContentView: View {
        @EnvironmentObject var tabViewState: TabViewState

        var body: some View {
            Screens.content(
                tabs: TabView(selection: $tabViewState.selectedTab) {
                    TabItem("Home", key: "1", value: Tab.home) { HomeView().pane() }
                    TabItem("Settings", key: "2", value: Tab.settings) { SettingsView().pane() }
                },
                counter: CounterView().pane(),
                authentication: AuthenticationView().pane())
        }
    }

    struct HomeView: View {
        @EnvironmentObject var container: AppStateContainer

        var body: some View {
            Screens.home { container.tabViewState.selectedTab = .settings }
        }
    }

    struct SettingsView: View {
        var body: some View {
            Screens.settings()
        }
    }

    struct CounterView: View {
        @EnvironmentObject var counterState: CounterState

        var body: some View {
            Screens.counter(
                count: counterState.counter,
                increment: { counterState.counter += 1 },
                decrement: { counterState.counter -= 1 })
        }
    }

    struct AuthenticationView: View {
        @EnvironmentObject var authenticationState: AuthenticationState

        var body: some View {
            Screens.authentication(isAuthenticated: authenticationState.isAuthenticated) {
                authenticationState.isAuthenticated.toggle()
            }
        }
    }
}

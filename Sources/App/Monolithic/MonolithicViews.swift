import StateKit

/// The views of "Slicing Global State" and "App-wide state" before the fix:
/// each holds the whole `AppState`.
enum Monolithic {
    struct ContentView: View {
        @EnvironmentObject var appState: AppState

        var body: some View {
            Screens.content(
                tabs: TabView(selection: $appState.selectedTab) {
                    TabItem("Home", key: "1", value: Tab.home) { HomeView().pane() }
                    TabItem("Settings", key: "2", value: Tab.settings) { SettingsView().pane() }
                },
                counter: CounterView().pane(),
                authentication: AuthenticationView().pane())
        }
    }

    struct HomeView: View {
        @EnvironmentObject var appState: AppState

        var body: some View {
            Screens.home { appState.selectedTab = .settings }
        }
    }

    struct SettingsView: View {
        @EnvironmentObject var appState: AppState

        var body: some View {
            Screens.settings()
        }
    }

    struct CounterView: View {
        @EnvironmentObject var appState: AppState

        var body: some View {
            Screens.counter(
                count: appState.counter,
                increment: { appState.counter += 1 },
                decrement: { appState.counter -= 1 })
        }
    }

    struct AuthenticationView: View {
        @EnvironmentObject var appState: AppState

        var body: some View {
            Screens.authentication(isAuthenticated: appState.isAuthenticated) {
                appState.isAuthenticated.toggle()
            }
        }
    }
}

import StateKit

/// The views with Observation: every view holds the model, and each depends only
/// on what its body reads.
enum Observed {
    struct ContentView: View {
        @Environment(AppModel.self) var model

        var body: some View {
            Screens.content(
                tabs: TabView(selection: Bindable(model).selectedTab) {
                    TabItem("Home", key: "1", value: Tab.home) { HomeView().pane() }
                    TabItem("Settings", key: "2", value: Tab.settings) { SettingsView().pane() }
                },
                counter: CounterView().pane(),
                authentication: AuthenticationView().pane())
        }
    }

    struct HomeView: View {
        @Environment(AppModel.self) var model

        var body: some View {
            Screens.home { model.selectedTab = .settings }
        }
    }

    struct SettingsView: View {
        var body: some View {
            Screens.settings()
        }
    }

    struct CounterView: View {
        @Environment(AppModel.self) var model

        var body: some View {
            Screens.counter(
                count: model.counter,
                increment: { model.counter += 1 },
                decrement: { model.counter -= 1 })
        }
    }

    struct AuthenticationView: View {
        @Environment(AppModel.self) var model

        var body: some View {
            Screens.authentication(isAuthenticated: model.isAuthenticated) {
                model.isAuthenticated.toggle()
            }
        }
    }
}

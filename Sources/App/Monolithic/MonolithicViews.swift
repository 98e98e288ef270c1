import StateKit

/// The views of "Slicing Global State" and "App-wide state" before the fix:
/// each holds the whole `AppState`.
enum Monolithic {
    struct ContentView: View {
        @EnvironmentObject var appState: AppState
        @ParentState<StepKey> var step

        var body: some View {
            Screens.content(
                selection: $appState.selectedTab, step: $step, home: HomeView(), settings: SettingsView(),
                history: HistoryView(), counter: CounterView(), authentication: AuthenticationView())
        }
    }

    struct HomeView: View {
        @EnvironmentObject var appState: AppState
        @State var timerDone = false

        var body: some View {
            Screens.home(timerDone: $timerDone) { appState.selectedTab = .settings }
        }
    }

    struct SettingsView: View {
        @EnvironmentObject var appState: AppState
        @ChildState<StepKey> var step

        var body: some View {
            Screens.settings(step: $step)
        }
    }

    struct CounterView: View {
        @EnvironmentObject var appState: AppState
        @ChildState<StepKey> var step

        var body: some View {
            Screens.counter(
                count: appState.counter, step: step,
                increment: { appState.counter += step },
                decrement: { appState.counter -= step })
        }
    }

    struct AuthenticationView: View {
        @EnvironmentObject var appState: AppState

        var body: some View {
            Screens.authentication(user: appState.user, loginForm: LoginView()) { appState.user = nil }
        }
    }

    /// Works without an `AppState` too (it then logs no one in): the optional form.
    struct LoginView: View {
        @OptionalEnvironmentObject var appState: AppState?
        @State var name = ""

        var body: some View {
            Screens.login(name: $name) { appState?.user = User.named(name) }
        }
    }

    struct HistoryView: View {
        @EnvironmentObject var appState: AppState
        @Environment(HistoryStorage.self) var storage
        @State var selection = 0

        var body: some View {
            Screens.history(
                days: appState.exerciseDays, selection: $selection, notice: storage.notice, detail: storage.noticeDetail
            ) {
                appState.addDoneExercise($0)
            }
        }
    }
}

import StateKit

/// The views after slicing: each holds only the slice it reads, and `HomeView`,
/// which only writes the tab, reaches for the container.
enum Sliced {
    struct ContentView: View {
        @EnvironmentObject var tabViewState: TabViewState
        @ParentState<StepKey> var step

        var body: some View {
            Screens.content(
                selection: $tabViewState.selectedTab, step: $step, home: HomeView(), settings: SettingsView(),
                history: HistoryView(), counter: CounterView(), authentication: AuthenticationView())
        }
    }

    struct HomeView: View {
        @EnvironmentObject var container: AppStateContainer
        @State var timerDone = false

        var body: some View {
            Screens.home(timerDone: $timerDone) { container.tabViewState.selectedTab = .settings }
        }
    }

    struct SettingsView: View {
        @ChildState<StepKey> var step

        var body: some View {
            Screens.settings(step: $step)
        }
    }

    struct CounterView: View {
        @EnvironmentObject var counterState: CounterState
        @ChildState<StepKey> var step

        var body: some View {
            Screens.counter(
                count: counterState.counter, step: step,
                increment: { counterState.counter += step },
                decrement: { counterState.counter -= step })
        }
    }

    struct AuthenticationView: View {
        @EnvironmentObject var authenticationState: AuthenticationState

        var body: some View {
            Screens.authentication(user: authenticationState.user, loginForm: LoginView()) {
                authenticationState.user = nil
            }
        }
    }

    /// Works without an `AuthenticationState` too (it then logs no one in).
    struct LoginView: View {
        @OptionalEnvironmentObject var authenticationState: AuthenticationState?
        @State var name = ""

        var body: some View {
            Screens.login(name: $name) { authenticationState?.user = User.named(name) }
        }
    }

    struct HistoryView: View {
        @EnvironmentObject var historyStore: HistoryStore
        @Environment(HistoryStorage.self) var storage
        @State var selection = 0

        var body: some View {
            Screens.history(
                days: historyStore.exerciseDays, selection: $selection, notice: storage.notice,
                detail: storage.noticeDetail
            ) {
                historyStore.addDoneExercise($0)
            }
        }
    }
}

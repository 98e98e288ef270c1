import StateKit

/// The views with Observation: every view holds the model, and each depends only
/// on what its body reads.
enum Observed {
    struct ContentView: View {
        @Environment(AppModel.self) var model
        @ParentState<StepKey> var step

        var body: some View {
            Screens.content(
                selection: Bindable(model).selectedTab, step: $step, home: HomeView(), settings: SettingsView(),
                history: HistoryView(), counter: CounterView(), authentication: AuthenticationView())
        }
    }

    struct HomeView: View {
        @Environment(AppModel.self) var model
        @State var timerDone = false

        var body: some View {
            Screens.home(timerDone: $timerDone) { model.selectedTab = .settings }
        }
    }

    struct SettingsView: View {
        @ChildState<StepKey> var step

        var body: some View {
            Screens.settings(step: $step)
        }
    }

    struct CounterView: View {
        @Environment(AppModel.self) var model
        @ChildState<StepKey> var step

        var body: some View {
            Screens.counter(
                count: model.counter, step: step,
                increment: { model.counter += step },
                decrement: { model.counter -= step })
        }
    }

    struct AuthenticationView: View {
        @Environment(AppModel.self) var model

        var body: some View {
            Screens.authentication(user: model.user, loginForm: LoginView()) { model.user = nil }
        }
    }

    struct LoginView: View {
        @Environment(AppModel.self) var model
        @State var name = ""

        var body: some View {
            Screens.login(name: $name) { model.user = User.named(name) }
        }
    }

    struct HistoryView: View {
        @Environment(AppModel.self) var model
        @Environment(HistoryStorage.self) var storage
        @State var selection = 0

        var body: some View {
            Screens.history(
                days: model.exerciseDays, selection: $selection, notice: storage.notice, detail: storage.noticeDetail
            ) {
                model.addDoneExercise($0)
            }
        }
    }
}

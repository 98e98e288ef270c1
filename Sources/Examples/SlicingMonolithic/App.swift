// The global-state pitfall: one ObservableObject for the whole app. Every view
// holding it re-renders on any change; `_printChanges` says so when the
// program ends (or at once, with standard output redirected).
import StateKit

final class AppState: ObservableObject {
    @Published var counter = 0
    @Published var isAuthenticated = false
}

@main
struct SlicingMonolithicApp: App {
    var body: some Scene {
        WindowGroup {
            ContentView().environmentObject(AppState())
        }
    }
}

struct ContentView: View {
    var body: some View {
        VStack {
            CounterView()
            AuthenticationView()
        }
    }
}

struct CounterView: View {
    @EnvironmentObject var appState: AppState

    var body: some View {
        let _ = Self._printChanges()
        VStack {
            Text("Count: \(appState.counter)")
            Button("Increment") { appState.counter += 1 }
        }
    }
}

struct AuthenticationView: View {
    @EnvironmentObject var appState: AppState

    var body: some View {
        let _ = Self._printChanges()
        VStack {
            Text(appState.isAuthenticated ? "Signed in" : "Signed out")
            Button("Sign in or out") { appState.isAuthenticated.toggle() }
        }
    }
}

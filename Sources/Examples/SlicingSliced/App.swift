// The fix: one small ObservableObject per concern, held by a container that
// publishes nothing. Each view holds only its slice, so Increment re-renders
// the counter alone.
import StateKit

final class CounterState: ObservableObject {
    @Published var counter = 0
}

final class AuthenticationState: ObservableObject {
    @Published var isAuthenticated = false
}

final class AppState: ObservableObject {
    let counterState = CounterState()
    let authenticationState = AuthenticationState()
}

@main
struct SlicingSlicedApp: App {
    let appState = AppState()

    var body: some Scene {
        WindowGroup {
            ContentView()
                .environmentObject(appState)
                .environmentObject(appState.counterState)
                .environmentObject(appState.authenticationState)
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
    @EnvironmentObject var counterState: CounterState

    var body: some View {
        let _ = Self._printChanges()
        VStack {
            Text("Count: \(counterState.counter)")
            Button("Increment") { counterState.counter += 1 }
        }
    }
}

struct AuthenticationView: View {
    @EnvironmentObject var authenticationState: AuthenticationState

    var body: some View {
        let _ = Self._printChanges()
        VStack {
            Text(authenticationState.isAuthenticated ? "Signed in" : "Signed out")
                .foregroundColor(authenticationState.isAuthenticated ? .green : .secondary)
            Button("Sign in or out") { authenticationState.isAuthenticated.toggle() }
        }
    }
}

#Preview {
    ContentView()
        .environmentObject(CounterState())
        .environmentObject(AuthenticationState())
}

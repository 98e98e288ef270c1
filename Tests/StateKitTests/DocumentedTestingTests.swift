import StateKit
import Testing

// The example of the "Testing a StateKit app" article, with the views it
// leaves out: it must hold with the public API alone.

/// The counter of the article's app.
final class ArticleCounter: ObservableObject {
    @Published var count = 0
}

/// A button that adds one, and the count.
struct CounterView: View {
    @EnvironmentObject var counter: ArticleCounter

    var body: some View {
        VStack {
            Button("Increment") { counter.count += 1 }
            Text("Count: \(counter.count)")
        }
    }
}

/// A view that holds no counter: untouched by Increment.
struct AuthenticationView: View {
    @State private var signedIn = false

    var body: some View {
        Button(signedIn ? "Sign out" : "Sign in") { signedIn.toggle() }
    }
}

/// The two, with the counter in the environment.
struct ContentView: View {
    @StateObject private var counter = ArticleCounter()

    var body: some View {
        VStack {
            CounterView()
            AuthenticationView()
        }
        .environmentObject(counter)
    }
}

@MainActor
@Suite("The testing article's example")
struct DocumentedTestingTests {
    @Test("Increment renders only the counter")
    func incrementRendersOnlyTheCounter() throws {
        let terminal = HeadlessTerminal(size: Size(width: 60, height: 16))
        let app = Application(terminal: terminal)
        app.setRoot(ContentView())
        app.renderFrame()

        app.run(script: try KeyScript.parse("<tab><enter><enter>"))

        #expect(terminal.lines.contains { $0.contains("Count: 2") })
        #expect(app.graph.renders(of: "CounterView") == 3)
        #expect(app.graph.renders(of: "AuthenticationView") == 1)
    }
}

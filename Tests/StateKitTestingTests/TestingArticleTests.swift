import StateKit
import StateKitTesting
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
struct TestingArticleTests {
    @Test("Increment renders only the counter")
    func incrementRendersOnlyTheCounter() throws {
        let host = HeadlessHost(ContentView(), width: 60, height: 16)

        host.press(.tab)
        host.press(.return)
        try host.click(on: "Increment")

        #expect(host.text.contains("Count: 2"))
        #expect(host.renders(of: CounterView.self) == 3)
        #expect(host.renders(of: AuthenticationView.self) == 1)
    }

    @Test("the article's snapshot of the content view")
    func contentView() {
        assertSnapshot(of: ContentView(), as: .terminal(width: 60, height: 16))
    }
}

import TestSupport
import Testing

@testable import App
@testable import StateKit

/// A weak reference to a view node, to see whether it was freed.
@MainActor
private struct WeakNode {
    weak var node: ViewNode?
    let name: String
}

@MainActor
extension DemoHarness {
    /// Every node in the tree, hidden ones included.
    var allNodes: [ViewNode] {
        var nodes: [ViewNode] = []
        func visit(_ node: ViewNode) {
            nodes.append(node)
            for child in node.childrenInCreationOrder { visit(child) }
        }
        if let host = app.graph.host { visit(host) }
        return nodes
    }

    /// The first node named `name`.
    func node(named name: String) -> ViewNode? {
        allNodes.first { $0.name == name }
    }
}

@Suite("Views that leave the tree are freed")
@MainActor
struct TreeLifetimeTests {
    /// One cycle: every tab, an update, a log-in (the login form leaves) and a
    /// log-out (a new one comes), ending where it started.
    static let cycle = "23+aa1"

    /// Cycles in `make test`; `make soak` runs 1,000.
    static let cycles = Randomized.count(100, soak: 1000)

    @Test(
        "cycles of tabs and log-ins (1,000 in make soak): live nodes and subscriptions return, removed nodes are freed",
        arguments: DemoMode.allCases)
    func cyclesLeaveNothingBehind(mode: DemoMode) throws {
        let demo = DemoHarness(mode: mode)
        try demo.play(Self.cycle)
        let nodes = demo.app.graph.liveNodeCount
        let subscriptions = demo.app.graph.subscriptionCount
        #expect(nodes == demo.allNodes.count)
        var removed: [WeakNode] = []
        for index in 0..<Self.cycles {
            if index % (Self.cycles / 10) == 0, let login = demo.node(named: "LoginView") {
                removed.append(WeakNode(node: login, name: "LoginView"))
            }
            try demo.play(Self.cycle)
            #expect(demo.app.graph.liveNodeCount == nodes, "after cycle \(index + 2)")
            #expect(demo.app.graph.subscriptionCount == subscriptions, "after cycle \(index + 2)")
        }
        #expect(demo.allNodes.count == nodes)
        #expect(removed.count == 10)
        #expect(removed.allSatisfy { $0.node == nil }, "login forms that left the tree are still alive")
        #expect(demo.app.graph.staleObservationCallbacks == 0)
        #expect(demo.session.state.counter == Self.cycles + 1)
    }

    @Test("the login form's subscription leaves with it and comes back with a new form")
    func loginFormSubscription() throws {
        let demo = DemoHarness(mode: .sliced)
        let content = try #require(demo.node(named: "ContentView"))
        let authentication = try #require(content.environment.object(of: AuthenticationState.self))
        // AuthenticationView and LoginView.
        #expect(authentication.objectWillChange.subscriberCount == 2)
        for _ in 0..<100 {
            weak let login = demo.node(named: "LoginView")
            #expect(login != nil)
            try demo.play("a")
            #expect(authentication.objectWillChange.subscriberCount == 1)
            #expect(login == nil)
            try demo.play("a")
            #expect(authentication.objectWillChange.subscriberCount == 2)
        }
    }

    @Test("a change of design frees the whole previous tree and its subscriptions")
    func designChangeFreesTheTree() throws {
        let demo = DemoHarness(mode: .sliced)
        try demo.play("23")
        let before = demo.allNodes.map { WeakNode(node: $0, name: $0.name) }
        weak let tabs = demo.node(named: "ContentView")?.environment.object(of: TabViewState.self)
        let counts = (demo.app.graph.liveNodeCount, demo.app.graph.subscriptionCount)
        #expect(tabs != nil)
        try demo.play("mmm23")
        #expect(before.filter { $0.node != nil }.map(\.name) == [])
        #expect(tabs == nil)
        #expect(demo.app.graph.liveNodeCount == counts.0)
        #expect(demo.app.graph.subscriptionCount == counts.1)
    }
}

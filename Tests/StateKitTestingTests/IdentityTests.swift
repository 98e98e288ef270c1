import StateKit
import StateKitTesting
import Testing

struct TapCounter: View {
    let name: String
    let log: IdentityEventLog
    @State private var taps = 0

    var body: some View {
        Button("\(name) tapped \(taps)") { taps += 1 }
            .onAppear { log.events.append("appear \(name)") }
            .onDisappear { log.events.append("disappear \(name)") }
    }
}

final class IdentityEventLog {
    var events: [String] = []
}

struct Quiz: View {
    let log: IdentityEventLog
    @State private var question = 1

    var body: some View {
        VStack {
            TapCounter(name: "answer", log: log).id(question)
            Button("Next question") { question += 1 }
            Button("Same question") { question += 0 }
        }
    }
}

@MainActor
@Suite(".id(_:)")
struct IdentityTests {
    @Test("a new id is a new view: fresh @State, onDisappear then onAppear")
    func newIdentity() throws {
        let log = IdentityEventLog()
        let host = HeadlessHost(Quiz(log: log), width: 30, height: 4)
        #expect(log.events == ["appear answer"])
        try host.click(on: "answer tapped 0")
        try host.click(on: "answer tapped 1")
        #expect(host.text.contains("answer tapped 2"))
        try host.click(on: "Same question")
        #expect(host.text.contains("answer tapped 2"), "the same id keeps the view")
        try host.click(on: "Next question")
        #expect(host.text.contains("answer tapped 0"), "a new id starts the view afresh")
        #expect(log.events == ["appear answer", "disappear answer", "appear answer"])
    }

    @Test("LazyHStack lays its views out in a row")
    func lazyHStack() {
        let host = HeadlessHost(
            LazyHStack(spacing: 16) {
                Text("a")
                Text("b")
            }, width: 10, height: 1)
        #expect(host.lines[0].contains("a  b"))
    }
}

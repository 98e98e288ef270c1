import StateKit
import Testing

struct MaybeCounter: View {
    @OptionalEnvironmentObject var counter: Counter?
    var body: some View { Text(counter.map { "value \($0.value)" } ?? "no counter") }
}

@Suite("Optional environment objects")
@MainActor
struct OptionalEnvironmentTests {
    @Test("nil when nothing of the type was injected")
    func missingIsNil() {
        let (_, terminal) = makeApp(MaybeCounter())
        #expect(terminal.lines[0].hasPrefix("no counter"))
    }

    @Test("when injected, it is read and observed")
    func presentIsObserved() {
        let counter = Counter()
        let (app, terminal) = makeApp(MaybeCounter().environmentObject(counter))
        #expect(terminal.lines[0].hasPrefix("value 0"))
        counter.value = 3
        app.renderFrame()
        #expect(terminal.lines[0].hasPrefix("value 3"))
        #expect(app.renders == ["MaybeCounter": 2])
        #expect(app.graph.subscriptionCount == 1)
    }
}

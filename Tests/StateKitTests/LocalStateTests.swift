import StateKit
import Testing

struct Toggle: View {
    @Binding var isOn: Bool
    var body: some View {
        VStack {
            Text(isOn ? "on" : "off")
            Button("flip", key: "f") { isOn.toggle() }
        }
    }
}

/// Owns a flag in `@State`, shows it through a child with a binding, and keeps
/// an unrelated child whose inputs never change.
struct StateOwner: View {
    @State var isOn = false
    @State var taps = 0
    var body: some View {
        VStack {
            Text("owner sees \(isOn)")
            Toggle(isOn: $isOn)
            Static(title: "fixed")
            Button("tap", key: "t") { taps += 1 }
        }
    }
}

struct Static: View {
    let title: String
    var body: some View { Text(title) }
}

/// Passes its own counter to a child as a plain value.
struct Passes: View {
    @State var value = 0
    var body: some View {
        VStack {
            Static(title: "value \(value)")
            Button("inc", key: "i") { value += 1 }
        }
    }
}

@Suite("@State, @Binding and child reuse")
@MainActor
struct LocalStateTests {
    @Test("a binding writes to its owner, whose state survives re-renders")
    func bindingWritesLandInTheOwner() {
        let (app, terminal) = makeApp(StateOwner())
        app.press("f")
        #expect(terminal.lines[0].hasPrefix("owner sees true"))
        #expect(terminal.lines[1].hasPrefix("on"))
        app.press("f")
        #expect(terminal.lines[0].hasPrefix("owner sees false"))
        #expect(app.renders == ["StateOwner": 3, "Toggle": 3, "Static": 1])
    }

    @Test("writing @State re-renders its node only; children with equal inputs are reused")
    func stateDirtiesItsNodeOnly() {
        let (app, _) = makeApp(StateOwner())
        app.press("t", "t")
        #expect(app.renders == ["StateOwner": 3, "Toggle": 1, "Static": 1])
        #expect(app.graph.latestReasons.map(\.description) == ["StateOwner: @State taps changed"])
    }

    @Test("a child whose inputs changed is evaluated again")
    func changedInputsReevaluate() {
        let (app, terminal) = makeApp(Passes())
        app.press("i")
        #expect(app.renders == ["Passes": 2, "Static": 2])
        #expect(terminal.lines[0].hasPrefix("value 1"))
    }
}

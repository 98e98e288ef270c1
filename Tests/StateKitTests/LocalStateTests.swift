import StateKit
import Testing

struct FlagSwitch: View {
    @Binding var isOn: Bool
    var body: some View {
        VStack(alignment: .leading) {
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
        VStack(alignment: .leading) {
            Text("owner sees \(isOn)")
            FlagSwitch(isOn: $isOn)
            Static(title: "fixed")
            Text("taps \(taps)")
            Button("tap", key: "t") { taps += 1 }
        }
    }
}

/// Owns a flag it never reads: it only hands `$isOn` to a child.
struct HandsOn: View {
    @State var isOn = false
    var body: some View {
        FlagSwitch(isOn: $isOn)
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
        VStack(alignment: .leading) {
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
        #expect(app.renders == ["StateOwner": 3, "FlagSwitch": 3, "Static": 1])
    }

    @Test("writing @State re-renders its node only; children with equal inputs are reused")
    func stateDirtiesItsNodeOnly() {
        let (app, _) = makeApp(StateOwner())
        app.press("t", "t")
        #expect(app.renders == ["StateOwner": 3, "FlagSwitch": 1, "Static": 1])
        #expect(app.graph.latestReasons.map(\.description) == ["StateOwner: @State taps changed"])
    }

    @Test("a @State only handed on as a binding re-renders its reader, not its owner")
    func stateTrackedByReads() {
        let (app, terminal) = makeApp(HandsOn())
        app.press("f")
        #expect(terminal.lines[0].hasPrefix("on"))
        #expect(app.renders == ["HandsOn": 1, "FlagSwitch": 2])
        #expect(app.graph.latestReasons.map(\.description) == ["FlagSwitch: @State isOn changed"])
    }

    @Test("a child whose inputs changed is evaluated again")
    func changedInputsReevaluate() {
        let (app, terminal) = makeApp(Passes())
        app.press("i")
        #expect(app.renders == ["Passes": 2, "Static": 2])
        #expect(terminal.lines[0].hasPrefix("value 1"))
    }
}

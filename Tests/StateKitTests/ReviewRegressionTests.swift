import CNcurses
import Glibc
import Observation
import StateKit
import Testing

@MainActor
final class Caption: ObservableObject {
    @Published var text = "Bob"
}

struct NameLabel: View {
    @EnvironmentObject var label: Caption
    var body: some View { Text(label.text) }
}

/// A row that hugs its content: its size depends on the name inside.
struct HuggingRow: View {
    var body: some View {
        VStack(alignment: .leading) {
            HStack(alignment: .top, spacing: 1) {
                Text("#")
                NameLabel()
            }
        }
    }
}

struct ShowsX: View {
    @Environment(Model.self) var model
    var body: some View { Text("a \(model.a)") }
}

/// Shows `ShowsX` only while `label` says so, and bumps its own state.
struct Toggler: View {
    @Environment(Model.self) var model
    @State var bumps = 0
    var body: some View {
        VStack(alignment: .leading) {
            if model.label == "x" { ShowsX() }
            Text("bumps \(bumps)")
            Button("bump", key: "b") { bumps += 1 }
        }
    }
}

/// Shows a binding it receives.
struct BoundValue: View {
    @Binding var value: Int
    var body: some View { Text("bound \(value)") }
}

/// Passes a binding to `model.a` down without reading `a` itself.
struct PassesBinding: View {
    @Environment(Model.self) var model
    var body: some View { BoundValue(value: Bindable(model).a) }
}

@MainActor
final class Picker: ObservableObject {
    @Published var useSecond = false
}

struct Swaps: View {
    @EnvironmentObject var picker: Picker
    let first: Counter
    let second: Counter
    var body: some View {
        ReadsCounter().environmentObject(picker.useSecond ? second : first)
    }
}

@Suite("Regressions found in review")
@MainActor
struct ReviewRegressionTests {
    @Test("a node that grows inside a parent that hugs it is laid out again")
    func growthInsideHuggingParent() {
        let label = Caption()
        let (app, terminal) = makeApp(HuggingRow().environmentObject(label), size: Size(width: 30, height: 2))
        #expect(terminal.lines[0].hasPrefix("# Bob "))
        label.text = "Alice"
        app.renderFrame()
        #expect(terminal.lines[0].hasPrefix("# Alice "))
        expectScreenIsComplete(app)
        label.text = "Al"
        app.renderFrame()
        #expect(terminal.lines[0] == "# Al" + String(repeating: " ", count: 26))
        expectScreenIsComplete(app)
    }

    @Test("observation scopes of replaced and destroyed nodes are cancelled, not left to fire")
    func scopesAreCancelled() {
        let model = Model()
        model.label = "x"
        let (app, _) = makeApp(Toggler().environment(model))
        for _ in 0..<5 {
            model.label = "y"
            app.renderFrame()
            model.label = "x"
            app.renderFrame()
            app.press("b")
        }
        model.a = 42
        app.renderFrame()
        #expect(app.graph.staleObservationCallbacks == 0)
        #expect(app.renders["ShowsX"] == 2)
    }

    @Test("an environment object swapped for another is no longer observed")
    func swappedObjectIsUnsubscribed() {
        let picker = Picker()
        let first = Counter()
        let second = Counter()
        let (app, terminal) = makeApp(Swaps(first: first, second: second).environmentObject(picker))
        picker.useSecond = true
        app.renderFrame()
        #expect(app.graph.subscriptionCount == 2)
        let renders = app.renders["ReadsCounter"]
        first.value = 9
        app.renderFrame()
        #expect(app.renders["ReadsCounter"] == renders)
        second.value = 5
        app.renderFrame()
        #expect(terminal.lines[0].hasPrefix("value 5"))
    }

    @Test("passing Bindable(model).a down does not make the parent depend on a")
    func bindableDoesNotReadInTheParent() {
        let model = Model()
        let (app, terminal) = makeApp(PassesBinding().environment(model))
        model.a = 3
        app.renderFrame()
        #expect(app.renders == ["PassesBinding": 1, "BoundValue": 2])
        #expect(terminal.lines[0].hasPrefix("bound 3"))
    }

    @Test("widths agree with glibc's wcwidth, which ncurses uses")
    func widthsAgreeWithWcwidth() throws {
        let locale = try #require(newlocale(LC_CTYPE_MASK, "C.UTF-8", nil))
        let previous = uselocale(locale)
        defer {
            uselocale(previous)
            freelocale(locale)
        }
        let ranges: [ClosedRange<UInt32>] = [
            0x20...0x7E, 0xA0...0x24F, 0x300...0x36F, 0x2000...0x206F, 0x2190...0x21FF, 0x2500...0x25FF,
            0x2600...0x26FF, 0x3000...0x30FF, 0x4E00...0x4FFF, 0xAC00...0xACFF, 0xFF00...0xFF60,
            0x1F1E6...0x1F1FF, 0x1F300...0x1F64F, 0x1F900...0x1F9FF,
        ]
        var mismatches: [String] = []
        for range in ranges {
            for value in range {
                guard let scalar = Unicode.Scalar(value), scalar.properties.generalCategory != .unassigned else {
                    continue
                }
                let expected = max(0, Int(sk_wcwidth(wchar_t(bitPattern: value))))
                if scalar.terminalWidth != expected { mismatches.append(String(value, radix: 16)) }
            }
        }
        #expect(mismatches.isEmpty, "differ from wcwidth: \(mismatches.prefix(40))")
    }
}

import Observation
import StateKit
import Testing

@MainActor
final class Counter: ObservableObject {
    @Published var value = 0
    @Published var other = 0
}

/// Publishes nothing: holding it must create no dependency.
@MainActor
final class Container: ObservableObject {
    let counter = Counter()
}

@MainActor
@Observable
final class Model {
    var a = 0
    var b = 0
    var label = "x"
}

struct ReadsCounter: View {
    @EnvironmentObject var counter: Counter
    var body: some View { Text("value \(counter.value)") }
}

/// Holds the counter but never reads it: SwiftUI still re-renders it on change.
struct HoldsCounter: View {
    @EnvironmentObject var counter: Counter
    var body: some View { Button("bump", key: "b") { counter.value += 1 } }
}

struct HoldsContainer: View {
    @EnvironmentObject var container: Container
    var body: some View { Button("bump", key: "b") { container.counter.value += 1 } }
}

struct ReadsA: View {
    @Environment(Model.self) var model
    var body: some View { Text("a \(model.a)") }
}

struct ReadsB: View {
    @Environment(Model.self) var model
    var body: some View { Text("b \(model.b)") }
}

/// Reads `b` itself and shows a child that reads `a`.
struct ParentReadsB: View {
    @Environment(Model.self) var model
    var body: some View {
        VStack(alignment: .leading) {
            Text("b \(model.b)")
            ReadsA()
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

@Suite("Tracking rules")
@MainActor
struct TrackingTests {
    /// `ReadsA` above `ReadsB`, both reading `model` from the environment.
    func makeReadersOfAAndB(_ model: Model) -> (Application, HeadlessTerminal) {
        makeApp(
            VStack(alignment: .leading) {
                ReadsA()
                ReadsB()
            }.environment(model))
    }

    @Test("an @EnvironmentObject subscribes at creation, read or not")
    func environmentObjectSubscribesWhetherReadOrNot() {
        let counter = Counter()
        let (app, _) = makeApp(
            VStack(alignment: .leading) {
                ReadsCounter()
                HoldsCounter()
            }.environmentObject(counter))
        #expect(app.renders == ["ReadsCounter": 1, "HoldsCounter": 1])
        counter.other = 5
        app.renderFrame()
        #expect(app.renders == ["ReadsCounter": 2, "HoldsCounter": 2])
    }

    @Test("an object that publishes nothing creates no dependency")
    func containerCreatesNoDependency() {
        let container = Container()
        let (app, _) = makeApp(
            VStack(alignment: .leading) {
                ReadsCounter()
                HoldsContainer()
            }
            .environmentObject(container)
            .environmentObject(container.counter))
        app.press("b")
        #expect(container.counter.value == 1)
        #expect(app.renders == ["ReadsCounter": 2, "HoldsContainer": 1])
    }

    @Test("@Observable reads are tracked per property")
    func observableTracksPerProperty() {
        let model = Model()
        let (app, terminal) = makeReadersOfAAndB(model)
        model.a = 1
        app.renderFrame()
        #expect(app.renders == ["ReadsA": 2, "ReadsB": 1])
        model.b = 7
        model.label = "not read by anyone"
        app.renderFrame()
        #expect(app.renders == ["ReadsA": 2, "ReadsB": 2])
        #expect(terminal.lines[0].hasPrefix("a 1"))
        #expect(terminal.lines[1].hasPrefix("b 7"))
    }

    @Test("a child's reads do not land in its parent's scope")
    func scopesAreNotNested() {
        let model = Model()
        let (app, _) = makeApp(ParentReadsB().environment(model))
        model.a = 3
        app.renderFrame()
        #expect(app.renders == ["ParentReadsB": 1, "ReadsA": 2])
        model.b = 3
        app.renderFrame()
        #expect(app.renders == ["ParentReadsB": 2, "ReadsA": 2])
    }

    @Test("each dirty node is evaluated once per frame, however many changes hit it")
    func oncePerFrame() {
        let counter = Counter()
        let model = Model()
        let (app, _) = makeApp(
            VStack(alignment: .leading) {
                ReadsCounter()
                ReadsA()
            }.environmentObject(counter).environment(model))
        for step in 1...10 {
            counter.value = step
            model.a = step
        }
        app.renderFrame()
        #expect(app.renders == ["ReadsCounter": 2, "ReadsA": 2])
    }

    @Test("writing an equal value changes nothing")
    func equalWritesAreSkipped() {
        let counter = Counter()
        let (app, _) = makeApp(ReadsCounter().environmentObject(counter))
        counter.value = 0
        app.renderFrame()
        #expect(app.renders == ["ReadsCounter": 1])
        #expect(app.graph.hasDirtyNodes == false)
    }

    @Test("invalidations keep their reasons, naming type and property")
    func reasonsNameTheProperty() {
        let counter = Counter()
        let model = Model()
        let (app, _) = makeApp(
            VStack(alignment: .leading) {
                ReadsCounter()
                ReadsA()
            }.environmentObject(counter).environment(model))
        counter.value = 1
        model.a = 1
        app.renderFrame()
        #expect(
            app.graph.latestReasons.map(\.description) == [
                "ReadsCounter: Counter.value changed",
                "ReadsA: Model.a changed",
            ])
    }

    @Test("names once found are kept by key path: alternating changes of two properties name each every time")
    func keptNamesStayWithTheirProperty() {
        let model = Model()
        let (app, _) = makeReadersOfAAndB(model)
        for round in 1...5 {
            model.a = round
            app.renderFrame()
            #expect(app.graph.latestReasons.map(\.description) == ["ReadsA: Model.a changed"])
            model.b = round * 100
            app.renderFrame()
            #expect(app.graph.latestReasons.map(\.description) == ["ReadsB: Model.b changed"])
        }
    }

    @Test("a property is named even when another of the same type exists")
    func reasonsDisambiguateSameTypedProperties() {
        let model = Model()
        let (app, _) = makeReadersOfAAndB(model)
        model.b = 9
        app.renderFrame()
        #expect(app.graph.latestReasons.map(\.description) == ["ReadsB: Model.b changed"])
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
}

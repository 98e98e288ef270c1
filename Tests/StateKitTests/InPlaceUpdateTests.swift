import Observation
import StateKit
import Testing

/// The count a `+` adds to, published to the line that shows it.
final class InPlaceCount: ObservableObject {
    @Published var count = 0
}

/// `count` lines of the same count, one node each.
struct InPlaceCountLines: View {
    let count: Int

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            ForEach(0..<count, id: \.self) { _ in InPlaceCountLine() }
        }
    }
}

/// Texts, a stack, a spacer and a key handler: the elements an evaluation
/// updates in place.
struct InPlaceCountLine: View {
    @EnvironmentObject var score: InPlaceCount

    var body: some View {
        HStack(alignment: .top, spacing: 0) {
            Text("Count: \(score.count)")
            Spacer()
        }
        .onKeyPress("+") { score.count += 1 }
    }
}

/// A branch that swaps a text for a stack holding one.
struct BranchSwitcher: View {
    @State private var wide = false

    var body: some View {
        VStack {
            if wide {
                HStack { Text("wide") }
            } else {
                Text("narrow")
            }
            Text("below")
        }
        .onKeyPress("w") { wide.toggle() }
    }
}

/// An `@Observable` whose property the sky view reads and nothing changes
/// until the end of the test.
@Observable
final class Weather {
    var sky = "clear"
}

/// Reads `weather.sky`; evaluated again whenever its parent gives it a new tick.
struct SkyView: View {
    let weather: Weather
    let tick: Int

    var body: some View {
        Text("\(weather.sky) \(tick)")
    }
}

/// Gives its child a new tick on each `n`.
struct SkyParent: View {
    let weather: Weather
    @State private var tick = 0

    var body: some View {
        SkyView(weather: weather, tick: tick)
            .onKeyPress("n") { tick += 1 }
    }
}

/// A body of two views, the first a stack: the body resolves to a group of
/// both, which an evaluation must not take for the stack.
struct StackThenText: View {
    @State private var count = 0

    var body: some View {
        HStack(spacing: 1) {
            Text("Count:")
            Text("\(count)")
        }
        Text("help")
            .onKeyPress("+") { count += 1 }
    }
}

@MainActor
@Suite("Elements updated in place, and scopes ended without a change")
struct InPlaceUpdateTests {
    @Test("a body evaluated again updates its texts, stacks, spacers and key handlers in place")
    func sameStructureMakesNoElement() {
        let (app, terminal) = makeApp(InPlaceCountLine().environmentObject(InPlaceCount()))
        let (made, placed) = (app.graph.elementsMade, app.graph.placements)
        app.press("+")
        #expect(app.renders["InPlaceCountLine"] == 2)
        #expect(app.graph.elementsMade == made)
        // "Count: 1" is as wide as "Count: 0": nothing is laid out again.
        #expect(app.graph.placements == placed)
        #expect(app.renderer.lastFrameCellCount == 1)
        #expect(terminal.text(0).hasPrefix("Count: 1"))
        for _ in 0..<9 { app.press("+") }
        // "Count: 10" is wider: laid out again, with the same elements.
        #expect(app.renders["InPlaceCountLine"] == 11)
        #expect(app.graph.elementsMade == made)
        #expect(app.graph.placements > placed)
        #expect(terminal.text(0).hasPrefix("Count: 10"))
        expectScreenIsComplete(app)
    }

    @Test("a branch that changes kind makes only what it did not have")
    func changedStructureMakesTheNewElements() {
        let (app, terminal) = makeApp(BranchSwitcher())
        let made = app.graph.elementsMade
        app.press("w")
        // The stack and its text are new; the other text, the outer stack and
        // the key handler are updated in place.
        #expect(app.graph.elementsMade == made + 2)
        #expect(terminal.row(startingWith: "wide") != nil)
        #expect(terminal.row(startingWith: "narrow") == nil)
        #expect(terminal.row(startingWith: "below") != nil)
        expectScreenIsComplete(app)
        app.press("w")
        // Where the stack stood, a text: one new element.
        #expect(app.graph.elementsMade == made + 3)
        #expect(terminal.row(startingWith: "narrow") != nil)
        #expect(terminal.row(startingWith: "wide") == nil)
        expectScreenIsComplete(app)
    }

    @Test("a body of several views updates each in its place, and keeps its layout")
    func severalViewsUpdateInPlace() {
        let (app, terminal) = makeApp(StackThenText())
        let (made, placed) = (app.graph.elementsMade, app.graph.placements)
        app.press("+")
        #expect(app.renders["StackThenText"] == 2)
        #expect(app.graph.elementsMade == made)
        #expect(app.graph.placements == placed)
        #expect(terminal.row(startingWith: "Count: 1") != nil)
        #expect(terminal.row(startingWith: "help") != nil)
        expectScreenIsComplete(app)
    }

    @Test("scopes ended for new inputs, with nothing they read changed, leave no registration behind")
    func scopesEndedWithoutAChangeAreCancelled() {
        let weather = Weather()
        let (app, terminal) = makeApp(SkyParent(weather: weather))
        for _ in 0..<50 { app.press("n") }
        #expect(app.renders["SkyView"] == 51)
        #expect(terminal.text(0) == "clear 50")
        weather.sky = "rain"
        app.renderFrame()
        // One evaluation for the change, and no callback from the fifty
        // scopes that came before.
        #expect(app.renders["SkyView"] == 52)
        #expect(app.graph.staleObservationCallbacks == 0)
        #expect(terminal.text(0) == "rain 50")
    }
}

/// Shows one of two views that read the same `@Observable`, by turns.
struct SkyTabs: View {
    let weather: Weather
    @State private var first = true

    var body: some View {
        VStack {
            if first {
                SkyView(weather: weather, tick: 1)
            } else {
                SkyLabel(weather: weather)
            }
        }
        .onKeyPress("t") { first.toggle() }
    }
}

/// Another view reading `weather.sky`.
struct SkyLabel: View {
    let weather: Weather

    var body: some View {
        Text("sky: \(weather.sky)")
    }
}

@MainActor
@Suite("Observation scopes with the probe only where a body reads an @Observable")
struct ProbeOnlyWhereNeededTests {
    @Test("a body that reads only an ObservableObject is evaluated again without poking any probe")
    func noProbeForObservableObjects() {
        let (app, terminal) = makeApp(InPlaceCountLine().environmentObject(InPlaceCount()))
        let pokes = app.graph.probePokes
        for _ in 0..<20 { app.press("+") }
        #expect(app.renders["InPlaceCountLine"] == 21)
        #expect(app.graph.probePokes == pokes)
        #expect(terminal.text(0).hasPrefix("Count: 20"))
        #expect(app.graph.staleObservationCallbacks == 0)
    }

    @Test("nodes whose bodies read no @Observable make no probe: the one spare serves them all")
    func noProbesMadeForNodesThatReadNone() {
        let (app, terminal) = makeApp(InPlaceCountLines(count: 8).environmentObject(InPlaceCount()))
        for _ in 0..<10 { app.press("+") }
        #expect(terminal.text(7).hasPrefix("Count: 10"))
        #expect(app.renders["InPlaceCountLine"] == 11)
        #expect(app.renders["InPlaceCountLine#8"] == 11)
        #expect(app.graph.probesMade == 1)
    }

    @Test(
        "a node that reads an @Observable keeps the spare it was lent as its own probe; one that reads @State makes none"
    )
    func readingNodesKeepTheSpare() {
        let weather = Weather()
        let (app, terminal) = makeApp(SkyParent(weather: weather))
        // The host reads nothing and gives the spare back; so does SkyParent,
        // whose `@State` is tracked without Observation; SkyView reads `sky`
        // and keeps it.
        #expect(app.graph.probesMade == 1)
        app.press("n")
        // SkyParent, evaluated again, is lent a new spare and gives it back.
        #expect(app.graph.probesMade == 2)
        for _ in 0..<4 { app.press("n") }
        weather.sky = "rain"
        app.renderFrame()
        #expect(terminal.text(0) == "rain 5")
        // SkyView reads its own probe from then on, and the spare serves
        // SkyParent: none is made.
        #expect(app.graph.probesMade == 2)
        #expect(app.graph.staleObservationCallbacks == 0)
    }

    @Test("a node evaluated only for changes of what it read never reads a probe, and leaves no scope behind")
    func nodesEndedByChangesReadNoProbe() {
        let weather = Weather()
        let (app, terminal) = makeApp(SkyView(weather: weather, tick: 0))
        let reads = app.graph.probeReads
        for sky in 0..<30 {
            weather.sky = "sky \(sky)"
            app.renderFrame()
        }
        #expect(terminal.text(0) == "sky 29 0")
        #expect(app.renders["SkyView"] == 31)
        #expect(app.graph.probeReads == reads)
        #expect(app.graph.probePokes == 0)
        // Each scope was handed over by its change and cancelled: a further
        // change reaches the one scope installed now, once.
        #expect(app.graph.staleObservationCallbacks == 0)
        weather.sky = "fog"
        app.renderFrame()
        #expect(app.renders["SkyView"] == 32)
        #expect(app.graph.staleObservationCallbacks == 0)
    }

    @Test("a body that reads an @Observable switches to the probe, and each change still evaluates it once")
    func probeOnceAnObservableIsRead() {
        let weather = Weather()
        let (app, terminal) = makeApp(SkyParent(weather: weather))
        let pokes = app.graph.probePokes
        for _ in 0..<5 { app.press("n") }
        // The first scope read `sky` without the probe and is left to the
        // first change; of the five after it, the four that ended so far each
        // ended with a poke.
        #expect(app.graph.probePokes == pokes + 4)
        for sky in ["rain", "snow", "fog"] {
            weather.sky = sky
            app.renderFrame()
            #expect(terminal.text(0) == "\(sky) 5")
        }
        #expect(app.renders["SkyView"] == 9)
        #expect(app.graph.staleObservationCallbacks == 0)
    }

    @Test("nodes made and destroyed by turns leave no scopes behind: later ones start with the probe")
    func viewsMadeByTurnsStartWithTheProbe() {
        let weather = Weather()
        let (app, terminal) = makeApp(SkyTabs(weather: weather))
        for _ in 0..<40 { app.press("t") }
        #expect(terminal.text(0) == "clear 1")
        let renders = (app.renders["SkyView"] ?? 0)
        weather.sky = "rain"
        app.renderFrame()
        // The shown view is evaluated once; the nodes destroyed before it,
        // and the first scopes of each type, end without a stale callback.
        #expect(app.renders["SkyView"] == renders + 1)
        #expect(terminal.text(0) == "rain 1")
        #expect(app.graph.staleObservationCallbacks == 0)
        app.press("t")
        #expect(terminal.text(0) == "sky: rain")
        weather.sky = "snow"
        app.renderFrame()
        #expect(terminal.text(0) == "sky: snow")
        #expect(app.graph.staleObservationCallbacks == 0)
    }
}

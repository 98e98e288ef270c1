import StateKit
import TestSupport
import Testing

/// Panes, a focused text field, wide glyphs and a tab view: everything that
/// lays out differently as the screen changes size.
struct StormScreen: View {
    @State var tab = 0
    @State var name = ""
    var body: some View {
        VStack(alignment: .leading) {
            Text("StormScreen 山田 😀 a line long enough to be cut on a narrow screen")
            TabView(selection: $tab) {
                TabItem("One", key: "1", value: 0) { CountingPane().pane() }
                TabItem("Two", key: "2", value: 1) { QuietPane().pane() }
            }
            HStack(alignment: .top, spacing: 0) {
                VStack(alignment: .leading) {
                    TextField("Name:", text: $name, focusKey: "n")
                    Text("wide: 山田太郎 👍👍👍")
                }
                .border()
                Greeting(name: "storm").pane()
            }
        }
    }
}

/// Sizes from 1x1 to 300x100, the extremes first (empty screens included,
/// which a terminal never reports but an app may be handed), then seeded
/// random ones.
@MainActor
func stormSizes(count: Int, seed: UInt64) -> [Size] {
    var generator = SeededGenerator(seed: seed)
    var sizes = [
        Size(width: 1, height: 1), Size(width: 300, height: 100), Size(width: 1, height: 100),
        Size(width: 300, height: 1), Size(width: 2, height: 1), Size(width: 1, height: 2), Size(width: 2, height: 2),
        Size(width: 0, height: 0), Size(width: 0, height: 5), Size(width: 5, height: 0),
    ]
    while sizes.count < count {
        // Half of them small, where clipping is hardest.
        let small = Bool.random(using: &generator)
        sizes.append(
            Size(
                width: Int.random(in: 1...(small ? 12 : 300), using: &generator),
                height: Int.random(in: 1...(small ? 6 : 100), using: &generator)))
    }
    return sizes
}

@Suite("A storm of resizes")
@MainActor
struct ResizeStormTests {
    private func makeStormApp(size: Size) -> (Application, HeadlessTerminal, Counter) {
        let counter = Counter()
        let (app, terminal) = makeApp(StormScreen().environmentObject(counter), size: size)
        app.press("n")
        app.process("Zoë 山田".map { .key(.character($0)) })
        return (app, terminal, counter)
    }

    @Test(
        "sizes from 1x1 to 300x100 (300, 10,000 in make soak): every cell written inside the screen, every frame complete"
    )
    func storm() {
        let (app, terminal, counter) = makeStormApp(size: Size(width: 80, height: 24))
        let sizes = stormSizes(count: Randomized.count(300, soak: 10000), seed: Randomized.seed)
        for (index, size) in sizes.enumerated() {
            // A write or cursor outside the screen stops the test in HeadlessTerminal.
            app.process([.resize(size)])
            if index % 7 == 0 { counter.value += 1 }
            // Tab keys with the field left and focused again, so the cursor stays in play.
            if index % 11 == 0 { app.process([.key(.escape), .key(index % 22 == 0 ? "2" : "1"), .key("n")]) }
            app.renderFrame()
            #expect(terminal.lines.count == size.height, "seed \(Randomized.seed), step \(index), \(size)")
            #expect(
                terminal.lines.allSatisfy { $0.terminalWidth == size.width }, "seed \(Randomized.seed), step \(index)")
            if let cursor = terminal.cursor {
                #expect(Rect(origin: .zero, size: size).contains(cursor))
            }
            expectScreenIsComplete(app)
        }
        // Back to a usable size: the same screen as a fresh app that lived at this
        // size all along, with the same state (one last tab key, same count).
        app.process([.resize(Size(width: 100, height: 30)), .key(.escape), .key("1"), .key("n")])
        let (fresh, freshTerminal, freshCounter) = makeStormApp(size: Size(width: 100, height: 30))
        freshCounter.value = counter.value
        fresh.process([.key(.escape), .key("1"), .key("n")])
        #expect(terminal.lines.map(stripCounts) == freshTerminal.lines.map(stripCounts))
        #expect(terminal.cursor == freshTerminal.cursor)
    }

    @Test("below the minimum size: only the notice, clipped, and no body evaluated")
    func notice() {
        let (app, terminal, counter) = makeStormApp(size: Size(width: 80, height: 24))
        app.minimumSize = Size(width: 60, height: 20)
        app.process([.resize(Size(width: 30, height: 8))])
        #expect(app.isShowingSmallScreenNotice)
        #expect(terminal.cursor == nil)
        #expect(
            terminal.lines.prefix(3) == [
                "Terminal too small: 30x8,     ", "needs 60x20                   ", String(repeating: " ", count: 30),
            ])
        #expect(terminal.lines.dropFirst(2).allSatisfy { $0.allSatisfy { $0 == " " } })
        #expect(terminal.screen[0, 0].style == .reverse)
        let evaluations = app.graph.totalEvaluations
        counter.value += 5
        app.press(.escape, "2", "n", "x")
        app.process([.resize(Size(width: 12, height: 2))])
        #expect(terminal.lines == ["Terminal too", "small: 12x2,"])
        app.process([.resize(Size(width: 1, height: 1))])
        #expect(terminal.lines == ["T"])
        app.process([.resize(Size(width: 59, height: 40))])
        #expect(terminal.lines[0] == "Terminal too small: 59x40, needs 60x20" + String(repeating: " ", count: 21))
        // Keys still reach the views' shortcuts, but no body ran and nothing drew.
        #expect(app.graph.totalEvaluations == evaluations)
        app.process([.resize(Size(width: 60, height: 20))])
        #expect(!app.isShowingSmallScreenNotice)
        #expect(app.graph.totalEvaluations > evaluations)
        // The keys pressed meanwhile took effect: the second tab, an x in the field.
        #expect(!terminal.lines.joined().contains("Count: 5"))
        #expect(terminal.lines.joined().contains("nothing changes here"))
        #expect(terminal.lines.joined().contains("Name: Zoë 山田x"))
        expectScreenIsComplete(app)
    }

    @Test("sizes around a minimum (300, 10,000 in make soak): the notice below it, the fresh screen above it")
    func stormAroundMinimum() {
        let minimum = Size(width: 60, height: 20)
        let (app, terminal, counter) = makeStormApp(size: Size(width: 80, height: 24))
        app.minimumSize = minimum
        var generator = SeededGenerator(seed: Randomized.seed &+ 1)
        for (index, size) in stormSizes(count: Randomized.count(300, soak: 10000), seed: Randomized.seed &+ 2)
            .enumerated()
        {
            if index % 5 == 0 { counter.value += 1 }
            app.process([.resize(size)])
            let small = size.width < minimum.width || size.height < minimum.height
            #expect(app.isShowingSmallScreenNotice == small, "seed \(Randomized.seed), step \(index), \(size)")
            if small {
                let text = terminal.lines.map { $0.trimmingTrailingSpaces }.filter { !$0.isEmpty }
                // An empty screen has no room for even the first letter.
                #expect(text.joined(separator: " ").hasPrefix("T") || size.width == 0 || size.height == 0)
                #expect(
                    "Terminal too small: \(size), needs 60x20".hasPrefix(text.joined(separator: " "))
                        || size.width < 12, "seed \(Randomized.seed), step \(index): \(text)")
                continue
            }
            expectScreenIsComplete(app)
            if Int.random(in: 0..<20, using: &generator) == 0 {
                let (fresh, freshTerminal, freshCounter) = makeStormApp(size: size)
                freshCounter.value = counter.value
                fresh.renderFrame()
                #expect(terminal.lines.map(stripCounts) == freshTerminal.lines.map(stripCounts), "step \(index)")
                #expect(terminal.cursor == freshTerminal.cursor, "step \(index)")
            }
        }
    }
}

/// A screen line without its render counts (and the border after them, whose
/// length depends on their digits), which differ between an app that lived
/// through a storm and a fresh one.
func stripCounts(_ line: String) -> String {
    line.replacing(/renders \d+ ─*/, with: "renders N ")
}

extension String {
    var trimmingTrailingSpaces: String {
        String(reversed().drop(while: { $0 == " " }).reversed())
    }
}

/// Two lines above a text field, for a screen too short to show it.
struct FieldBelowTwoLines: View {
    @State private var name = ""
    var body: some View {
        VStack(alignment: .leading) {
            Text("first")
            Text("second")
            TextField("Name:", text: $name)
        }
    }
}

@Suite("The cursor after a resize")
@MainActor
struct CursorAfterResizeTests {
    @Test("a focused field that a resize puts below the screen shows no cursor, wherever it was drawn before")
    func fieldBelowTheScreen() {
        let (app, terminal) = makeApp(FieldBelowTwoLines(), size: Size(width: 40, height: 5))
        app.process([.key(.tab)])
        #expect(terminal.cursor != nil, "focused and on screen: the cursor is in the field")
        // A cursor outside the screen stops the test in HeadlessTerminal.
        app.process([.resize(Size(width: 40, height: 2))])
        #expect(terminal.cursor == nil)
        app.process([.resize(Size(width: 40, height: 5))])
        #expect(terminal.cursor != nil, "back on screen: the cursor again")
    }
}

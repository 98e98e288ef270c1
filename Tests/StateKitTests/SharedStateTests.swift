import StateKit
import Testing

struct LevelKey: SharedStateKey {
    static let defaultValue = 4
}

/// Reads the level and can write it back.
struct LevelReader: View {
    let title: String
    @ChildState<LevelKey> var level
    var body: some View {
        VStack(alignment: .leading) {
            Text("\(title) \(level)")
            Button("raise \(title)", key: .character(title.first!)) { level += 1 }
        }
    }
}

/// Under a provider, but never reads the level.
struct LevelIgnorer: View {
    @ChildState<LevelKey> var level
    var body: some View { Text("ignores the level") }
}

/// Owns the level; gives it to one subtree as is, to another ten times over.
struct LevelOwner: View {
    @ParentState<LevelKey> var level = 1
    var body: some View {
        VStack(alignment: .leading) {
            VStack(alignment: .leading) {
                LevelReader(title: "a")
                LevelIgnorer()
            }
            .sharedState($level)
            LevelReader(title: "b").sharedState($level.derived { $0 * 10 })
            LevelReader(title: "c")
            Button("owner raises", key: "o") { level += 1 }
        }
    }
}

/// Hands a child its level times a factor it owns.
struct ScalingOwner: View {
    @ParentState<LevelKey> var level = 2
    @State var factor = 10
    var body: some View {
        VStack(alignment: .leading) {
            LevelReader(title: "s").sharedState($level.derived(id: factor) { [factor] in $0 * factor })
            Button("factor", key: "f") { factor = 100 }
        }
    }
}

@Suite("Shared state from parent to child")
@MainActor
struct SharedStateTests {
    @Test("a child with no provider reads the key's default, and keeps its writes")
    func isolatedChildUsesDefault() {
        let (app, terminal) = makeApp(LevelReader(title: "c"))
        #expect(terminal.lines[0].hasPrefix("c 4"))
        app.press("c")
        #expect(terminal.lines[0].hasPrefix("c 5"))
    }

    @Test("children read the nearest provider; siblings can receive different values")
    func providersDecide() {
        let (_, terminal) = makeApp(LevelOwner())
        #expect(terminal.lines[0].hasPrefix("a 1"))
        #expect(terminal.lines[3].hasPrefix("b 10"))
        #expect(terminal.lines[5].hasPrefix("c 4"))
    }

    @Test("a child's write lands in the parent, and every reader updates")
    func childWritesLandInTheParent() {
        let (app, terminal) = makeApp(LevelOwner())
        app.press("a")
        #expect(app.graph.stateValue(of: "LevelOwner", "level") as? Int == 2)
        #expect(terminal.lines[0].hasPrefix("a 2"))
        #expect(terminal.lines[3].hasPrefix("b 20"))
        #expect(terminal.lines[5].hasPrefix("c 4"))
    }

    @Test("only views that read the value re-render; the owner does not unless it reads")
    func onlyReadersRerender() {
        let (app, _) = makeApp(LevelOwner())
        app.press("o")
        #expect(
            app.renders == [
                "LevelOwner": 1, "LevelReader": 2, "LevelIgnorer": 1, "LevelReader#2": 2, "LevelReader#3": 1,
            ])
        #expect(app.graph.latestReasons.map(\.description) == ["LevelReader: shared LevelKey changed"])
    }

    @Test("a derived value follows what it is derived from, given as its id")
    func derivedFollowsItsID() {
        let (app, terminal) = makeApp(ScalingOwner())
        #expect(terminal.lines[0].hasPrefix("s 20"))
        app.press("f")
        #expect(terminal.lines[0].hasPrefix("s 200"))
    }

    @Test("writes to a derived value are ignored: the parent stays in control")
    func derivedIsReadOnly() {
        let (app, terminal) = makeApp(LevelOwner())
        app.press("b")
        #expect(app.graph.stateValue(of: "LevelOwner", "level") as? Int == 1)
        #expect(terminal.lines[3].hasPrefix("b 10"))
    }
}

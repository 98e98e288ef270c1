import StateKit
import Testing

struct Toolbar: View {
    var body: some View {
        HStack(alignment: .top, spacing: 0) {
            Text("left")
            Spacer()
            Text("right")
        }
    }
}

struct Sections: View {
    var body: some View {
        VStack(alignment: .leading) {
            Text("top")
            Divider()
            Spacer()
            Text("bottom")
        }
    }
}

struct Centered: View {
    var body: some View {
        VStack(alignment: .center) {
            Text("wide line here")
            Text("mid")
        }
    }
}

struct SideBySide: View {
    var body: some View {
        HStack(alignment: .top, spacing: 0) {
            Text("a")
            Divider()
            Text("b")
        }
    }
}

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

@Suite("Layout")
@MainActor
struct LayoutTests {
    @Test("a spacer in an HStack pushes its neighbours to the edges")
    func horizontalSpacer() {
        let (_, terminal) = makeApp(Toolbar(), size: Size(width: 20, height: 1))
        #expect(terminal.lines == ["left           right"])
    }

    @Test("a spacer in a VStack pushes the rest down; a divider spans the width")
    func verticalSpacerAndDivider() {
        let (_, terminal) = makeApp(Sections(), size: Size(width: 6, height: 5))
        #expect(terminal.lines == ["top   ", "──────", "      ", "      ", "bottom"])
    }

    @Test("a divider in an HStack is vertical")
    func verticalDivider() {
        let (_, terminal) = makeApp(SideBySide().pane(), size: Size(width: 9, height: 3))
        #expect(terminal.lines[1] == "│ a│b   │")
    }

    @Test("center alignment centres each child in the space the stack is given")
    func centerAlignment() {
        let (_, terminal) = makeApp(Centered(), size: Size(width: 20, height: 2))
        #expect(terminal.lines == ["   wide line here   ", "        mid         "])
    }

    @Test("two panes in an HStack share the width; a pane fills its height")
    func panesShareSpace() {
        let (_, terminal) = makeApp(
            HStack(alignment: .top, spacing: 0) {
                Centered().pane()
                Toolbar().pane()
            }, size: Size(width: 60, height: 5))
        #expect(terminal.lines[0].hasPrefix("┌ Centered · renders 1 ─"))
        #expect(terminal.lines[0].contains("┐┌ Toolbar · renders 1 "))
        #expect(terminal.screen[29, 0].character == "┐")
        #expect(terminal.screen[30, 0].character == "┌")
        #expect(terminal.lines[4].hasPrefix("└"))
        #expect(terminal.lines[4].hasSuffix("┘"))
    }

    @Test(".pane() on a stack draws a plain border; the views inside get no frame of their own")
    func paneOnAStack() {
        let (_, terminal) = makeApp(VStack(alignment: .leading) { Toolbar() }.pane(), size: Size(width: 24, height: 3))
        #expect(terminal.lines == ["┌──────────────────────┐", "│ left           right │", "└──────────────────────┘"])
    }

    @Test(".border() is as large as what it holds")
    func borderHugs() {
        let (_, terminal) = makeApp(
            VStack(alignment: .leading) { Text("hi").border() }, size: Size(width: 10, height: 4))
        #expect(terminal.lines == ["┌────┐    ", "│ hi │    ", "└────┘    ", "          "])
    }

    @Test("text too wide ends in an ellipsis")
    func truncation() {
        let (_, terminal) = makeApp(Text("a long line of text"), size: Size(width: 10, height: 1))
        #expect(terminal.lines == ["a long li…"])
    }

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
}

import StateKit
import StateKitTesting
import Testing

// Attributes stack: whatever the order of the modifiers, each one is kept.

struct StyledTexts: View {
    var body: some View {
        VStack(alignment: .leading) {
            Text("GreenBold").foregroundColor(.green).bold()
            Text("BoldGreen").bold().foregroundColor(.green)
            Text("FontFirst").font(.headline).italic().underline().strikethrough().foregroundStyle(.red)
            Text("FontLast").italic().underline().strikethrough().foregroundStyle(.red).font(.headline)
            Text("Levels").foregroundStyle(.tertiary)
            Text("Quiet").foregroundStyle(.quaternary)
            Text("Second").foregroundStyle(.secondary)
            Text("Primary").foregroundStyle(.primary)
            Text("Faded").foregroundColor(.blue.opacity(0.3))
        }
    }
}

/// The same attributes asked of a container, in two orders.
struct StyledContainers: View {
    var body: some View {
        VStack(alignment: .leading) {
            VStack { Text("OuterFont") }
                .bold().italic().foregroundColor(.yellow).font(.body).background(.blue)
            VStack { Text("InnerFont") }
                .font(.body).background(.blue).foregroundColor(.yellow).italic().bold()
            Text("ItalicFont").font(.title.italic())
            HStack { Text("Bright") }.font(.headline).fontWeight(.regular)
        }
    }
}

struct FadedViews: View {
    var body: some View {
        VStack(alignment: .leading) {
            Text("Half").opacity(0.5)
            Text("Low").opacity(0.3)
            Text("Gone").opacity(0)
            Text("After")
        }
    }
}

struct FilledBackground: View {
    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            Text("Hi").padding(.horizontal, 8).padding(.vertical, 16).background(.red)
            Text("Next")
        }
    }
}

@MainActor
@Suite("Styles that stack, in any order")
struct StackedStyleTests {
    func run(_ text: String, in host: HeadlessHost) throws -> StyleRun {
        try #require(host.styleRuns.first { $0.text.hasPrefix(text) })
    }

    @Test("foregroundColor(.green).bold() is green and bold, and so is the other order")
    func colourAndBold() throws {
        let host = HeadlessHost(StyledTexts(), width: 30, height: 10)
        for text in ["GreenBold", "BoldGreen"] {
            let run = try run(text, in: host)
            #expect(run.isBold && run.foreground == .green, "\(run)")
        }
    }

    @Test("font, italic, underline, strikethrough and a colour on Text: all kept, either order")
    func everyTextAttribute() throws {
        let host = HeadlessHost(StyledTexts(), width: 30, height: 10)
        for text in ["FontFirst", "FontLast"] {
            let run = try run(text, in: host)
            #expect(run.isBold && run.isItalic && run.isUnderlined && run.isStrikethrough, "\(run)")
            #expect(run.foreground == .red)
        }
    }

    @Test("the hierarchical levels: secondary grey, tertiary and quaternary grey and dim, primary plain")
    func hierarchicalLevels() throws {
        let host = HeadlessHost(StyledTexts(), width: 30, height: 10)
        let second = try run("Second", in: host)
        #expect(second.foreground == .secondary && !second.isDim)
        for text in ["Levels", "Quiet"] {
            #expect(try run(text, in: host).isDim)
        }
        #expect(!host.styleRuns.contains { $0.text.hasPrefix("Primary") })
        #expect(try run("Faded", in: host).isDim)
    }

    @Test("on a container, in either order: bold, italic, colour and background all reach the text")
    func containerAttributes() throws {
        let host = HeadlessHost(StyledContainers(), width: 30, height: 6)
        for text in ["OuterFont", "InnerFont"] {
            let run = try run(text, in: host)
            #expect(run.isBold && run.isItalic, "\(run)")
            #expect(run.foreground == .yellow && run.background == .blue, "\(run)")
        }
        let italicFont = try run("ItalicFont", in: host)
        #expect(italicFont.isBold && italicFont.isItalic)
        // A weight below semibold wins over the headline's bold.
        #expect(!host.styleRuns.contains { $0.text.hasPrefix("Bright") })
    }

    @Test("opacity: from one half up as it is, below drawn dim, at zero not drawn but in its place")
    func opacity() throws {
        let host = HeadlessHost(FadedViews(), width: 20, height: 5)
        #expect(!host.styleRuns.contains { $0.text.hasPrefix("Half") })
        #expect(try run("Low", in: host).isDim)
        #expect(!host.text.contains("Gone"))
        #expect(host.lines[2].trimmingCharacters(in: .whitespaces).isEmpty)
        #expect(host.lines[3].hasPrefix("After"))
    }

    @Test("background fills the view's frame, padding included, and no more")
    func backgroundFillsTheFrame() throws {
        let host = HeadlessHost(FilledBackground(), width: 20, height: 5)
        let filled = host.styleRuns.filter { $0.background == .red }
        // Three rows of four cells: the padding around "Hi".
        #expect(filled.map(\.row) == [0, 1, 2])
        #expect(filled.allSatisfy { $0.columns == 0...3 })
        #expect(filled[1].text == " Hi ")
        #expect(!host.styleRuns.contains { $0.text.contains("Next") })
    }
}

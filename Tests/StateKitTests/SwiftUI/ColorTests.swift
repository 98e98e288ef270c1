import Testing

@testable import StateKit

struct Tinted: View {
    var body: some View {
        VStack(alignment: .leading) {
            Text("go").foregroundColor(.green)
            VStack(alignment: .leading) {
                Text("warm")
                Text("custom").foregroundColor(Color(red: 0, green: 1, blue: 0))
            }
            .foregroundStyle(.red)
            .background(.blue)
            Text("plain")
        }
    }
}

@Suite("Colour")
@MainActor
struct ColorTests {
    @Test("colours reach the cells as registered pairs; the text's own colour wins over the one above")
    func cellsCarryColours() {
        let (_, terminal) = makeApp(Tinted())
        let go = terminal.screen[0, 0].colors.colors
        #expect(go.foreground == .green && go.background == nil)
        let warm = terminal.screen[0, 1].colors.colors
        #expect(warm.foreground == .red && warm.background == .blue)
        #expect(terminal.screen[0, 2].colors.colors.foreground == Color(red: 0, green: 1, blue: 0))
        #expect(terminal.screen[0, 3].colors == .default)
        #expect(ColorPair(foreground: .green, background: nil) == terminal.screen[0, 0].colors, "one pair per colours")
        #expect(ColorPair(foreground: .primary, background: .clear) == .default, "the terminal's own colours")
    }

    @Test("the depth comes from terminfo's colour count, and NO_COLOR with any value turns it off")
    func depth() {
        #expect(TerminalPalette.depth(terminfoColors: 1 << 24, noColor: nil) == .direct)
        #expect(TerminalPalette.depth(terminfoColors: 256, noColor: nil) == .xterm256)
        #expect(TerminalPalette.depth(terminfoColors: 8, noColor: nil) == .eight)
        #expect(TerminalPalette.depth(terminfoColors: -1, noColor: nil) == .none)
        #expect(TerminalPalette.depth(terminfoColors: 256, noColor: "1") == .none)
        #expect(TerminalPalette.depth(terminfoColors: 256, noColor: "") == .xterm256)
    }

    @Test("named colours keep the user's palette below true colour; others take the nearest")
    func colourNumbers() {
        let custom = Color(red: 0, green: 1, blue: 0)
        #expect(TerminalPalette(screen: ScreenColors(depth: .eight, scheme: .dark)).colorNumber(.green) == 2)
        #expect(TerminalPalette(screen: ScreenColors(depth: .xterm256, scheme: .dark)).colorNumber(.green) == 2)
        #expect(TerminalPalette(screen: ScreenColors(depth: .xterm256, scheme: .dark)).colorNumber(custom) == 46)
        #expect(
            TerminalPalette(screen: ScreenColors(depth: .xterm256, scheme: .dark)).colorNumber(Color(white: 0.5)) == 244
        )
        #expect(
            TerminalPalette(screen: ScreenColors(depth: .eight, scheme: .dark)).colorNumber(
                Color(red: 1, green: 0.1, blue: 0.1)) == 1)
        #expect(TerminalPalette(screen: ScreenColors(depth: .direct, scheme: .dark)).colorNumber(.green) == 0x34C759)
        #expect(TerminalPalette(screen: ScreenColors(depth: .direct, scheme: .dark)).colorNumber(nil) == -1)
    }

    @Test("COLORTERM asks for its terminal family's true-colour type, unless NO_COLOR says no colour")
    func directColorType() {
        #expect(
            TerminalPalette.directColorType(term: "xterm-256color", colorTerm: "truecolor", noColor: nil)
                == "xterm-direct")
        #expect(
            TerminalPalette.directColorType(term: "tmux-256color", colorTerm: "24bit", noColor: nil) == "tmux-direct")
        #expect(TerminalPalette.directColorType(term: "xterm-direct", colorTerm: "truecolor", noColor: nil) == nil)
        #expect(TerminalPalette.directColorType(term: "xterm-256color", colorTerm: nil, noColor: nil) == nil)
        #expect(TerminalPalette.directColorType(term: "xterm-256color", colorTerm: "truecolor", noColor: "1") == nil)
    }

    @Test("a tint colours a button's label and a toggle's box; pairs go past 256")
    func tint() {
        let (_, terminal) = makeApp(TintedControls())
        #expect(terminal.cell(of: "Go", row: 0)?.colors.colors.foreground == .orange)
        #expect(terminal.cell(of: "[ ]", row: 1)?.colors.colors.foreground == .orange)
        #expect(terminal.column(of: " Go ", row: 0) == 0)
        #expect(
            terminal.cell(of: " Go", row: 0)?.colors == .default,
            "the blank before the label keeps the terminal's colours")
        let pairs = (0..<300).map {
            ColorPair(foreground: Color(red: Double($0) / 300, green: 0.5, blue: 0.5), background: nil)
        }
        #expect(Set(pairs.map(\.number)).count == 300)
        #expect(pairs.map(\.number).max()! > 256)
    }
}

struct TintedControls: View {
    @State private var isOn = false
    var body: some View {
        VStack(alignment: .leading) {
            Button("Go") {}
            Toggle("Lights", isOn: $isOn)
        }
        .tint(.orange)
    }
}

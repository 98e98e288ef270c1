import StateKit
import StateKitTesting
import Testing

// Button styles, built in and of the app's own, label styles and accepted
// sizes.

struct Pill: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .padding(.horizontal, 16)
            .background(.blue)
    }
}

struct TwiceTrigger: PrimitiveButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        Button {
            configuration.trigger()
            configuration.trigger()
        } label: {
            configuration.label
        }
    }
}

struct StyledButtons: View {
    @State private var presses = 0
    var body: some View {
        VStack(alignment: .leading) {
            Button("Bordered") { presses += 1 }.buttonStyle(.bordered)
            Button("Prominent") { presses += 1 }.buttonStyle(.borderedProminent)
            Button("Borderless") { presses += 1 }.buttonStyle(.borderless)
            Button("Plain") { presses += 1 }.buttonStyle(.plain)
            Button("Link") { presses += 1 }.buttonStyle(.link)
            Button("Pill") { presses += 1 }.buttonStyle(Pill())
            Button("Twice") { presses += 1 }.buttonStyle(TwiceTrigger())
            Text("presses \(presses)")
        }
        .controlSize(.large)
    }
}

struct TrailingIcon: LabelStyle {
    func makeBody(configuration: Configuration) -> some View {
        HStack {
            configuration.title.bold()
            configuration.icon
        }
    }
}

extension LabelStyle where Self == TrailingIcon {
    static var trailingIcon: Self { Self() }
}

struct CustomStyledLabels: View {
    var body: some View {
        VStack(alignment: .leading) {
            Label("Clock", systemImage: "clock").labelStyle(.trailingIcon)
            Label("Plain", systemImage: "clock")
            HStack {
                Label("Outer", systemImage: "star")
                Label("Inner", systemImage: "star").labelStyle(.titleOnly)
            }
            .labelStyle(.trailingIcon)
        }
    }
}

struct StyledLabels: View {
    var body: some View {
        VStack(alignment: .leading) {
            Label("Star", systemImage: "star")
            Label("Star", systemImage: "star").labelStyle(.titleOnly)
            Label("Star", systemImage: "star").labelStyle(.iconOnly)
            Label("Mystery", systemImage: "no.such.symbol").labelStyle(.iconOnly)
        }
    }
}

@MainActor
@Suite("Control styles")
struct ControlStyleTests {
    @Test(
        "the built-in button styles: the tint on a faint fill, bold white on the tint, the tint, plain, a link; brackets without colour"
    )
    func builtIn() throws {
        let host = HeadlessHost(StyledButtons(), width: 30, height: 8)
        #expect(host.lines[0].hasPrefix(" Bordered  "))
        #expect(host.lines[1].hasPrefix(" Prominent  "))
        #expect(host.lines[2].hasPrefix("Borderless "))
        #expect(host.lines[3].hasPrefix("Plain "))
        #expect(host.lines[4].hasPrefix("Link "))
        let runs = host.styleRuns
        let bordered = try #require(runs.first { $0.row == 0 && $0.text.contains("Bordered") })
        #expect(bordered.text == " Bordered " && bordered.columns == 0...9)
        #expect(bordered.foreground == .accentColor)
        #expect(
            bordered.background?.description == "rgb(21,52,85)", "a quarter of the blue tint over the dark background")
        // The label bold, white on the tint; the blanks either side on the tint too.
        let prominent = runs.filter { $0.row == 1 }
        #expect(prominent.map(\.columns) == [0...0, 1...9, 10...10])
        #expect(prominent.map(\.text) == [" ", "Prominent", " "])
        #expect(prominent.allSatisfy { $0.foreground == .white && $0.background == .accentColor })
        #expect(prominent.map(\.isBold) == [false, true, false])
        #expect(runs.contains { $0.text == "Borderless" && $0.foreground == .accentColor })
        #expect(!runs.contains { $0.text.contains("Plain") })
        #expect(runs.contains { $0.text == "Link" && $0.isUnderlined && $0.foreground == .accentColor })
        try host.click(on: "Plain")
        try host.click(on: "Link")
        #expect(host.text.contains("presses 2"))

        // Without colour, brackets stand for the tint, and bold for the fill.
        let plain = HeadlessHost(StyledButtons(), width: 30, height: 8, colors: .none)
        #expect(plain.lines[0].hasPrefix("[ Bordered ] "))
        #expect(plain.lines[1].hasPrefix("[ Prominent ] "))
        #expect(plain.lines[2].hasPrefix("Borderless "))
        #expect(plain.lines[3].hasPrefix("Plain "))
        #expect(plain.lines[4].hasPrefix("Link "))
        let plainRuns = plain.styleRuns
        #expect(plainRuns.allSatisfy { $0.foreground == nil && $0.background == nil })
        #expect(plainRuns.contains { $0.row == 1 && $0.text == "[ Prominent ]" && $0.isBold })
        #expect(!plainRuns.contains { $0.row == 0 && $0.text.contains("Bordered") && $0.isBold })
        #expect(plainRuns.contains { $0.text == "Link" && $0.isUnderlined })
    }

    @Test("a ButtonStyle of the app's makes the look; the button keeps its click and its Tab stop")
    func custom() throws {
        let host = HeadlessHost(StyledButtons(), width: 30, height: 8)
        #expect(host.lines[5].hasPrefix("  Pill  "))
        #expect(host.styleRuns.contains { $0.text.contains("Pill") && $0.background == .blue })
        try host.click(on: "Pill")
        #expect(host.text.contains("presses 1"))
        for _ in 0..<6 { host.press(.tab) }
        host.press(.return)
        #expect(host.text.contains("presses 2"), "the sixth Tab stop is the pill")
    }

    @Test("a PrimitiveButtonStyle of the app's makes the button: its trigger runs the action")
    func primitive() throws {
        let host = HeadlessHost(StyledButtons(), width: 30, height: 8)
        try host.click(on: "Twice")
        #expect(host.text.contains("presses 2"))
    }

    @Test("label styles: the title alone, the icon alone, and the title where the terminal has no glyph")
    func labels() {
        let host = HeadlessHost(StyledLabels(), width: 20, height: 4)
        #expect(host.lines[0].hasPrefix("☆ Star"))
        #expect(host.lines[1].hasPrefix("Star"))
        #expect(host.lines[2].hasPrefix("☆ "))
        #expect(host.lines[3].hasPrefix("Mystery"))
    }

    @Test("a LabelStyle of the app's makes the look from the title and the icon; an inner style wins")
    func customLabelStyle() {
        let host = HeadlessHost(CustomStyledLabels(), width: 30, height: 3)
        #expect(host.lines[0].hasPrefix("Clock ◷"))
        #expect(host.styleRuns.contains { $0.row == 0 && $0.text == "Clock" && $0.isBold })
        #expect(host.lines[1].hasPrefix("◷ Plain"))
        #expect(host.lines[2].trimmingCharacters(in: .whitespaces) == "Outer ☆ Inner")
    }
}

import StateKit
import StateKitTesting
import Testing

// Gradients as fills, backgrounds and foreground styles, in each depth of colour.

/// A header on a gradient, a gradient swatch and gradient text.
struct GradientSampler: View {
    var body: some View {
        VStack(spacing: 0) {
            Text("Title").frame(width: 96).background(
                LinearGradient(colors: [.red, .blue], startPoint: .leading, endPoint: .trailing))
            Rectangle().fill(LinearGradient(colors: [.black, .white], startPoint: .top, endPoint: .bottom))
                .frame(width: 96, height: 32)
            Text("gradient text").foregroundStyle(
                LinearGradient(colors: [.orange, .pink], startPoint: .leading, endPoint: .trailing))
        }
    }
}

/// Cards on gradients, one of which counts presses.
struct GradientCards: View {
    @State private var presses = 0

    var body: some View {
        VStack(spacing: 0) {
            Button("Press") { presses += 1 }
            ForEach(0..<20) { index in
                Text(index == 0 ? "Card \(presses)" : "Card")
                    .frame(width: 80)
                    .background(LinearGradient(colors: [.purple, .blue], startPoint: .leading, endPoint: .trailing))
            }
        }
    }
}

@MainActor
@Suite("Gradients")
struct GradientTests {
    @Test("a gradient in true colour, and reduced to 256 and to 8 colours")
    func depths() {
        assertSnapshot(of: GradientSampler(), as: .terminal(width: 13, height: 4), named: "true-colour")
        assertSnapshot(of: GradientSampler(), as: .terminal(width: 13, height: 4, colors: .xterm256), named: "256")
        assertSnapshot(of: GradientSampler(), as: .terminal(width: 13, height: 4, colors: .eight), named: "8")
    }

    @Test("without colour a gradient draws none, and every letter of text on it or in it stays")
    func noColor() {
        let host = HeadlessHost(GradientSampler(), width: 13, height: 4, colors: .none)
        #expect(host.styleRuns.isEmpty)
        #expect(host.lines[0].contains("Title"))
        #expect(host.lines[3].contains("gradient text"))
    }

    @Test("text over a gradient background reads on the gradient's colour where each letter lies")
    func textOnAGradient() throws {
        let host = HeadlessHost(GradientSampler(), width: 13, height: 4)
        let title = host.styleRuns.filter { $0.row == 0 && "Title".contains($0.text) && !$0.text.isEmpty }
        #expect(title.count == 5, "a run per letter: each on its own colour")
        #expect(Set(title.map(\.background)).count == 5)
    }

    @Test("a linear gradient runs from its first colour to its last along its line")
    func linearEnds() throws {
        let host = HeadlessHost(
            Rectangle().fill(LinearGradient(colors: [.black, .white], startPoint: .leading, endPoint: .trailing)),
            width: 10, height: 1)
        let first = try #require(host.styleRuns.first)
        let last = try #require(host.styleRuns.last)
        #expect(first.foreground == Color(red: 0, green: 0, blue: 0) || first.text.hasPrefix("█"))
        #expect(first.columns.lowerBound == 0 && last.columns.upperBound == 9)
        #expect(first.foreground != last.foreground)
    }

    @Test("a change to one card of twenty on gradients writes only the cells that changed")
    func oneCardChanges() throws {
        let host = HeadlessHost(GradientCards(), width: 10, height: 21)
        let before = host.lines
        try host.click(on: "Press")
        let changed = zip(before, host.lines).map { zip($0, $1).filter { $0 != $1 }.count }.reduce(0, +)
        #expect(changed == 1, "Card 0 became Card 1")
        #expect(host.cellsWrittenByLastFrame == changed)
    }

    @Test("Color(hue:saturation:brightness:) and Color.gradient")
    func hueAndGradient() throws {
        #expect(Color(hue: 0, saturation: 1, brightness: 1) == Color(red: 1, green: 0, blue: 0))
        #expect(Color(hue: 1.0 / 3, saturation: 1, brightness: 1) == Color(red: 0, green: 1, blue: 0))
        #expect(Color(hue: 0.5, saturation: 0, brightness: 0.5) == Color(red: 0.5, green: 0.5, blue: 0.5))
        let host = HeadlessHost(Rectangle().fill(Color.blue.gradient).frame(width: 8, height: 64), width: 1, height: 4)
        let top = try #require(host.styleRuns.first)
        let bottom = try #require(host.styleRuns.last)
        #expect(top.foreground != bottom.foreground, "lighter at the top than at the bottom")
    }
}

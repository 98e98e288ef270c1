import StateKit
import StateKitTesting
import Testing

// Canvas: paths filled and stroked, and text, through a graphics context.

/// A bar chart drawn in a canvas: bars filled, a baseline stroked, a label.
struct BarCanvas: View {
    let values: [Double]

    var body: some View {
        Canvas { context, size in
            let width = size.width / CGFloat(values.count)
            for (index, value) in values.enumerated() {
                let height = (size.height - 16) * value
                let bar = CGRect(
                    x: CGFloat(index) * width + 4, y: size.height - 16 - height, width: width - 8, height: height)
                context.fill(Path(bar), with: .color(.blue))
            }
            var baseline = Path()
            baseline.move(to: CGPoint(x: 0, y: size.height - 16))
            baseline.addLine(to: CGPoint(x: size.width, y: size.height - 16))
            context.stroke(baseline, with: .color(.gray))
            context.draw(Text("sales"), at: CGPoint(x: size.width / 2, y: size.height - 8))
        }
    }
}

@MainActor
@Suite("Canvas")
struct CanvasTests {
    // 96 by 80 points: bars 32 points apart, 24 wide; the baseline 64 points
    // down, the top dots of the last row; the label over it, centred.
    @Test("a canvas fills, strokes and writes, in points, each over what came before")
    func barChart() {
        let host = HeadlessHost(BarCanvas(values: [0.5, 1, 0.25]), width: 12, height: 5)
        #expect(
            host.lines == [
                "    ███     ",
                "    ███     ",
                "███ ███     ",
                "███ ███ ███ ",
                "⠉⠉⠉sales⠉⠉⠉⠉",
            ])
    }

    @Test("its transforms move, scale and turn what is drawn after them")
    func transforms() {
        let host = HeadlessHost(
            Canvas { context, _ in
                context.translateBy(x: 16, y: 16)
                context.scaleBy(x: 2, y: 2)
                context.fill(Path(CGRect(x: 0, y: 0, width: 8, height: 8)), with: .color(.red))
            }, width: 6, height: 3)
        #expect(host.lines == ["      ", "  ██  ", "      "])
    }

    @Test("a gradient between two points of the canvas shades a fill from one to the other")
    func gradientShading() throws {
        let host = HeadlessHost(
            Canvas { context, size in
                context.fill(
                    Path(CGRect(origin: .zero, size: size)),
                    with: .linearGradient(
                        Gradient(colors: [.black, .white]), startPoint: .zero, endPoint: CGPoint(x: size.width, y: 0)))
            }, width: 4, height: 1)
        #expect(host.lines == ["████"])
        let runs = host.styleRuns
        #expect(runs.count == 4, "a colour a cell")
        #expect(runs.first?.foreground != runs.last?.foreground)
    }
}

import StateKit
import StateKitTesting
import Testing

// Shapes as views: the room they take, the text drawn over them, and an
// app's own shapes and paths.

/// A triangle of the app's own, pointing up.
struct Triangle: Shape {
    func path(in rect: CGRect) -> Path {
        var path = Path()
        path.move(to: CGPoint(x: rect.midX, y: rect.minY))
        path.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
        path.addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
        path.closeSubpath()
        return path
    }
}

/// A card: a filled rounded rectangle with a title over it.
struct FilledCard: View {
    var body: some View {
        ZStack {
            RoundedRectangle(cornerRadius: 16).fill(.blue)
            Text("Title")
        }
        .frame(width: 96, height: 48)
    }
}

/// A button counting its presses, a view of its own.
struct PressCounter: View {
    @State private var presses = 0

    var body: some View {
        Button("Pressed \(presses)") { presses += 1 }
    }
}

/// The counter one view further in.
struct CounterRow: View {
    var body: some View {
        HStack { PressCounter() }
    }
}

/// A line chart of the app's own values, drawn with a path.
struct LineChart: View {
    let values: [Double]

    var body: some View {
        GeometryReader { proxy in
            Path { path in
                let step = proxy.size.width / CGFloat(values.count - 1)
                for (index, value) in values.enumerated() {
                    let point = CGPoint(x: CGFloat(index) * step, y: proxy.size.height * (1 - value))
                    if index == 0 { path.move(to: point) } else { path.addLine(to: point) }
                }
            }
            .stroke(.green)
        }
    }
}

@MainActor
@Suite("Shapes as views")
struct ShapeTests {
    @Test("a shape takes the room it is offered: the rest of a column, below its text")
    func takesTheRoomOffered() {
        let host = HeadlessHost(
            VStack(spacing: 0) {
                Text("Above")
                Rectangle().fill(.red)
            }, width: 6, height: 4)
        #expect(host.lines == ["Above ", "██████", "██████", "██████"])
    }

    @Test("text over a filled shape reads on its colour, and the cells around it keep the shape's")
    func textOverAFill() throws {
        let host = HeadlessHost(FilledCard(), width: 12, height: 3)
        #expect(host.lines[0] == "▄██████████▄")
        #expect(host.lines[1] == "███Title████")
        #expect(host.lines[2] == "▀██████████▀")
        let title = try #require(host.styleRuns.first { $0.row == 1 && $0.text.contains("Title") })
        #expect(title.background == .blue)
    }

    @Test("a view of its own over a filled shape, drawn again after a change, keeps the shape's colour behind it")
    func redrawOverAFill() throws {
        let host = HeadlessHost(
            ZStack {
                RoundedRectangle(cornerRadius: 16).fill(.blue)
                VStack(spacing: 0) {
                    PressCounter()
                    CounterRow()
                }
            }
            .frame(width: 192, height: 64), width: 24, height: 4)
        try host.click(on: "Pressed 0")
        #expect(host.lines[1] == "███████Pressed 1████████")
        try host.click(on: "Pressed 0")
        #expect(host.lines[2] == "███████Pressed 1████████", "a view two levels in too")
        for row in 1...2 {
            let label = try #require(host.styleRuns.first { $0.row == row && $0.text.contains("Pressed 1") })
            #expect(label.background == .blue)
        }
    }

    @Test("a background of a filled capsule: the label reads on it")
    func capsuleBackground() throws {
        let host = HeadlessHost(
            Text("New").padding(.horizontal, 16).background(Capsule().fill(.green)), width: 7, height: 1)
        #expect(host.lines[0] == "██New██")
        let label = try #require(host.styleRuns.first { $0.text.contains("New") })
        #expect(label.background == .green)
    }

    @Test("an app's own shape, filled and stroked")
    func ownShape() {
        let host = HeadlessHost(
            HStack(spacing: 8) {
                Triangle().fill(.orange).frame(width: 64, height: 64)
                Triangle().stroke(.orange).frame(width: 64, height: 64)
            }, width: 17, height: 4)
        #expect(
            host.lines == [
                "   ▄▄       ⡼⢣   ",
                "  ▄██▄     ⡼⠁ ⢣  ",
                " ▄████▄   ⡼⠁   ⢣ ",
                "▄██████▄ ⣼⣁⣀⣀⣀⣀⣀⣣",
            ])
    }

    @Test("a line chart drawn with a path reads as one: it rises where its values do")
    func lineChart() {
        let host = HeadlessHost(LineChart(values: [0, 1, 0]), width: 8, height: 2)
        #expect(host.lines == ["  ⡠⠊⠑⢄  ", "⡠⠊⠁   ⠑⢄"])
    }

    @Test("a shape's default style is the foreground colour around it")
    func foregroundStyle() {
        let host = HeadlessHost(Circle().foregroundColor(.purple).frame(width: 32, height: 32), width: 4, height: 2)
        #expect(host.lines == ["▄██▄", "▀██▀"])
        #expect(host.styleRuns.allSatisfy { $0.foreground == .purple })
    }
}

/// Paths an app could compute wrongly: points at 1e300, infinities and
/// NaNs, and strokes of absurd widths.
struct HostilePaths: View {
    var body: some View {
        let far = CGFloat(1e300)
        VStack(spacing: 0) {
            Path { path in
                path.move(to: CGPoint(x: -far, y: -far))
                path.addLine(to: CGPoint(x: far, y: far))
                path.addCurve(
                    to: CGPoint(x: CGFloat.infinity, y: 3), control1: CGPoint(x: CGFloat.nan, y: 0),
                    control2: CGPoint(x: 0, y: far))
                path.addArc(center: .zero, radius: far, startAngle: .radians(.nan), endAngle: .zero, clockwise: false)
                path.closeSubpath()
            }
            .fill(.red)
            Path(CGRect(x: -far, y: -far, width: CGFloat.infinity, height: far)).stroke(.blue, lineWidth: 1e9)
            Rectangle().offset(x: far, y: -far).stroke(.green, lineWidth: CGFloat.nan)
            Circle().stroke(.green, style: StrokeStyle(lineWidth: CGFloat.infinity, dash: [CGFloat.nan, 1e300]))
            Canvas { context, _ in
                context.scaleBy(x: far, y: CGFloat.nan)
                context.draw(Text("far"), at: CGPoint(x: CGFloat.infinity, y: CGFloat.nan))
                context.stroke(Path(CGRect(x: 0, y: 0, width: 8, height: 8)), with: .color(.red), lineWidth: 1e12)
            }
        }
    }
}

@MainActor
@Suite("Shapes: hostile paths")
struct HostilePathTests {
    @Test("points at 1e300, infinities, NaNs and absurd widths draw what they can, and neither trap nor hang")
    func hostilePaths() {
        let host = HeadlessHost(HostilePaths(), width: 40, height: 10)
        #expect(host.lines.count == 10)
        host.resize(width: 80, height: 24)
        #expect(host.lines.count == 24)
    }
}

/// A pie slice that declares two angles as its animatable data, as a card
/// game's timer does.
struct AnimatedPie: Shape {
    var start: Angle = .zero
    var end: Angle

    var animatableData: AnimatablePair<Double, Double> {
        get { AnimatablePair(start.radians, end.radians) }
        set {
            start = .radians(newValue.first)
            end = .radians(newValue.second)
        }
    }

    func path(in rect: CGRect) -> Path {
        let center = CGPoint(x: rect.midX, y: rect.midY)
        var path = Path()
        path.move(to: center)
        path.addArc(
            center: center, radius: min(rect.width, rect.height) / 2, startAngle: start, endAngle: end, clockwise: false
        )
        path.closeSubpath()
        return path
    }
}

@MainActor
@Suite("Shapes: animatable data")
struct AnimatableShapeTests {
    @Test("a shape's animatable data is read and written as its values, and it draws at the values it has")
    func animatableData() {
        var pie = AnimatedPie(end: .degrees(90))
        pie.animatableData = AnimatablePair(0, .pi)
        #expect(pie.end == .radians(.pi))
        var sum = AnimatablePair<Double, Double>(1, 2) + AnimatablePair(3, 4)
        sum.scale(by: 2)
        #expect(sum == AnimatablePair(8, 12) && sum.magnitudeSquared == 208)
        // Half a circle, its lower half: from the x axis, clockwise as seen.
        let host = HeadlessHost(pie.fill(.red).frame(width: 32, height: 32), width: 4, height: 2)
        #expect(host.lines == ["    ", "▀██▀"], "the top row is above the centre: empty")
    }
}

import StateKit
import StateKitTesting
import Testing

// SwiftUI's shapes drawn in cells: each filled, stroked and stroked inside
// its frame, at two sizes, recorded with the colours of their cells.

/// A shape drawn three ways, side by side, each in a frame of `width` by
/// `height` points.
struct ShapeTriptych<S: InsettableShape>: View {
    let shape: S
    let width: CGFloat
    let height: CGFloat

    var body: some View {
        HStack(spacing: 8) {
            shape.fill(.blue).frame(width: width, height: height)
            shape.stroke(.green, lineWidth: 1).frame(width: width, height: height)
            shape.strokeBorder(.red, lineWidth: 4).frame(width: width, height: height)
        }
    }
}

@MainActor
@Suite("Shapes: fill, stroke and strokeBorder at two sizes")
struct ShapeSnapshotTests {
    @Test("Rectangle")
    func rectangle() {
        assertSnapshot(
            of: ShapeTriptych(shape: Rectangle(), width: 48, height: 32), as: .terminal(width: 24, height: 3),
            named: "small")
        assertSnapshot(
            of: ShapeTriptych(shape: Rectangle(), width: 96, height: 64), as: .terminal(width: 40, height: 5),
            named: "large")
    }

    @Test("RoundedRectangle")
    func roundedRectangle() {
        let shape = RoundedRectangle(cornerRadius: 16)
        assertSnapshot(
            of: ShapeTriptych(shape: shape, width: 48, height: 32), as: .terminal(width: 24, height: 3), named: "small")
        assertSnapshot(
            of: ShapeTriptych(shape: shape, width: 96, height: 64), as: .terminal(width: 40, height: 5), named: "large")
    }

    @Test("UnevenRoundedRectangle")
    func unevenRoundedRectangle() {
        let shape = UnevenRoundedRectangle(topLeadingRadius: 24, bottomTrailingRadius: 24)
        assertSnapshot(
            of: ShapeTriptych(shape: shape, width: 48, height: 32), as: .terminal(width: 24, height: 3), named: "small")
        assertSnapshot(
            of: ShapeTriptych(shape: shape, width: 96, height: 64), as: .terminal(width: 40, height: 5), named: "large")
    }

    @Test("Capsule")
    func capsule() {
        assertSnapshot(
            of: ShapeTriptych(shape: Capsule(), width: 64, height: 32), as: .terminal(width: 30, height: 3),
            named: "small")
        assertSnapshot(
            of: ShapeTriptych(shape: Capsule(), width: 128, height: 48), as: .terminal(width: 52, height: 4),
            named: "large")
    }

    @Test("Circle")
    func circle() {
        assertSnapshot(
            of: ShapeTriptych(shape: Circle(), width: 48, height: 48), as: .terminal(width: 24, height: 4),
            named: "small")
        assertSnapshot(
            of: ShapeTriptych(shape: Circle(), width: 128, height: 128), as: .terminal(width: 52, height: 9),
            named: "large")
    }

    @Test("Ellipse")
    func ellipse() {
        assertSnapshot(
            of: ShapeTriptych(shape: Ellipse(), width: 80, height: 32), as: .terminal(width: 36, height: 3),
            named: "small")
        assertSnapshot(
            of: ShapeTriptych(shape: Ellipse(), width: 160, height: 80), as: .terminal(width: 64, height: 6),
            named: "large")
    }

    @Test("a progress ring: a faint track and a trimmed arc over it, its dots joined")
    func progressRing() {
        let ring = ZStack {
            Circle().stroke(Color.gray.opacity(0.3), lineWidth: 2)
            Circle().trim(from: 0, to: 0.4).stroke(Color.blue, lineWidth: 2)
            Text("40%")
        }
        assertSnapshot(of: ring.frame(width: 96, height: 96), as: .terminal(width: 12, height: 6), named: "thin")
        let wide = ZStack {
            Circle().stroke(Color.gray.opacity(0.3), lineWidth: 12)
            Circle().trim(from: 0, to: 0.4).stroke(Color.blue, lineWidth: 12)
        }
        assertSnapshot(of: wide.frame(width: 96, height: 96), as: .terminal(width: 12, height: 6), named: "wide")
    }

    @Test("a dashed stroke: dashed box lines, and dashes of dots round a circle")
    func dashed() {
        let view = HStack {
            RoundedRectangle(cornerRadius: 8).stroke(.primary, style: StrokeStyle(lineWidth: 1, dash: [4]))
                .frame(width: 64, height: 48)
            Circle().stroke(.primary, style: StrokeStyle(lineWidth: 1, dash: [8, 8])).frame(width: 64, height: 64)
        }
        assertSnapshot(of: view, as: .terminal(width: 20, height: 4))
    }
}

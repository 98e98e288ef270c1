import StateKit
import StateKitTesting
import Testing

@testable import StateKit

/// A ring whose label counts presses: the ring's inputs never change.
private struct CountedRing: View {
    @State private var presses = 0

    var body: some View {
        VStack(spacing: 0) {
            Button("Press \(presses)") { presses += 1 }
            Circle().stroke(Color.blue, lineWidth: 2).frame(width: 64, height: 64)
            Circle().trim(from: 0, to: CGFloat(presses % 2) / 2).stroke(Color.red).frame(width: 64, height: 64)
            Circle().inset(by: 2).trim(from: 0, to: 0.25).stroke(Color.green).frame(width: 64, height: 64)
        }
    }
}

/// A shape is drawn into cells when its size or inputs change, and copied
/// from there on every other frame.
@MainActor
@Suite("Shapes: drawn once per size and inputs")
struct ShapeRasterCacheTests {
    @Test("an evaluation around an unchanged shape draws it again from its cells; a changed one anew")
    func evaluationsKeepTheRaster() throws {
        let host = HeadlessHost(CountedRing(), width: 20, height: 14)
        let first = ShapeElement.rasterisations
        let evaluations = host.evaluations
        try host.click(on: "Press 0")
        #expect(host.evaluations == evaluations + 1)
        // The fixed ring, trimmed and inset, is equal to the one before it.
        #expect(ShapeElement.rasterisations - first == 1, "only the trimmed ring, whose trim changed")
        try host.click(on: "Press 1")
        #expect(ShapeElement.rasterisations - first == 2)
    }

    @Test("a resize draws each shape anew, once")
    func resizeDrawsAnew() {
        let host = HeadlessHost(CountedRing(), width: 20, height: 14)
        let first = ShapeElement.rasterisations
        host.resize(width: 30, height: 12)
        #expect(ShapeElement.rasterisations == first, "their frames kept their sizes: nothing drawn anew")
        let wide = HeadlessHost(Circle().fill(.green), width: 10, height: 4)
        let before = ShapeElement.rasterisations
        wide.resize(width: 12, height: 4)
        #expect(ShapeElement.rasterisations - before == 1)
    }
}

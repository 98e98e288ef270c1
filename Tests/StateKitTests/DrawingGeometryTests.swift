import Foundation
import Testing

@testable import StateKit

/// Paths, and the grids they are drawn on: points become dots (4 points
/// square, 2x4 a cell) and pixels (8 points square, two a cell).
@MainActor
@Suite("Drawing: paths and grids")
struct DrawingGeometryTests {
    @Test("an arc drawn clockwise: false turns from the x axis towards y, down the screen")
    func arcDirection() throws {
        var path = Path()
        path.addArc(center: .zero, radius: 10, startAngle: .degrees(0), endAngle: .degrees(90), clockwise: false)
        let end = try #require(path.currentPoint)
        #expect(abs(end.x) < 1e-9 && abs(end.y - 10) < 1e-9)
        // The other way round: three quarters of a turn, through the top.
        var other = Path()
        other.addArc(center: .zero, radius: 10, startAngle: .degrees(0), endAngle: .degrees(90), clockwise: true)
        let lines = other.flattened()
        #expect(lines.count == 1)
        let topmost = try #require(lines[0].points.map(\.y).min())
        #expect(abs(topmost + 10) < 0.1, "the arc passes y = -10")
        #expect(abs(lines[0].length - 15 * .pi) < 0.2, "three quarters of a circle of radius 10")
    }

    @Test("an ellipse's outline is as long as the circle's circumference, within a point")
    func ellipseLength() {
        let circle = Path(ellipseIn: CGRect(x: 0, y: 0, width: 80, height: 80))
        let length = circle.flattened().reduce(0) { $0 + $1.length }
        #expect(abs(length - 80 * .pi) < 1)
        #expect(circle.boundingRect.insetBy(dx: -0.01, dy: -0.01).contains(CGRect(x: 0, y: 0, width: 80, height: 80)))
    }

    @Test("trimmedPath keeps the fraction of the length asked for, from the start")
    func trim() throws {
        let square = Path(CGRect(x: 0, y: 0, width: 100, height: 100))
        let half = square.trimmedPath(from: 0, to: 0.5)
        #expect(half.flattened().reduce(0) { $0 + $1.length } == 200)
        let end = try #require(half.currentPoint)
        #expect(end == CGPoint(x: 100, y: 100), "top edge, then right edge")
        let middle = square.trimmedPath(from: 0.125, to: 0.375)
        #expect(middle.elements.first == .move(to: CGPoint(x: 50, y: 0)))
        #expect(middle.currentPoint == CGPoint(x: 100, y: 50))
        #expect(square.trimmedPath(from: 0.6, to: 0.2).isEmpty, "an empty range draws nothing")
    }

    @Test("a path's builders: lines, a closed rect, a rounded rect's curves, and the bounding rect")
    func builders() {
        var path = Path()
        path.addLines([CGPoint(x: 0, y: 0), CGPoint(x: 10, y: 0), CGPoint(x: 10, y: 5)])
        path.closeSubpath()
        #expect(path.elements.count == 4)
        #expect(path.boundingRect == CGRect(x: 0, y: 0, width: 10, height: 5))
        #expect(path.flattened()[0].isClosed)
        let rounded = Path(roundedRect: CGRect(x: 0, y: 0, width: 40, height: 20), cornerRadius: 8)
        #expect(rounded.elements.contains { if case .curve = $0 { true } else { false } })
        #expect(
            Path { $0.addLine(to: CGPoint(x: 3, y: 4)) }.elements == [.move(to: CGPoint(x: 3, y: 4))],
            "a line with no current point begins the path there")
    }

    @Test("a curve costs its length: a huge one is cut into at most maximumPieces lines")
    func hugeCurve() {
        var path = Path()
        path.move(to: .zero)
        path.addCurve(to: CGPoint(x: 1e12, y: 0), control1: CGPoint(x: 0, y: 1e12), control2: CGPoint(x: 1e12, y: 1e12))
        #expect(path.flattened()[0].points.count == Path.maximumPieces + 1)
    }

    @Test("the dot grid: each dot is 4 points square, numbered as Unicode's braille")
    func dots() {
        var grid = DotGrid(columns: 2, rows: 1)
        grid.plot(CGPoint(x: 1, y: 1))  // column 0, row 0 of cell 0
        grid.plot(CGPoint(x: 5, y: 13))  // column 1, row 3 of cell 0
        grid.plot(CGPoint(x: 16, y: 16))  // the far corner: the last dot of cell 1
        grid.plot(CGPoint(x: 40, y: 2))  // outside: left out
        var cells: [String] = []
        grid.forEachCell { x, y, glyph in cells.append("\(x),\(y):\(glyph)") }
        #expect(cells == ["0,0:\u{2881}", "1,0:\u{2880}"])
    }

    @Test("the pixel grid fills the pixels whose centres are inside, by either rule")
    func pixels() {
        var grid = PixelGrid(columns: 4, rows: 2)
        // 2 columns (16 points) by 1.5 rows (24 points): three pixel rows.
        grid.fill(Path(CGRect(x: 8, y: 0, width: 16, height: 24)).flattened(), evenOdd: false)
        var cells: [String] = []
        grid.forEachCell { x, y, top, bottom in cells.append("\(x),\(y):\(top ? 1 : 0)\(bottom ? 1 : 0)") }
        #expect(cells == ["1,0:11", "2,0:11", "1,1:10", "2,1:10"])
        // A square with a square hole: the even-odd rule leaves the hole.
        var ring = Path(CGRect(x: 0, y: 0, width: 32, height: 32))
        ring.addRect(CGRect(x: 8, y: 8, width: 16, height: 16))
        var evenOdd = PixelGrid(columns: 4, rows: 2)
        evenOdd.fill(ring.flattened(), evenOdd: true)
        var nonZero = PixelGrid(columns: 4, rows: 2)
        nonZero.fill(ring.flattened(), evenOdd: false)
        #expect(evenOdd.pixels.filter { $0 }.count == 12)
        #expect(nonZero.pixels.filter { $0 }.count == 16, "both squares turn the same way: no hole")
    }

    @Test("dashes alternate drawn and left out lengths, from the phase")
    func dashes() {
        let dashes = Dashes([4, 2], phase: 1)
        #expect((0..<8).map { dashes.draws(at: CGFloat($0)) } == [true, true, true, false, false, true, true, true])
        #expect(Dashes([], phase: 0).draws(at: 5))
        #expect(Dashes([0, 0], phase: 0).draws(at: 5), "a pattern of no length draws everywhere")
        #expect(!Dashes([3], phase: 0).draws(at: 4), "one length is drawn and left out in turn")
    }

    @Test("a box outline: corners, edges, and a row or a column alone")
    func box() {
        func draw(_ box: BoxOutline, _ columns: Int, _ rows: Int) -> [String] {
            var grid = Array(repeating: Array(repeating: Character(" "), count: columns), count: rows)
            box.forEachCell(columns: columns, rows: rows) { grid[$1][$0] = $2 }
            return grid.map { String($0) }
        }
        #expect(draw(BoxOutline(rounded: .all, isHeavy: false, isDashed: false), 4, 3) == ["╭──╮", "│  │", "╰──╯"])
        #expect(draw(BoxOutline(rounded: [], isHeavy: true, isDashed: false), 3, 2) == ["┏━┓", "┗━┛"])
        #expect(draw(BoxOutline(rounded: [], isHeavy: false, isDashed: true), 3, 3) == ["┌┄┐", "┆ ┆", "└┄┘"])
        #expect(draw(BoxOutline(rounded: .all, isHeavy: false, isDashed: false), 3, 1) == ["───"])
        #expect(draw(BoxOutline(rounded: [], isHeavy: false, isDashed: false), 1, 2) == ["│", "│"])
        #expect(
            draw(BoxOutline(rounded: [.topLeading, .bottomTrailing], isHeavy: true, isDashed: false), 3, 2)
                == ["╭─┐", "└─╯"], "some corners rounded, and light lines with them")
    }
}

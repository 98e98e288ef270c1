import Testing

@testable import StateKit

/// SwiftUI's lengths are points: 8 to a column and 16 to a row, the nearest
/// count of cells with a half rounding down; a gap side by side is at least
/// a column; `lengthsInCells()` reads them as cells.
@MainActor
@Suite("Lengths in points")
struct LengthScaleTests {
    let points = LengthScale.points

    @Test("across: 8 points a column, a half rounding down")
    func columnsAtTheirEdges() {
        let expected: [(CGFloat, Int)] = [
            (0, 0), (3.9, 0), (4, 0), (4.1, 1), (8, 1), (12, 1), (12.1, 2), (16, 2), (20, 2), (20.1, 3), (44, 5),
        ]
        for (length, columns) in expected {
            #expect(points.columns(length) == columns, "\(length) points across")
        }
    }

    @Test("down: 16 points a row, a half rounding down")
    func rowsAtTheirEdges() {
        let expected: [(CGFloat, Int)] = [
            (0, 0), (4, 0), (8, 0), (8.1, 1), (10, 1), (16, 1), (24, 1), (24.1, 2), (44, 3), (200, 12), (233, 15),
        ]
        for (length, rows) in expected {
            #expect(points.rows(length) == rows, "\(length) points down")
        }
    }

    @Test("no room is negative, and infinity is all the room there is")
    func outOfRange() {
        #expect(points.columns(-20) == 0)
        #expect(points.rows(-.infinity) == 0)
        #expect(points.rows(.nan) == 0)
        #expect(points.columns(.infinity) == LengthScale.unbounded)
        #expect(points.rows(1e300) == LengthScale.unbounded)
    }

    @Test("a gap side by side that is asked for is at least a column")
    func gaps() {
        #expect(points.gapColumns(nil, or: 1) == 1)
        #expect(points.gapColumns(0, or: 1) == 0)
        #expect(points.gapColumns(1, or: 1) == 1)
        #expect(points.gapColumns(4, or: 1) == 1)
        #expect(points.gapColumns(20, or: 1) == 2)
    }

    @Test("padding() is 16 points: two columns and a row; a cell in cells")
    func standardPadding() {
        #expect(points.defaultPadding == (2, 1))
        #expect(LengthScale.cells.defaultPadding == (1, 1))
        #expect(LengthScale.cells.columns(2) == 2)
        #expect(LengthScale.cells.rows(3) == 3)
        #expect(LengthScale.cells.gapColumns(2, or: 1) == 2)
    }

    @Test("a phone's welcome view: three lines 10 points apart take five rows")
    func welcomeView() {
        let (_, terminal) = makeApp(
            VStack(spacing: 10) {
                Text("Welcome")
                Text("to the app")
                Text("Start")
            }
            .frame(maxHeight: .infinity, alignment: .top), size: Size(width: 20, height: 8))
        #expect(
            terminal.lines.map { $0.trimmingCharacters(in: .whitespaces) }.prefix(6) == [
                "Welcome", "", "to the app", "", "Start", "",
            ])
    }

    @Test("padding(20) and the default: columns beside, rows above")
    func paddingInPoints() {
        let (_, terminal) = makeApp(
            VStack(alignment: .leading, spacing: 0) {
                Text("a").padding(20)
                Text("b").padding()
                Spacer()
            }
            .frame(maxWidth: .infinity, alignment: .leading), size: Size(width: 12, height: 8))
        // 20 points: two columns and a row; 16: two columns and a row.
        #expect(terminal.lines[0].trimmingCharacters(in: .whitespaces) == "")
        #expect(terminal.lines[1].hasPrefix("  a"))
        #expect(terminal.lines[2].trimmingCharacters(in: .whitespaces) == "")
        #expect(terminal.lines[3].trimmingCharacters(in: .whitespaces) == "")
        #expect(terminal.lines[4].hasPrefix("  b"))
    }

    @Test("a frame of 233 points is 15 rows, and 44 by 44 is 5 columns by 3 rows")
    func framesInPoints() {
        let (_, terminal) = makeApp(
            VStack(alignment: .leading, spacing: 0) {
                Text("top")
                Color.clear.frame(height: 233)
                HStack(alignment: .top, spacing: 0) {
                    Text("x").frame(minWidth: 44, minHeight: 44, alignment: .topLeading)
                    Text("|")
                }
                Text("after")
                Spacer()
            }
            .frame(maxWidth: .infinity, alignment: .leading), size: Size(width: 20, height: 24))
        #expect(terminal.lines[0].hasPrefix("top"))
        #expect((1...15).allSatisfy { terminal.lines[$0].trimmingCharacters(in: .whitespaces).isEmpty })
        #expect(terminal.lines[16].hasPrefix("x    |"))
        #expect(terminal.lines[19].hasPrefix("after"))
    }

    @Test("an HStack's 4 points keep words apart; lengthsInCells() reads cells")
    func gapsAndCells() {
        let (_, terminal) = makeApp(
            VStack(alignment: .leading, spacing: 0) {
                HStack(spacing: 4) {
                    Text("a")
                    Text("b")
                }
                HStack(spacing: 2) {
                    Text("c")
                    Text("d")
                }
                .lengthsInCells()
                Text("e").padding(.leading, 3).lengthsInCells()
                Text("f").padding(.leading, 3)
            }
            .frame(maxWidth: .infinity, alignment: .leading), size: Size(width: 12, height: 4))
        #expect(terminal.lines[0].hasPrefix("a b"))
        #expect(terminal.lines[1].hasPrefix("c  d"))
        #expect(terminal.lines[2].hasPrefix("   e"))
        #expect(terminal.lines[3].hasPrefix("f"))
    }
}

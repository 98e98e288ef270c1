import Foundation

/// A view whose clicks land only inside a shape: `contentShape`. The
/// controls inside it, and a tap gesture around it, are hit where the shape
/// covers a cell, in full or in half.
final class ContentShapeElement: SingleChildElement {
    /// The shape's outline in a rect, in points.
    let outline: @MainActor (CGRect) -> Path
    let evenOdd: Bool
    private var coverage: PixelGrid?

    init(child: Element, outline: @escaping @MainActor (CGRect) -> Path, evenOdd: Bool) {
        self.outline = outline
        self.evenOdd = evenOdd
        super.init(child: child)
    }

    override func hasLayoutParameters(of old: SingleChildElement) -> Bool { old is ContentShapeElement }

    override func forEachFocusable(_ visit: (FocusableElement) -> Void) {
        child.forEachFocusable { element in
            element.contentShape = self
            visit(element)
        }
    }

    /// Whether a click at `point` lands on the shape.
    func covers(_ point: Point) -> Bool {
        guard frame.contains(point) else { return false }
        if coverage?.columns != frame.size.width || coverage?.rows != frame.size.height {
            var grid = PixelGrid(columns: frame.size.width, rows: frame.size.height)
            let rect = CGRect(x: 0, y: 0, width: CGFloat(frame.size.width) * 8, height: CGFloat(frame.size.height) * 16)
            grid.fill(outline(rect).flattened(), evenOdd: evenOdd)
            coverage = grid
        }
        guard let coverage else { return true }
        let x = point.x - frame.minX
        let y = point.y - frame.minY
        return coverage.pixels[y * 2 * coverage.columns + x] || coverage.pixels[(y * 2 + 1) * coverage.columns + x]
    }
}

extension MultiChildElement {
    /// Draws the children back to front, as a `ZStack` or a view with a
    /// background or overlay does. Where a filled shape lies under a later
    /// child, the cells it fills keep its colour behind the later one's glyphs.
    func drawLayered(into buffer: inout CellBuffer, clip: Rect) {
        let area = frame.intersection(clip)
        var fills: [ShapeElement] = []
        for child in children {
            // A view of its own over a fill is drawn again from here, the fill first.
            let overFill = !fills.isEmpty
            child.forEachNode { node in
                if node.isDrawnOverFill != overFill { node.isDrawnOverFill = overFill }
            }
            child.draw(into: &buffer, clip: area)
            for fill in fills { fill.paintBehind(child.frame.intersection(area), in: &buffer) }
            if let shape = child.inner(ShapeElement.self) { fills.append(shape) }
        }
    }
}

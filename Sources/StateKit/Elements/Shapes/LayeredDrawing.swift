extension Element {
    /// The filled shape this element draws, looked for through the elements
    /// that stand for another (a view's node) and those that hold one (a frame).
    var filledShape: ShapeElement? {
        var element: Element = self
        while true {
            if let shape = element as? ShapeElement { return shape }
            if let standIn = element as? any StandInElement {
                element = standIn.standsFor
            } else if let single = element as? SingleChildElement {
                element = single.child
            } else {
                return nil
            }
        }
    }
}

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
            if let shape = child.filledShape { fills.append(shape) }
        }
    }
}

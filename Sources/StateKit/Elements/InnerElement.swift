extension Element {
    /// The first element of type `Found` in this one's chain of single
    /// elements: through those that stand for another (a view's node), those
    /// that hold one child (a frame) and controls that wrap one (a tap
    /// gesture). How a stack finds the filled shape under its other views,
    /// and a control the shape its clicks land on.
    func inner<Found: Element>(_: Found.Type) -> Found? {
        var element: Element = self
        while true {
            if let found = element as? Found { return found }
            if let standIn = element.standsFor {
                element = standIn
            } else if let single = element as? SingleChildElement {
                element = single.child
            } else if let wrapping = element as? WrappingFocusableElement {
                element = wrapping.child
            } else {
                return nil
            }
        }
    }
}

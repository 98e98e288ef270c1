extension ResolveContext {
    /// Where a focusable element made here stands: this node, and this place
    /// in its body.
    var focusPlace: FocusPlace {
        FocusPlace(owner: owner, id: ElementID(node: ObjectIdentifier(owner), path: path))
    }

    /// Where a focusable element made here stands, one step further down
    /// this place (`place`): one of several controls a view makes.
    func focusPlace(appending place: PathComponent) -> FocusPlace {
        FocusPlace(owner: owner, id: ElementID(node: ObjectIdentifier(owner), path: path(appending: place)))
    }
}

extension Element {
    /// The nodes on screen below this element, in layout order, as the graph
    /// knows them.
    func forEachViewNode(_ visit: (ViewNode) -> Void) {
        // Every element owner is a view node: the cast is not checked.
        forEachNode { visit(unsafeDowncast($0, to: ViewNode.self)) }
    }
}

extension FocusableElement {
    /// The node that made the element, as the graph knows it.
    var ownerNode: ViewNode {
        // Every element owner is a view node: the cast is not checked.
        unsafeDowncast(owner, to: ViewNode.self)
    }
}

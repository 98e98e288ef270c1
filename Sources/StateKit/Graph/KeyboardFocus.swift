/// Where the keyboard focus is, and what follows it: one element at most,
/// named by its `ElementID` so that it stays focused while its owner is
/// evaluated again. The element itself is found on screen when needed
/// (`focusedElement()`): an evaluation makes new elements, and the focus
/// follows the identity. A component of the graph, read at every key and
/// every frame (see ARCHITECTURE.md on `@exclusivity(unchecked)`).
@MainActor
final class KeyboardFocus {
    /// The focused element's identity, if any.
    @exclusivity(unchecked) private(set) var id: ElementID?
    /// Counts the focus's moves: an element's answer to whether it is focused
    /// holds until it moves, so that drawing a focused control compares its
    /// identity (a path of components) once, not at every look.
    let clock = FocusClock()
    /// The node whose body made the focused element: drawn again when the
    /// focus leaves or reaches it.
    @exclusivity(unchecked) private(set) weak var owner: ViewNode?
    /// Whether the focus is on a text field: toolbars' keyboard items show.
    @exclusivity(unchecked) var isOnTextField = false
    /// The `@FocusState`s the app wrote since the last frame, by storage: the
    /// focus follows them once the views are up to date.
    @exclusivity(unchecked) var stateWrites: Set<ObjectIdentifier> = []
    /// Set while the focus ring is gathered: a form then offers the controls
    /// scrolled out of its view too, which clicks cannot reach.
    @exclusivity(unchecked) var isCollectingRing = false
    /// The element a click began dragging (a slider's track): the pointer's
    /// moves go to it until the button goes up.
    @exclusivity(unchecked) var dragTarget: FocusableElement?

    /// The text whose selection Alt-C copies, while it holds one.
    @exclusivity(unchecked) private(set) weak var textSelection: SelectableTextElement?
    /// Whether a text was given the selection since a click last ended it:
    /// read at every key no control takes, cheaper than the weak reference.
    @exclusivity(unchecked) private(set) var mayHaveTextSelection = false

    /// Sets the focus; returns the nodes to draw again (the old owner and the
    /// new one), or none when the focus did not move.
    func move(to id: ElementID?, owner: ViewNode?) -> [ViewNode] {
        guard id != self.id else { return [] }
        let old = self.owner
        self.id = id
        clock.tick()
        self.owner = owner
        return [old, owner].compactMap { $0 }
    }

    /// Makes `element`'s the one text selection, ending the one before.
    func beginTextSelection(in element: SelectableTextElement) {
        if let previous = textSelection, previous !== element { previous.endSelection() }
        textSelection = element
        mayHaveTextSelection = true
    }

    /// Ends the text selection, if there is one: a click elsewhere.
    func endTextSelection() {
        guard mayHaveTextSelection else { return }
        textSelection?.endSelection()
        textSelection = nil
        mayHaveTextSelection = false
    }

    /// Sends the pointer's moves, until the button goes up, to `element`.
    func beginDrag(of element: FocusableElement) {
        dragTarget = element
    }
}

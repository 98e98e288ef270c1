/// The view node that made an element, as the element sees it: what a control
/// may ask of the focus and of the frame. Elements sit below the graph and
/// reach their node through this protocol (`ViewNode` is the one conforming
/// type, in `Graph/ViewNode+ElementOwner.swift`).
@MainActor
protocol ElementOwner: AnyObject {
    /// The control that has the focus, if one has.
    var focusedID: ElementID? { get }
    /// Counts the focus's moves: `focusedID` is the same until it ticks.
    var focusClock: FocusClock { get }
    /// Whether the focus is on a text field: a toolbar's keyboard items show then.
    var isFocusOnTextField: Bool { get }
    /// Whether Tab is gathering the focus ring: a form's scroll view offers
    /// every control of its content then, not only those in view.
    var isCollectingFocusRing: Bool { get }
    /// Gives the focus to this node's control `id`.
    func setFocus(_ id: ElementID)
    /// Sends the pointer's moves to `element` until the button is released.
    func beginDrag(of element: FocusableElement)
    /// Makes `element`'s the one text selection, ending any other.
    func beginTextSelection(in element: SelectableTextElement)
    /// Draws the node again with the next frame, without evaluating it: a
    /// control changed how it looks, not what the views say.
    func requestRedraw()
    /// Runs the `onSubmit` actions of the focus scopes around control `id`.
    func submit(from id: ElementID)
    /// Puts `text` on the terminal's clipboard: a field's copied selection.
    func copyToClipboard(_ text: String)
    /// Whether a view around it draws a filled shape under it (a `ZStack`'s
    /// card): drawn again, it is drawn from that view, the shape first.
    var isDrawnOverFill: Bool { get set }
    /// Takes the node and those below it off the screen until it is placed
    /// again: kept, with its state, but not shown (`ViewThatFits`'s other
    /// choices), so that evaluated again it draws nowhere.
    func hide()
}

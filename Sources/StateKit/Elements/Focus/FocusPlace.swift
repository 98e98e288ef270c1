/// Where a focusable element stands: the node that made it, and its identity
/// there, which the focus follows from one evaluation to the next.
struct FocusPlace {
    /// The node whose body made the element.
    let owner: any ElementOwner
    /// The element's identity: its node and its path in the node's body.
    let id: ElementID
}

/// An element's identity across re-renders: the node whose body made it and its
/// place in that body. Focus and timers hold on to it.
struct ElementID: Hashable {
    let node: ObjectIdentifier
    let path: [PathComponent]
}

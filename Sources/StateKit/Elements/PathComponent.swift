/// One step of a view's structural identity.
enum PathComponent: Hashable {
    case index(Int)
    case branch(Bool)
    case type(ObjectIdentifier)
    case tag(AnyHashable)
    /// A row of a list: which part of the list's content made it and its id there.
    case row(segment: Int, id: AnyHashable)
}

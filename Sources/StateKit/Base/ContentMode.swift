/// How a view of a fixed aspect ratio meets the room it is offered, as in
/// SwiftUI: inside it whole (`fit`), or covering it (`fill`).
public enum ContentMode: Hashable, CaseIterable, Sendable {
    /// The largest size of the ratio inside what is offered.
    case fit
    /// The smallest size of the ratio that covers what is offered.
    case fill
}

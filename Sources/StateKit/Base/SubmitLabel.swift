/// The word for the Return key, as SwiftUI names them.
public struct SubmitLabel: Sendable, Equatable {
    /// A byte, not the word: the label travels in every view's environment.
    enum Kind: UInt8 {
        case done, go, send, join, route, search, `return`, next, `continue`
    }

    let kind: Kind

    /// The word shown.
    var word: String { "\(kind)" }

    /// Done.
    public static let done = SubmitLabel(kind: .done)
    /// Go.
    public static let go = SubmitLabel(kind: .go)
    /// Send.
    public static let send = SubmitLabel(kind: .send)
    /// Join.
    public static let join = SubmitLabel(kind: .join)
    /// Route.
    public static let route = SubmitLabel(kind: .route)
    /// Search.
    public static let search = SubmitLabel(kind: .search)
    /// Return.
    public static let `return` = SubmitLabel(kind: .`return`)
    /// Next.
    public static let next = SubmitLabel(kind: .next)
    /// Continue.
    public static let `continue` = SubmitLabel(kind: .`continue`)
}

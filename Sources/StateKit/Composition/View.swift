/// A piece of user interface, declared as a struct with a `body`, as in SwiftUI.
///
/// Each instance of a view type in the tree is a node with its own tracking scope
/// and render counter: its body is evaluated again only when something it depends
/// on changed, or when its parent passes it different inputs.
@MainActor
public protocol View {
    /// The type of view the body is.
    associatedtype Body: View
    /// The view's content, built from other views.
    @ViewBuilder var body: Body { get }

    /// What StateKit knows of a view type of its own: that it draws it
    /// itself, as it does its primitives, or what its node is told beyond the
    /// body. An app's view keeps the default, which says nothing. Implemented
    /// by StateKit, never by an app.
    static var _viewKind: _ViewKind { get }
}

extension View {
    /// An app's view: nothing beyond its body.
    public static var _viewKind: _ViewKind { _ViewKind(nil) }
}

extension Never: View {
    public var body: Never { fatalError("Never has no body") }
}

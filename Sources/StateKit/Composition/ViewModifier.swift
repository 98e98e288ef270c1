/// A modifier of an app's own, applied with `.modifier(_:)`, as SwiftUI's:
/// its `body(content:)` wraps the view it is applied to. Like a view, it
/// may hold `@State`, `@Environment` and the other property wrappers; its
/// body is evaluated in a node of its own, named after the modifier's type.
@MainActor
public protocol ViewModifier {
    /// The type of view the modifier's body makes.
    associatedtype Body: View
    /// The view the modifier is applied to, as its body receives it.
    typealias Content = _ViewModifier_Content<Self>
    /// Wraps `content`, the view the modifier is applied to.
    @ViewBuilder func body(content: Content) -> Body
}

/// The view a `ViewModifier` is applied to, handed to its `body(content:)`
/// as `Content`, under SwiftUI's own name for it. It draws that view, which
/// keeps its identity and state however often the modifier's body is
/// evaluated.
public struct _ViewModifier_Content<Modifier: ViewModifier>: View {
    let content: AnyView

    /// The view the modifier is applied to is drawn by StateKit.
    public var body: Never { primitiveBody() }
}

/// A view with a modifier applied to it: what `.modifier(_:)` returns.
public struct ModifiedContent<Content, Modifier> {
    /// The view the modifier is applied to.
    public var content: Content
    /// The modifier.
    public var modifier: Modifier

    /// `modifier` applied to `content`.
    public init(content: Content, modifier: Modifier) {
        self.content = content
        self.modifier = modifier
    }
}

extension ModifiedContent: View where Content: View, Modifier: ViewModifier {
    /// The modifier's body around the content.
    public var body: Modifier.Body {
        modifier.body(content: _ViewModifier_Content(content: AnyView(content)))
    }
}

/// A modifier that leaves the view as it is.
public struct EmptyModifier: ViewModifier {
    /// The modifier that leaves the view as it is.
    public static let identity = EmptyModifier()

    /// A modifier that leaves the view as it is.
    public init() {}

    /// The content, unchanged.
    public func body(content: Content) -> Content { content }
}

extension View {
    /// Applies `modifier`: its `body(content:)` wraps this view.
    public func modifier<Modifier>(_ modifier: Modifier) -> ModifiedContent<Self, Modifier> {
        ModifiedContent(content: self, modifier: modifier)
    }
}

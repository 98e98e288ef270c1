/// A part of an app's user interface, as in SwiftUI. On a terminal the app's
/// first `WindowGroup` fills the screen.
@MainActor
public protocol Scene {
    /// The scene this one is made of.
    associatedtype Body: Scene

    /// The scene's content.
    @SceneBuilder var body: Body { get }
}

extension Never: Scene {}

/// A scene that StateKit shows itself: it hands over its root view.
@MainActor
protocol PrimitiveScene {
    var rootView: AnyView { get }
}

/// Finds the view a scene shows.
@MainActor
enum SceneRoot {
    static func view<S: Scene>(of scene: S) -> AnyView {
        if let primitive = scene as? any PrimitiveScene { return primitive.rootView }
        return view(of: scene.body)
    }
}

/// Builds an app's `body` from its scenes. A terminal shows one window, so the
/// first scene is the one shown.
@resultBuilder
@MainActor
public enum SceneBuilder {
    /// One scene.
    public static func buildBlock<Content: Scene>(_ content: Content) -> Content { content }

    /// Several scenes: the first one is shown.
    public static func buildBlock<First: Scene, each Rest: Scene>(_ first: First, _ rest: repeat each Rest) -> First {
        first
    }
}

extension Scene {
    /// Fails loudly when a primitive scene is asked for a body.
    func primitiveSceneBody() -> Never {
        fatalError("\(Self.self) is shown by StateKit and has no body")
    }
}

import Observation

extension View {
    /// Injects an `ObservableObject` for `@EnvironmentObject` in this view and
    /// everything below it, keyed by its type.
    public func environmentObject<Object: ObservableObject>(_ object: Object) -> EnvironmentObjectModifier<Self, Object>
    {
        EnvironmentObjectModifier(content: self, object: object)
    }

    /// Injects an `@Observable` object for `@Environment(Object.self)` in this view
    /// and everything below it, keyed by its type.
    public func environment<Object: AnyObject & Observable>(_ object: Object) -> EnvironmentObjectModifier<Self, Object>
    {
        EnvironmentObjectModifier(content: self, object: object)
    }

    /// Draws a border around the view whose title shows the view's name and how
    /// many times its body was evaluated. The renderer draws it, not the body, so
    /// the count never causes an evaluation.
    public func pane() -> PaneModifier<Self> {
        PaneModifier(content: self)
    }

    /// Draws a plain border around the view, with a column of padding inside;
    /// the border is as large as what it holds.
    public func border() -> BorderModifier<Self> {
        BorderModifier(content: self)
    }
}

/// The result of `.border()`.
public struct BorderModifier<Content: View>: View, PrimitiveView {
    let content: Content

    /// Borders are drawn by StateKit.
    public var body: Never { primitiveBody() }

    func makeElements(_ context: ResolveContext, into elements: inout [Element]) {
        elements.append(BorderElement(child: context.resolveOne(content, at: .index(0)), fills: false))
    }
}

/// A primitive that hands its context through to its single child unchanged,
/// so a pending `.pane()` reaches the view node below it.
@MainActor
protocol TransparentView {}

/// The result of `.environmentObject(_:)` and `.environment(_:)`.
public struct EnvironmentObjectModifier<Content: View, Object: AnyObject>: View, PrimitiveView, TransparentView {
    let content: Content
    let object: Object

    /// Objects are handed down by StateKit.
    public var body: Never { primitiveBody() }

    func makeElements(_ context: ResolveContext, into elements: inout [Element]) {
        var inner = context
        inner.environment.insert(object)
        inner.resolve(content, at: .index(0), into: &elements)
    }
}

/// The result of `.pane()`.
public struct PaneModifier<Content: View>: View, PrimitiveView, TransparentView {
    let content: Content

    /// Panes are drawn by StateKit.
    public var body: Never { primitiveBody() }

    func makeElements(_ context: ResolveContext, into elements: inout [Element]) {
        var inner = context
        inner.wantsPane = true
        var resolved: [Element] = []
        context.beginLevel(replacing: .none)
        inner.resolve(content, at: .index(0), into: &resolved)
        context.endLevel()
        if resolved.count == 1, let node = (resolved[0] as? NodeElement)?.node, node.isFramed {
            elements.append(resolved[0])
        } else {
            let child =
                resolved.count == 1
                ? resolved[0] : StackElement(axis: .vertical, spacing: 0, alignment: .start, children: resolved)
            elements.append(BorderElement(child: child, fills: true))
        }
    }
}

extension AnyView: TransparentView {}
extension ConditionalContent: TransparentView {}
extension Optional: TransparentView where Wrapped: View {}

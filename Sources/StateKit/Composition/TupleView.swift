/// Several views side by side in a builder; stacks lay them out one after another.
public struct TupleView<each Content: View>: View {
    /// The views, kept in a box of their own: a view is copied and destroyed
    /// several times per evaluation, and a tuple of a parameter pack costs a
    /// runtime lookup of its type at each copy, where a box costs a retain.
    @usableFromInline let storage: TupleViewStorage<repeat each Content>

    /// Inlinable with `ViewBuilder.buildBlock`, so the box is made with its
    /// type known where the body is written, not looked up at run time.
    @inlinable
    init(_ content: repeat each Content) {
        storage = TupleViewStorage(repeat each content)
    }

    /// The views, in order.
    var content: (repeat each Content) { storage.content }

    /// Tuple views are drawn by StateKit.
    public var body: Never { primitiveBody() }
}

/// Views a builder put side by side, one by one: a `NavigationView` of
/// several is a split view of as many columns.
@MainActor
protocol ViewSequence {
    /// The views, in order.
    var views: [AnyView] { get }
}

extension TupleView: ViewSequence {
    var views: [AnyView] {
        var views: [AnyView] = []
        for child in repeat each storage.content { views.append(AnyView(child)) }
        return views
    }
}

/// The views of a `TupleView`. Compared by what it holds, not by identity: a
/// parent's new `TupleView` with the same views is the same input.
@usableFromInline
final class TupleViewStorage<each Content: View> {
    @usableFromInline let content: (repeat each Content)

    @inlinable
    init(_ content: repeat each Content) {
        self.content = (repeat each content)
    }
}

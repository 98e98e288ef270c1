extension View {
    /// Gives the view an identity of `id`: a new id is a new view, as in
    /// SwiftUI, its `@State` fresh, the old one's `onDisappear` run and then
    /// the new one's `onAppear`.
    public func id<ID: Hashable>(_ id: ID) -> some View {
        IdentityModifier(content: self, id: AnyHashable(id))
    }
}

/// The result of `.id(_:)`: its content resolved under its id, so that the
/// nodes below are found again only while the id stays the same.
struct IdentityModifier<Content: View>: View, PrimitiveView, TransparentView {
    let content: Content
    let id: AnyHashable

    var body: Never { primitiveBody() }

    func makeElements(_ context: ResolveContext, into elements: inout [Element]) {
        context.resolve(content, at: .tag(id), into: &elements)
    }
}

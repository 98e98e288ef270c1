/// A view whose type is erased, for when the type is chosen at run time.
/// Views inside keep their identity only while the erased type stays the same.
public struct AnyView: View {
    let content: any View

    /// Erases the type of `content`; an `AnyView` is not wrapped again.
    public init(_ content: some View) {
        if let erased = content as? AnyView {
            self.content = erased.content
        } else {
            self.content = content
        }
    }

    /// The erased view is drawn by StateKit.
    public var body: Never { primitiveBody() }
}

extension View {
    /// Sets the `colorScheme` the views below read, as SwiftUI's preference
    /// does for its window; `nil` leaves the terminal's. The terminal's own
    /// colours stay as they are: a terminal cannot be switched to light or dark.
    public func preferredColorScheme(_ colorScheme: ColorScheme?) -> some View {
        PreferredColorSchemeModifier(content: self, colorScheme: colorScheme)
    }
}

/// The result of `preferredColorScheme(_:)`.
struct PreferredColorSchemeModifier<Content: View>: View, PrimitiveView, TransparentView {
    let content: Content
    let colorScheme: ColorScheme?

    var body: Never { primitiveBody() }

    func makeElements(_ context: ResolveContext, into elements: inout [Element]) {
        guard let colorScheme else {
            context.resolve(content, at: .index(0), into: &elements)
            return
        }
        var inner = context
        inner.environment.colorScheme = colorScheme
        inner.resolve(content, at: .index(0), into: &elements)
    }
}

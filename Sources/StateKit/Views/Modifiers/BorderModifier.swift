extension View {
    /// Draws a plain border around the view, with a column of padding inside;
    /// the border is as large as what it holds.
    package func border() -> BorderModifier<Self> {
        BorderModifier(content: self)
    }
}

/// The result of `.border()`.
package struct BorderModifier<Content: View>: View, PrimitiveView {
    let content: Content

    /// Borders are drawn by StateKit.
    package var body: Never { primitiveBody() }

    func makeElements(_ context: ResolveContext, into elements: inout [Element]) {
        elements.append(BorderElement(child: context.resolveOne(content, at: .index(0)), fills: false))
    }
}

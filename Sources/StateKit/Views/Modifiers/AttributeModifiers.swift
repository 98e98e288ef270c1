extension View {
    /// Draws the text below in `font`: bold for the title styles, the headline
    /// and weights from semibold up, plain otherwise.
    public func font(_ font: Font?) -> some View {
        AttributeModifier(content: self) { attributes in
            if font?.isBold == true { attributes.textStyle.insert(.bold) } else { attributes.textStyle.remove(.bold) }
        }
    }

    /// Draws the text below in bold (or not).
    public func bold(_ isActive: Bool = true) -> some View {
        AttributeModifier(content: self) { attributes in
            if isActive { attributes.textStyle.insert(.bold) }
        }
    }

    /// Underlines the text below (or not).
    public func underline(_ isActive: Bool = true) -> some View {
        AttributeModifier(content: self) { attributes in
            if isActive { attributes.textStyle.insert(.underline) }
        }
    }

    /// The colour of the text below.
    public func foregroundColor(_ color: Color?) -> some View {
        AttributeModifier(content: self) { $0.foreground = color }
    }

    /// The colour of the text below.
    public func foregroundStyle(_ style: Color) -> some View {
        AttributeModifier(content: self) { $0.foreground = style }
    }

    /// The colour behind the view.
    public func background(_ color: Color) -> some View {
        AttributeModifier(content: self) { $0.background = color }
    }

    /// The accent colour of the controls below.
    public func tint(_ color: Color?) -> some View {
        AttributeModifier(content: self) { $0.tint = color }
    }

    /// Turns the controls below off (or on): they are drawn dim, are skipped by
    /// Tab and ignore clicks and shortcuts.
    public func disabled(_ disabled: Bool) -> some View {
        AttributeModifier(content: self) { attributes in
            if disabled { attributes.isEnabled = false }
        }
    }
}

/// A modifier that changes what the views below inherit.
struct AttributeModifier<Content: View>: View, PrimitiveView, TransparentView {
    let content: Content
    let change: @MainActor (inout ViewAttributes) -> Void

    var body: Never { primitiveBody() }

    func makeElements(_ context: ResolveContext, into elements: inout [Element]) {
        var inner = context
        change(&inner.environment.attributes)
        inner.resolve(content, at: .index(0), into: &elements)
    }
}

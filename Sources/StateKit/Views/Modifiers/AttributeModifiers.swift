extension View {
    /// Draws the text below in `font`: bold for the title styles, the headline
    /// and weights from semibold up, italic for an italic font. An inner
    /// `.font` (or a text's own) wins over this one; `.bold()` and the other
    /// attributes stack with any font.
    public func font(_ font: Font?) -> some View {
        AttributeModifier(content: self) { $0.font = font }
    }

    /// Draws the text below in `weight`: bold from semibold up, whatever the font.
    public func fontWeight(_ weight: Font.Weight?) -> some View {
        AttributeModifier(content: self) { $0.weightIsBold = weight?.isBold }
    }

    /// Draws the text below in bold (or leaves it as it is).
    public func bold(_ isActive: Bool = true) -> some View {
        AttributeModifier(content: self) { attributes in
            if isActive { attributes.textStyle.insert(.bold) }
        }
    }

    /// Draws the text below in italics where the terminal has them (or leaves
    /// it as it is).
    public func italic(_ isActive: Bool = true) -> some View {
        AttributeModifier(content: self) { attributes in
            if isActive { attributes.textStyle.insert(.italic) }
        }
    }

    /// Underlines the text below (or not); the line is solid, in the text's
    /// colour, whatever `pattern` and `color` say.
    public func underline(
        _ isActive: Bool = true, pattern: Text.LineStyle.Pattern = .solid, color: Color? = nil
    ) -> some View {
        AttributeModifier(content: self) { attributes in
            if isActive { attributes.textStyle.insert(.underline) }
        }
    }

    /// Strikes the text below through (or not); the line is solid, in the
    /// text's colour, whatever `pattern` and `color` say.
    public func strikethrough(
        _ isActive: Bool = true, pattern: Text.LineStyle.Pattern = .solid, color: Color? = nil
    ) -> some View {
        AttributeModifier(content: self) { attributes in
            if isActive { attributes.textStyle.insert(.strikethrough) }
        }
    }

    /// The colour of the text below.
    public func foregroundColor(_ color: Color?) -> some View {
        AttributeModifier(content: self) { $0.foreground = color }
    }

    /// The colour of the text below, or its level: `.primary`, `.secondary`
    /// (grey), `.tertiary` and `.quaternary` (grey and dim).
    public func foregroundStyle(_ style: Color) -> some View {
        AttributeModifier(content: self) { $0.foreground = style }
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
        inner.environment.resolveAdaptiveColors()
        inner.resolve(content, at: .index(0), into: &elements)
    }
}

/// A modifier on a tab page stays on the page, and a page made `.disabled`
/// has its item turned off: dim, skipped by Tab, deaf to clicks and keys.
extension AttributeModifier: TabPageSource {
    func collectPages(into pages: inout [TabPage]) {
        var probe = ViewAttributes()
        change(&probe)
        let change = self.change
        TabPages.modifying(content, in: &pages) { page in
            page.view = Self.applying(change, to: page.view)
            if !probe.isEnabled { page.isDisabled = true }
        }
    }

    private static func applying<Page: View>(
        _ change: @escaping @MainActor (inout ViewAttributes) -> Void, to view: Page
    ) -> any View {
        AttributeModifier<Page>(content: view, change: change)
    }
}

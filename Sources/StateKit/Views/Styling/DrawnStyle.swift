/// A built-in style of one of the style families (a button's, a picker's, a
/// list's...): the drawing StateKit gives it. Every family's modifier reads
/// its styles through this one protocol.
protocol DrawnStyle<Drawing>: Sendable {
    /// How StateKit draws the controls of the style's family.
    associatedtype Drawing: StyleDrawing
    /// The drawing the style stands for.
    var drawing: Drawing { get }
}

/// A style of the app's own, kept for the controls below: its
/// `makeBody(configuration:)`, given what the family hands a style.
struct CustomStyle<Input>: @unchecked Sendable {
    /// Whether the style makes the control's behaviour too (a
    /// `PrimitiveButtonStyle`): its body is then the whole control.
    let isPrimitive: Bool
    /// Makes the control's look.
    let makeBody: @MainActor (Input) -> AnyView

    init(isPrimitive: Bool = false, makeBody: @escaping @MainActor (Input) -> AnyView) {
        self.isPrimitive = isPrimitive
        self.makeBody = makeBody
    }
}

/// Where the environment keeps the style of the app's own for one family,
/// named by what the family hands a style.
struct CustomStyleKey<Input>: EnvironmentKey {
    static var defaultValue: CustomStyle<Input>? { nil }
}

extension View {
    /// Draws the controls of `Drawing`'s family below as `style` says:
    /// StateKit's drawing for one of its own styles, `fallback` for any
    /// other. `also` changes more of what the views below inherit.
    func styled<Drawing: StyleDrawing>(
        _ style: some Sendable, fallback: Drawing, also: (@Sendable (inout ViewAttributes) -> Void)? = nil
    ) -> some View {
        let drawing = (style as? any DrawnStyle<Drawing>)?.drawing ?? fallback
        return AttributeModifier(content: self) { attributes in
            attributes.styleDrawings[Drawing.self] = drawing
            also?(&attributes)
        }
    }

    /// Draws the controls of `Drawing`'s family below as `style` says:
    /// StateKit's drawing for one of its own styles, or else the body
    /// `custom` makes, for a style of the app's own.
    func styled<Drawing: StyleDrawing, Input>(
        _ style: some Sendable, as _: Drawing.Type, custom: () -> CustomStyle<Input>
    ) -> some View {
        let drawing = (style as? any DrawnStyle<Drawing>)?.drawing
        return EnvironmentKeyModifier<_, CustomStyleKey<Input>>(
            content: AttributeModifier(content: self) { if let drawing { $0.styleDrawings[Drawing.self] = drawing } },
            value: drawing == nil ? custom() : nil)
    }
}

/// A control that turns a setting on or off, as SwiftUI's `Toggle`: drawn as
/// a switch at the end of a form's row, and as `[x] title` or `[ ] title`
/// elsewhere (`toggleStyle(_:)` chooses a switch, a check box or a button); a click, or Enter or Space while focused, flips it. It reads its binding itself: flipping it re-evaluates no body but those
/// that read the value.
public struct Toggle<Label: View>: View, InternalView {
    let isOn: Binding<Bool>
    let label: Label

    /// A toggle showing `label`.
    public init(isOn: Binding<Bool>, @ViewBuilder label: () -> Label) {
        self.isOn = isOn
        self.label = label()
    }

    /// The toggle, internal to StateKit.
    public var body: some View { ToggleContent(isOn: isOn, label: label) }
}

extension Toggle where Label == Text {
    /// A toggle titled `title`.
    public init<S: StringProtocol>(_ title: S, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { Text(title) }
    }
}

/// The toggle's primitive, evaluated in the toggle's own node.
struct ToggleContent<Label: View>: View, PrimitiveView {
    let isOn: Binding<Bool>
    let label: Label

    var body: Never { primitiveBody() }

    func makeElements(_ context: ResolveContext, into elements: inout [Element]) {
        let isOn = self.isOn
        let attributes = context.environment.attributes
        let drawing = attributes.styleDrawings[ToggleDrawing.self].resolved(
            inForm: context.environment[FormRowsKey.self])
        var labelContext = context
        // A button toggle is drawn as a button is: off, its title in the
        // tint; on, a prominent button. Without colour, in brackets, a tick
        // when on.
        var buttonLook: ButtonAppearance?
        if drawing == .button && attributes.screen.depth != .none {
            let look = (isOn.wrappedValue ? ButtonDrawing.prominent : .automatic).appearance(
                role: nil, tint: attributes.tint ?? .accentColor, screen: attributes.screen,
                inRow: context.environment.isInRows)
            if attributes.foreground == nil { labelContext.environment.attributes.foreground = look.foreground }
            labelContext.environment.attributes.background = look.fill
            buttonLook = look
        }
        if drawing == .button && isOn.wrappedValue { labelContext.environment.attributes.textStyle.insert(.bold) }
        let label = attributes.labelsHidden ? Element() : labelContext.resolveOne(self.label, at: .index(0))
        let tint = attributes.tint ?? (drawing == .switch ? .accentColor : nil)
        let toggle = ToggleElement(
            label: label, isOn: isOn.wrappedValue, drawing: drawing,
            fills: drawing == .switch && context.environment[FormRowsKey.self], isEnabled: attributes.isEnabled,
            tint: ColorPair(foreground: tint, background: nil), place: context.focusPlace
        ) { isOn.wrappedValue.toggle() }
        toggle.buttonLook = buttonLook
        elements.append(toggle)
    }
}

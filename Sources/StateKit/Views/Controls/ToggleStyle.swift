/// How a toggle is drawn, as SwiftUI's toggle styles: give one to
/// `toggleStyle(_:)`, as `.switch`, `.checkbox` or `.button`.
public protocol ToggleStyle: Sendable {}

/// The platform's style: on a terminal, a switch at the end of a form's row,
/// as in iOS's Settings, and a check box elsewhere.
public struct DefaultToggleStyle: ToggleStyle, DrawnStyle {
    /// The default style.
    public init() {}
    var drawing: ToggleDrawing { .automatic }
}

/// A switch: the title, then the switch, `━━●` when on and `○──` when off.
public struct SwitchToggleStyle: ToggleStyle, DrawnStyle {
    let tint: Color?

    /// A switch in the accent colour.
    public init() {
        tint = nil
    }

    /// A switch in `tint` while on.
    public init(tint: Color) {
        self.tint = tint
    }

    var drawing: ToggleDrawing { .switch }
}

/// A check box: `[x] title`.
public struct CheckboxToggleStyle: ToggleStyle, DrawnStyle {
    /// The check box style.
    public init() {}
    var drawing: ToggleDrawing { .checkbox }
}

/// A button that stays pressed while on: the title in the tint, bold on the
/// tint while on (`[ title ]` and `[✓ title ]` in bold without colour).
public struct ButtonToggleStyle: ToggleStyle, DrawnStyle {
    /// The button style.
    public init() {}
    var drawing: ToggleDrawing { .button }
}

extension ToggleStyle where Self == DefaultToggleStyle {
    /// The platform's style: a switch in a form, a check box elsewhere.
    public static var automatic: DefaultToggleStyle { DefaultToggleStyle() }
}

extension ToggleStyle where Self == SwitchToggleStyle {
    /// A switch.
    public static var `switch`: SwitchToggleStyle { SwitchToggleStyle() }
}

extension ToggleStyle where Self == CheckboxToggleStyle {
    /// A check box.
    public static var checkbox: CheckboxToggleStyle { CheckboxToggleStyle() }
}

extension ToggleStyle where Self == ButtonToggleStyle {
    /// A button that stays pressed while on.
    public static var button: ButtonToggleStyle { ButtonToggleStyle() }
}

extension View {
    /// Draws the toggles below in `style`.
    public func toggleStyle<S: ToggleStyle>(_ style: S) -> some View {
        let tint = (style as? SwitchToggleStyle)?.tint
        return styled(style, fallback: ToggleDrawing.checkbox) { if let tint { $0.tint = tint } }
    }
}

/// How a toggle is drawn, as SwiftUI's toggle styles: give one to
/// `toggleStyle(_:)`, as `.switch`, `.checkbox` or `.button`.
public protocol ToggleStyle: Sendable {}

/// The drawings of toggles on a terminal.
enum ToggleDrawing: Equatable, Sendable {
    /// `[x] title`, `[ ] title`.
    case checkbox
    /// The title, then `━━●` (on) or `○──` (off), at the end of the row in a
    /// form.
    case `switch`
    /// `[ title ]`, bold with a tick while on: `[✓ title ]`.
    case button
}

/// A style StateKit draws.
protocol DrawnToggleStyle: Sendable {
    var drawing: ToggleDrawing { get }
    var tint: Color? { get }
}

extension DrawnToggleStyle {
    var tint: Color? { nil }
}

/// The platform's style: on a terminal, a check box.
public struct DefaultToggleStyle: ToggleStyle, DrawnToggleStyle {
    /// The default style.
    public init() {}
    var drawing: ToggleDrawing { .checkbox }
}

/// A switch: the title, then the switch, `━━●` when on and `○──` when off.
public struct SwitchToggleStyle: ToggleStyle, DrawnToggleStyle {
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
public struct CheckboxToggleStyle: ToggleStyle, DrawnToggleStyle {
    /// The check box style.
    public init() {}
    var drawing: ToggleDrawing { .checkbox }
}

/// A button that stays pressed while on: `[ title ]`, `[✓ title ]` in bold.
public struct ButtonToggleStyle: ToggleStyle, DrawnToggleStyle {
    /// The button style.
    public init() {}
    var drawing: ToggleDrawing { .button }
}

extension ToggleStyle where Self == DefaultToggleStyle {
    /// The platform's style: a check box.
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
        let drawn = style as? any DrawnToggleStyle
        let drawing = drawn?.drawing ?? .checkbox
        let tint = drawn?.tint
        return AttributeModifier(content: self) { attributes in
            attributes.toggleDrawing = drawing
            if let tint { attributes.tint = tint }
        }
    }
}

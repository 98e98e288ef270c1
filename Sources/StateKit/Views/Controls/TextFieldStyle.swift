/// How a text field is drawn, as SwiftUI's text field styles. A style of
/// the app's own is accepted and drawn as `.automatic`.
public protocol TextFieldStyle: Sendable {}

/// A style StateKit draws in a way of its own.
protocol BuiltInTextFieldStyle: TextFieldStyle {
    /// The drawing StateKit gives the style.
    var kind: TextFieldStyleKind { get }
}

/// The drawings of text fields on a terminal.
enum TextFieldStyleKind: Sendable, Equatable {
    /// The title, then the value over a dim line.
    case automatic
    /// The value alone; the title as a dim placeholder while it is empty.
    case plain
    /// The value in brackets; the title as a dim placeholder while it is empty.
    case roundedBorder
}

/// The platform's style: on a terminal, the title then the value.
public struct DefaultTextFieldStyle: BuiltInTextFieldStyle {
    /// The default style.
    public init() {}
    var kind: TextFieldStyleKind { .automatic }
}

/// No decoration: the value alone.
public struct PlainTextFieldStyle: BuiltInTextFieldStyle {
    /// The plain style.
    public init() {}
    var kind: TextFieldStyleKind { .plain }
}

/// A border around the value: on a terminal, brackets.
public struct RoundedBorderTextFieldStyle: BuiltInTextFieldStyle {
    /// The bordered style.
    public init() {}
    var kind: TextFieldStyleKind { .roundedBorder }
}

extension TextFieldStyle where Self == DefaultTextFieldStyle {
    /// The platform's style: the title, then the value.
    public static var automatic: DefaultTextFieldStyle { DefaultTextFieldStyle() }
}

extension TextFieldStyle where Self == PlainTextFieldStyle {
    /// The value alone.
    public static var plain: PlainTextFieldStyle { PlainTextFieldStyle() }
}

extension TextFieldStyle where Self == RoundedBorderTextFieldStyle {
    /// The value in brackets.
    public static var roundedBorder: RoundedBorderTextFieldStyle { RoundedBorderTextFieldStyle() }
}

extension View {
    /// Draws the text fields below in `style`.
    public func textFieldStyle<S: TextFieldStyle>(_ style: S) -> some View {
        let kind = (style as? any BuiltInTextFieldStyle)?.kind ?? .automatic
        return AttributeModifier(content: self) { $0.textFieldStyle = kind }
    }
}

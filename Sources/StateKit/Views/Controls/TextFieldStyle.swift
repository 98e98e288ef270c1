/// How a text field is drawn, as SwiftUI's text field styles. A style of
/// the app's own is accepted and drawn as `.automatic`.
public protocol TextFieldStyle: Sendable {}

/// The platform's style: on a terminal, the title then the value.
public struct DefaultTextFieldStyle: TextFieldStyle, DrawnStyle {
    /// The default style.
    public init() {}
    var drawing: TextFieldDrawing { .automatic }
}

/// No decoration: the value alone.
public struct PlainTextFieldStyle: TextFieldStyle, DrawnStyle {
    /// The plain style.
    public init() {}
    var drawing: TextFieldDrawing { .plain }
}

/// A border around the value: on a terminal, a rounded box three rows tall,
/// in the separator's grey, in the tint while focused.
public struct RoundedBorderTextFieldStyle: TextFieldStyle, DrawnStyle {
    /// The bordered style.
    public init() {}
    var drawing: TextFieldDrawing { .roundedBorder }
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
    /// The value in a rounded box.
    public static var roundedBorder: RoundedBorderTextFieldStyle { RoundedBorderTextFieldStyle() }
}

extension View {
    /// Draws the text fields below in `style`.
    public func textFieldStyle<S: TextFieldStyle>(_ style: S) -> some View {
        styled(style, fallback: TextFieldDrawing.automatic)
    }
}

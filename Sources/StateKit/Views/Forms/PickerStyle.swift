/// How a picker shows its options, as SwiftUI's picker styles: give one to
/// `pickerStyle(_:)`, as `.menu`, `.segmented`, `.inline` and the others.
public protocol PickerStyle: Sendable {}

/// The platform's style: a menu.
public struct DefaultPickerStyle: PickerStyle, DrawnStyle {
    /// The default style.
    public init() {}
    var drawing: PickerDrawing { .menu }
}

/// The chosen option and `▾`: Enter, Space or a click opens a list of the
/// options under it, where the arrows move, and Enter or a click picks.
public struct MenuPickerStyle: PickerStyle, DrawnStyle {
    /// The menu style.
    public init() {}
    var drawing: PickerDrawing { .menu }
}

/// The options side by side, the chosen one in brackets: Left and Right
/// choose the one beside it, a click the one under the pointer.
public struct SegmentedPickerStyle: PickerStyle, DrawnStyle {
    /// The segmented style.
    public init() {}
    var drawing: PickerDrawing { .segmented }
}

/// The options one under another, the chosen one marked `◉`: Up and Down
/// choose the one above or below, a click the one under the pointer.
public struct InlinePickerStyle: PickerStyle, DrawnStyle {
    /// The inline style.
    public init() {}
    var drawing: PickerDrawing { .inline }
}

/// Radio buttons, as on macOS: drawn as the inline style.
public struct RadioGroupPickerStyle: PickerStyle, DrawnStyle {
    /// The radio group style.
    public init() {}
    var drawing: PickerDrawing { .inline }
}

/// A wheel, as on iOS: a terminal has none, and draws the inline style.
public struct WheelPickerStyle: PickerStyle, DrawnStyle {
    /// The wheel style.
    public init() {}
    var drawing: PickerDrawing { .inline }
}

/// The chosen option and `›`: in a navigation stack, choosing the row
/// pushes a screen of the options, and picking one goes back; outside a
/// stack, a menu.
public struct NavigationLinkPickerStyle: PickerStyle, DrawnStyle {
    /// The navigation link style.
    public init() {}
    var drawing: PickerDrawing { .navigationLink }
}

/// A palette of options, as in a menu on Apple's systems: drawn as the
/// segmented style.
public struct PalettePickerStyle: PickerStyle, DrawnStyle {
    /// The palette style.
    public init() {}
    var drawing: PickerDrawing { .segmented }
}

extension PickerStyle where Self == DefaultPickerStyle {
    /// The platform's style: a menu.
    public static var automatic: DefaultPickerStyle { DefaultPickerStyle() }
}

extension PickerStyle where Self == MenuPickerStyle {
    /// The chosen option, opening a list of the options.
    public static var menu: MenuPickerStyle { MenuPickerStyle() }
}

extension PickerStyle where Self == SegmentedPickerStyle {
    /// The options side by side.
    public static var segmented: SegmentedPickerStyle { SegmentedPickerStyle() }
}

extension PickerStyle where Self == InlinePickerStyle {
    /// The options one under another.
    public static var inline: InlinePickerStyle { InlinePickerStyle() }
}

extension PickerStyle where Self == RadioGroupPickerStyle {
    /// Radio buttons: the options one under another.
    public static var radioGroup: RadioGroupPickerStyle { RadioGroupPickerStyle() }
}

extension PickerStyle where Self == WheelPickerStyle {
    /// A wheel: on a terminal, the options one under another.
    public static var wheel: WheelPickerStyle { WheelPickerStyle() }
}

extension PickerStyle where Self == NavigationLinkPickerStyle {
    /// A row that pushes a screen of the options.
    public static var navigationLink: NavigationLinkPickerStyle { NavigationLinkPickerStyle() }
}

extension PickerStyle where Self == PalettePickerStyle {
    /// A palette: on a terminal, the options side by side.
    public static var palette: PalettePickerStyle { PalettePickerStyle() }
}

extension View {
    /// Draws the pickers below in `style`.
    public func pickerStyle<S: PickerStyle>(_ style: S) -> some View {
        styled(style, fallback: PickerDrawing.menu)
    }

    /// Hides the labels of the controls below (a picker's, a toggle's, a
    /// stepper's, a slider's), as SwiftUI does: they still name the control
    /// to the reader of the code.
    public func labelsHidden() -> some View {
        AttributeModifier(content: self) { $0.labelsHidden = true }
    }
}

/// How a button is drawn, as SwiftUI's: a style of the app's own makes the
/// button's whole look from its label (`makeBody(configuration:)`), and the
/// button keeps its focus, its keys and its clicks.
///
/// ```swift
/// struct Pill: ButtonStyle {
///     func makeBody(configuration: Configuration) -> some View {
///         configuration.label.padding(.horizontal).background(.blue)
///     }
/// }
/// ```
public protocol ButtonStyle: Sendable {
    /// The look the style makes.
    associatedtype Body: View
    /// The button's look, from its label.
    @ViewBuilder @MainActor func makeBody(configuration: Configuration) -> Body
    /// What the style is given.
    typealias Configuration = ButtonStyleConfiguration
}

/// What a button style is given: the button's label, whether it is pressed
/// and its role.
@MainActor
public struct ButtonStyleConfiguration {
    /// A button's label, as a view of its own.
    public struct Label: View {
        let content: AnyView

        /// The label the button was given.
        public var body: some View { content }
    }

    /// The button's label.
    public let label: Label
    /// Whether the button is held down: a terminal reports no holding, so
    /// never.
    public let isPressed: Bool
    /// The button's role, if it has one.
    public let role: ButtonRole?
}

/// How a button is drawn and acts, as SwiftUI's primitive button styles: the
/// built-in styles are of this kind, and an app's own makes the button's
/// look and calls `configuration.trigger()` to press it.
public protocol PrimitiveButtonStyle: Sendable {
    /// The look the style makes.
    associatedtype Body: View
    /// The button's look and behaviour, from its label and its action.
    @ViewBuilder @MainActor func makeBody(configuration: Configuration) -> Body
    /// What the style is given.
    typealias Configuration = PrimitiveButtonStyleConfiguration
}

/// What a primitive button style is given: the button's label, its role and
/// its action.
@MainActor
public struct PrimitiveButtonStyleConfiguration {
    /// The button's label.
    public let label: ButtonStyleConfiguration.Label
    /// The button's role, if it has one.
    public let role: ButtonRole?
    let action: @MainActor () -> Void

    /// Presses the button: runs its action.
    public func trigger() { action() }
}

/// The platform's style: the title in the tint (`[ title ]` without colour).
public struct DefaultButtonStyle: PrimitiveButtonStyle, DrawnStyle {
    /// The default style.
    public init() {}
    /// The label: StateKit draws the style.
    public func makeBody(configuration: Configuration) -> some View { configuration.label }
    var drawing: ButtonDrawing { .automatic }
}

/// A bordered button: the title in the tint on a faint fill of it
/// (`[ title ]` without colour).
public struct BorderedButtonStyle: PrimitiveButtonStyle, DrawnStyle {
    /// The bordered style.
    public init() {}
    /// The label: StateKit draws the style.
    public func makeBody(configuration: Configuration) -> some View { configuration.label }
    var drawing: ButtonDrawing { .bordered }
}

/// A prominent bordered button: the title, bold, in white on the tint
/// (`[ title ]`, bold, without colour).
public struct BorderedProminentButtonStyle: PrimitiveButtonStyle, DrawnStyle {
    /// The prominent style.
    public init() {}
    /// The label: StateKit draws the style.
    public func makeBody(configuration: Configuration) -> some View { configuration.label }
    var drawing: ButtonDrawing { .prominent }
}

/// A button without a border: its title in the tint.
public struct BorderlessButtonStyle: PrimitiveButtonStyle, DrawnStyle {
    /// The borderless style.
    public init() {}
    /// The label: StateKit draws the style.
    public func makeBody(configuration: Configuration) -> some View { configuration.label }
    var drawing: ButtonDrawing { .borderless }
}

/// A button drawn as its label alone.
public struct PlainButtonStyle: PrimitiveButtonStyle, DrawnStyle {
    /// The plain style.
    public init() {}
    /// The label: StateKit draws the style.
    public func makeBody(configuration: Configuration) -> some View { configuration.label }
    var drawing: ButtonDrawing { .plain }
}

/// A button drawn as a link: its title underlined, in the tint.
public struct LinkButtonStyle: PrimitiveButtonStyle, DrawnStyle {
    /// The link style.
    public init() {}
    /// The label: StateKit draws the style.
    public func makeBody(configuration: Configuration) -> some View { configuration.label }
    var drawing: ButtonDrawing { .link }
}

extension PrimitiveButtonStyle where Self == DefaultButtonStyle {
    /// The platform's style.
    public static var automatic: DefaultButtonStyle { DefaultButtonStyle() }
}

extension PrimitiveButtonStyle where Self == BorderedButtonStyle {
    /// A bordered button.
    public static var bordered: BorderedButtonStyle { BorderedButtonStyle() }
}

extension PrimitiveButtonStyle where Self == BorderedProminentButtonStyle {
    /// A prominent bordered button.
    public static var borderedProminent: BorderedProminentButtonStyle { BorderedProminentButtonStyle() }
}

extension PrimitiveButtonStyle where Self == BorderlessButtonStyle {
    /// A button without a border.
    public static var borderless: BorderlessButtonStyle { BorderlessButtonStyle() }
}

extension PrimitiveButtonStyle where Self == PlainButtonStyle {
    /// A button drawn as its label.
    public static var plain: PlainButtonStyle { PlainButtonStyle() }
}

extension PrimitiveButtonStyle where Self == LinkButtonStyle {
    /// A button drawn as a link.
    public static var link: LinkButtonStyle { LinkButtonStyle() }
}

/// What a button's style is given: its label, its role and its action.
struct ButtonStyleInput {
    let label: ButtonStyleConfiguration.Label
    let role: ButtonRole?
    let action: @MainActor () -> Void
}

extension View {
    /// Draws the buttons below in one of StateKit's styles (`.bordered`,
    /// `.borderedProminent`, `.borderless`, `.plain`, `.link`), or in a
    /// primitive style of the app's own.
    public func buttonStyle<S: PrimitiveButtonStyle>(_ style: S) -> some View {
        styled(style, as: ButtonDrawing.self) {
            CustomStyle<ButtonStyleInput>(isPrimitive: true) { input in
                AnyView(
                    style.makeBody(
                        configuration: PrimitiveButtonStyleConfiguration(
                            label: input.label, role: input.role, action: input.action)))
            }
        }
    }

    /// Draws the buttons below in a style of the app's own: its
    /// `makeBody(configuration:)` makes their look.
    public func buttonStyle<S: ButtonStyle>(_ style: S) -> some View {
        let custom = CustomStyle<ButtonStyleInput> { input in
            AnyView(
                style.makeBody(
                    configuration: ButtonStyleConfiguration(label: input.label, isPressed: false, role: input.role)))
        }
        return EnvironmentKeyModifier<_, CustomStyleKey<ButtonStyleInput>>(content: self, value: custom)
    }
}

/// Sets StateKit's own environment value `Key` for the views below.
struct EnvironmentKeyModifier<Content: View, Key: EnvironmentKey>: View, PrimitiveView, TransparentView {
    let content: Content
    let value: Key.Value

    var body: Never { primitiveBody() }

    func makeElements(_ context: ResolveContext, into elements: inout [Element]) {
        var inner = context
        inner.environment[Key.self] = value
        inner.resolve(content, at: .index(0), into: &elements)
    }
}

/// How a label is drawn, as SwiftUI's label styles: give one to
/// `labelStyle(_:)`, as `.titleOnly`, `.iconOnly` or `.titleAndIcon`, or a
/// style of the app's own, whose `makeBody(configuration:)` makes the label
/// from its title and icon. In a toolbar a built-in style always shows the
/// title: a reader cannot guess what an icon means.
///
/// ```swift
/// struct TrailingIcon: LabelStyle {
///     func makeBody(configuration: Configuration) -> some View {
///         HStack { configuration.title; configuration.icon }
///     }
/// }
/// ```
public protocol LabelStyle: Sendable {
    /// The look the style makes.
    associatedtype Body: View
    /// The label's look, from its title and its icon.
    @ViewBuilder @MainActor func makeBody(configuration: Configuration) -> Body
    /// What the style is given.
    typealias Configuration = LabelStyleConfiguration
}

/// What a label style is given: the label's title and its icon, each a view.
@MainActor
public struct LabelStyleConfiguration {
    /// A label's title, as a view of its own.
    public struct Title: View {
        let content: AnyView

        /// The title the label was given.
        public var body: some View { content }
    }

    /// A label's icon, as a view of its own: a glyph, or nothing where the
    /// terminal has none for it.
    public struct Icon: View {
        let content: AnyView

        /// The icon the label was given.
        public var body: some View { content }
    }

    /// The label's title.
    public let title: Title
    /// The label's icon.
    public let icon: Icon
}

/// What a label shows on a terminal.
enum LabelDrawing: Equatable, Sendable {
    case titleAndIcon
    case titleOnly
    case iconOnly
}

/// A style StateKit draws.
protocol DrawnLabelStyle: Sendable {
    var drawing: LabelDrawing { get }
}

/// The platform's style: the icon, then the title.
public struct DefaultLabelStyle: LabelStyle, DrawnLabelStyle {
    /// The default style.
    public init() {}
    /// The parts the style shows, as StateKit draws them.
    public func makeBody(configuration: Configuration) -> some View {
        HStack(spacing: 1) {
            configuration.icon
            configuration.title
        }
    }
    var drawing: LabelDrawing { .titleAndIcon }
}

/// The title alone.
public struct TitleOnlyLabelStyle: LabelStyle, DrawnLabelStyle {
    /// The title-only style.
    public init() {}
    /// The parts the style shows, as StateKit draws them.
    public func makeBody(configuration: Configuration) -> some View {
        configuration.title
    }
    var drawing: LabelDrawing { .titleOnly }
}

/// The icon alone, where the terminal has a glyph for it; else the title.
public struct IconOnlyLabelStyle: LabelStyle, DrawnLabelStyle {
    /// The icon-only style.
    public init() {}
    /// The parts the style shows, as StateKit draws them.
    public func makeBody(configuration: Configuration) -> some View {
        configuration.icon
    }
    var drawing: LabelDrawing { .iconOnly }
}

/// The icon, then the title.
public struct TitleAndIconLabelStyle: LabelStyle, DrawnLabelStyle {
    /// The title-and-icon style.
    public init() {}
    /// The parts the style shows, as StateKit draws them.
    public func makeBody(configuration: Configuration) -> some View {
        HStack(spacing: 1) {
            configuration.icon
            configuration.title
        }
    }
    var drawing: LabelDrawing { .titleAndIcon }
}

extension LabelStyle where Self == DefaultLabelStyle {
    /// The platform's style: the icon, then the title.
    public static var automatic: DefaultLabelStyle { DefaultLabelStyle() }
}

extension LabelStyle where Self == TitleOnlyLabelStyle {
    /// The title alone.
    public static var titleOnly: TitleOnlyLabelStyle { TitleOnlyLabelStyle() }
}

extension LabelStyle where Self == IconOnlyLabelStyle {
    /// The icon alone.
    public static var iconOnly: IconOnlyLabelStyle { IconOnlyLabelStyle() }
}

extension LabelStyle where Self == TitleAndIconLabelStyle {
    /// The icon, then the title.
    public static var titleAndIcon: TitleAndIconLabelStyle { TitleAndIconLabelStyle() }
}

/// A label style of the app's own, kept for the labels below.
struct CustomLabelStyle: @unchecked Sendable {
    /// Makes the look of a label from its title and icon.
    let makeBody: @MainActor (LabelStyleConfiguration) -> AnyView
}

struct CustomLabelStyleKey: EnvironmentKey {
    static let defaultValue: CustomLabelStyle? = nil
}

extension View {
    /// Draws the labels below in `style`: one of StateKit's, or the app's own.
    public func labelStyle<S: LabelStyle>(_ style: S) -> some View {
        let drawing = (style as? any DrawnLabelStyle)?.drawing
        let custom = drawing != nil ? nil : CustomLabelStyle { AnyView(style.makeBody(configuration: $0)) }
        return EnvironmentKeyModifier<_, CustomLabelStyleKey>(
            content: AttributeModifier(content: self) { if let drawing { $0.labelDrawing = drawing } }, value: custom)
    }
}

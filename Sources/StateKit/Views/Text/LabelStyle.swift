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

/// The platform's style: the icon, then the title.
public struct DefaultLabelStyle: LabelStyle, DrawnStyle {
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
public struct TitleOnlyLabelStyle: LabelStyle, DrawnStyle {
    /// The title-only style.
    public init() {}
    /// The parts the style shows, as StateKit draws them.
    public func makeBody(configuration: Configuration) -> some View {
        configuration.title
    }
    var drawing: LabelDrawing { .titleOnly }
}

/// The icon alone, where the terminal has a glyph for it; else the title.
public struct IconOnlyLabelStyle: LabelStyle, DrawnStyle {
    /// The icon-only style.
    public init() {}
    /// The parts the style shows, as StateKit draws them.
    public func makeBody(configuration: Configuration) -> some View {
        configuration.icon
    }
    var drawing: LabelDrawing { .iconOnly }
}

/// The icon, then the title.
public struct TitleAndIconLabelStyle: LabelStyle, DrawnStyle {
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

extension View {
    /// Draws the labels below in `style`: one of StateKit's, or the app's own.
    public func labelStyle<S: LabelStyle>(_ style: S) -> some View {
        styled(style, as: LabelDrawing.self) {
            CustomStyle<LabelStyleConfiguration> { AnyView(style.makeBody(configuration: $0)) }
        }
    }
}

/// How a label is drawn, as SwiftUI's label styles: give one to
/// `labelStyle(_:)`, as `.titleOnly`, `.iconOnly` or `.titleAndIcon`. In a
/// toolbar a label always shows its title: a reader cannot guess what an
/// icon means.
public protocol LabelStyle: Sendable {}

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
    var drawing: LabelDrawing { .titleAndIcon }
}

/// The title alone.
public struct TitleOnlyLabelStyle: LabelStyle, DrawnLabelStyle {
    /// The title-only style.
    public init() {}
    var drawing: LabelDrawing { .titleOnly }
}

/// The icon alone, where the terminal has a glyph for it; else the title.
public struct IconOnlyLabelStyle: LabelStyle, DrawnLabelStyle {
    /// The icon-only style.
    public init() {}
    var drawing: LabelDrawing { .iconOnly }
}

/// The icon, then the title.
public struct TitleAndIconLabelStyle: LabelStyle, DrawnLabelStyle {
    /// The title-and-icon style.
    public init() {}
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
    /// Draws the labels below in `style`.
    public func labelStyle<S: LabelStyle>(_ style: S) -> some View {
        let drawing = (style as? any DrawnLabelStyle)?.drawing ?? .titleAndIcon
        return AttributeModifier(content: self) { $0.labelDrawing = drawing }
    }
}

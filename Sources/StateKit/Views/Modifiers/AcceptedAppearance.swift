// Appearance that a terminal's one face of text cannot show: accepted, each
// with what it does here.

extension View {
    /// Accepted: a terminal draws text in its one font, whatever its design.
    public func fontDesign(_ design: Font.Design?) -> some View { self }

    /// Accepted: an image is one glyph in one cell, at any scale.
    public func imageScale(_ scale: Image.Scale) -> some View { self }

    /// Accepted: a paged tab view shows no index of its pages.
    public func indexViewStyle<Style: IndexViewStyle>(_ style: Style) -> some View { self }

    /// The tint of the controls below, as `tint(_:)`: SwiftUI's older name.
    public func accentColor(_ accentColor: Color?) -> some View { tint(accentColor) }
}

extension Image {
    /// How large an image is drawn beside text, as SwiftUI names it.
    public enum Scale: Hashable, Sendable {
        /// Smaller than the text.
        case small
        /// As the text.
        case medium
        /// Larger than the text.
        case large
    }
}

/// How a paged view's index of pages looks, as SwiftUI names it.
public protocol IndexViewStyle {}

/// The dots under a paged view: accepted, as a terminal draws no index.
public struct PageIndexViewStyle: IndexViewStyle {
    /// When the dots get a background.
    public enum BackgroundDisplayMode: Hashable, Sendable {
        /// As the platform chooses.
        case automatic
        /// Always.
        case always
        /// While the index is used.
        case interactive
        /// Never.
        case never
    }

    /// The style, its background shown as `backgroundDisplayMode` says.
    public init(backgroundDisplayMode: BackgroundDisplayMode = .automatic) {}
}

extension IndexViewStyle where Self == PageIndexViewStyle {
    /// The dots under a paged view.
    public static var page: PageIndexViewStyle { PageIndexViewStyle() }

    /// The dots under a paged view, their background shown as `backgroundDisplayMode` says.
    public static func page(backgroundDisplayMode: PageIndexViewStyle.BackgroundDisplayMode) -> PageIndexViewStyle {
        PageIndexViewStyle(backgroundDisplayMode: backgroundDisplayMode)
    }
}

// SwiftUI's text layout modifiers, formatted text and image sizing, which StateKit does not have
// yet. Each is declared so that code using it stops at a message saying what to write instead.

extension View {
    /// SwiftUI's line limit, not available in StateKit yet.
    @available(
        *, unavailable,
        message: "lineLimit is not supported yet: a Text wraps to the width it is given; use frame(height:) to cut it"
    )
    public func lineLimit(_ number: Int?) -> Never { fatalError("unavailable") }

    /// SwiftUI's alignment of wrapped lines, not available in StateKit yet.
    @available(
        *, unavailable,
        message: "multilineTextAlignment is not supported yet: align the Text with frame(maxWidth:alignment:)"
    )
    public func multilineTextAlignment(_ alignment: TextAlignment) -> Never { fatalError("unavailable") }

    /// SwiftUI's truncation mode, not available in StateKit yet.
    @available(*, unavailable, message: "truncationMode is not supported yet: text is cut at its end; leave it out")
    public func truncationMode(_ mode: Text.TruncationMode) -> Never { fatalError("unavailable") }

    /// SwiftUI's minimum scale factor, not available in StateKit yet.
    @available(
        *, unavailable,
        message: "minimumScaleFactor is not supported yet: a terminal has one text size; leave it out"
    )
    public func minimumScaleFactor(_ factor: CGFloat) -> Never { fatalError("unavailable") }

    /// SwiftUI's line spacing, not available in StateKit yet.
    @available(*, unavailable, message: "lineSpacing is not supported yet: lines are one row apart; leave it out")
    public func lineSpacing(_ lineSpacing: CGFloat) -> Never { fatalError("unavailable") }

    /// SwiftUI's text selection, not available in StateKit yet.
    @available(
        *, unavailable,
        message: "textSelection is not supported yet: the terminal's own selection copies text; leave it out"
    )
    public func textSelection(_ selectability: TextSelectability) -> Never { fatalError("unavailable") }
}

extension Text {
    /// SwiftUI's truncation modes, not available in StateKit yet.
    @available(*, unavailable, message: "TruncationMode is not supported yet: see truncationMode")
    public enum TruncationMode {
        /// Unavailable.
        case head, tail, middle
    }
}

/// SwiftUI's alignment of wrapped lines, not available in StateKit yet.
@available(*, unavailable, message: "TextAlignment is not supported yet: see multilineTextAlignment")
public enum TextAlignment {
    /// Unavailable.
    case leading, center, trailing
}

/// SwiftUI's text selectability, not available in StateKit yet.
@available(*, unavailable, message: "TextSelectability is not supported yet: see textSelection")
public struct TextSelectability {
    /// Unavailable.
    public static var enabled: Self { fatalError("unavailable") }
    /// Unavailable.
    public static var disabled: Self { fatalError("unavailable") }
}

extension Image {
    /// SwiftUI's image from the asset catalogue, not available in StateKit yet.
    @available(
        *, unavailable,
        message:
            "Image(_:), from an asset catalogue, is not supported yet: use Image(systemName:) or a Text with an emoji"
    )
    public init(_ name: String) { fatalError("unavailable") }
}

extension View {
    /// SwiftUI's aspect ratio, not available in StateKit yet.
    @available(*, unavailable, message: "aspectRatio is not supported yet: size the view with frame(width:height:)")
    public func aspectRatio(_ ratio: CGFloat? = nil, contentMode: ContentMode) -> Never { fatalError("unavailable") }
}

/// SwiftUI's content mode, not available in StateKit yet.
@available(*, unavailable, message: "ContentMode is not supported yet: see aspectRatio")
public enum ContentMode {
    /// Unavailable.
    case fit, fill
}

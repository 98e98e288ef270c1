// SwiftUI's text layout modifiers, formatted text and image sizing, which StateKit does not have
// yet. Each is declared so that code using it stops at a message saying what to write instead.

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

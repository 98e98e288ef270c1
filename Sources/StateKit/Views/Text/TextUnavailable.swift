// SwiftUI's images from an asset catalogue, which StateKit does not have
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

/// A preview for Xcode's canvas, as SwiftUI declares it. A terminal has no
/// canvas: the preview is type-checked with the rest of the file and expands
/// to nothing, so ported files keep their `#Preview` blocks as they are.
@freestanding(declaration)
public macro Preview(_ name: String? = nil, @ViewBuilder body: @escaping @MainActor () -> any View) =
    #externalMacro(module: "StateKitMacros", type: "PreviewMacro")

/// A preview with traits (a layout, an orientation), accepted and not shown.
@freestanding(declaration)
public macro Preview(
    _ name: String? = nil, traits: PreviewTrait, _ moreTraits: PreviewTrait...,
    @ViewBuilder body: @escaping @MainActor () -> any View
) = #externalMacro(module: "StateKitMacros", type: "PreviewMacro")

/// A trait of a preview, as SwiftUI names them; a terminal shows no preview.
public struct PreviewTrait: Sendable {
    private init() {}

    /// The preview as large as its content.
    public static let sizeThatFitsLayout = PreviewTrait()
    /// The preview on a device's screen.
    public static let defaultLayout = PreviewTrait()
    /// The preview in landscape.
    public static let landscapeLeft = PreviewTrait()
    /// The preview in landscape.
    public static let landscapeRight = PreviewTrait()
    /// The preview in portrait.
    public static let portrait = PreviewTrait()

    /// The preview in a fixed size.
    public static func fixedLayout(width: CGFloat, height: CGFloat) -> PreviewTrait { PreviewTrait() }
}

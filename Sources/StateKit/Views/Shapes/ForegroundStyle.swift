/// The foreground colour of the views around, as a style: what a shape is
/// filled with unless told otherwise, as in SwiftUI.
public struct ForegroundStyle: ShapeStyle, Hashable {
    /// The foreground style.
    public init() {}
}

extension ShapeStyle where Self == ForegroundStyle {
    /// The foreground colour of the views around.
    public static var foreground: ForegroundStyle { ForegroundStyle() }
}

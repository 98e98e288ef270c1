/// How a `NavigationView` lays out its views, as SwiftUI's navigation view
/// styles: give one to `navigationViewStyle(_:)`, as `.stack`, `.columns` or
/// `.automatic`.
public protocol NavigationViewStyle: Sendable {}

/// The platform's style: its views side by side when the terminal is wide
/// enough, one stack when it is not.
public struct DefaultNavigationViewStyle: NavigationViewStyle, DrawnStyle {
    /// The default style.
    public init() {}
    var drawing: NavigationViewDrawing { .automatic }
}

/// One stack whatever the width, as on a phone: the first view is its root,
/// and its links push the others' places.
public struct StackNavigationViewStyle: NavigationViewStyle, DrawnStyle {
    /// The stack style.
    public init() {}
    var drawing: NavigationViewDrawing { .stack }
}

/// Columns side by side when the terminal is wide enough.
public struct ColumnNavigationViewStyle: NavigationViewStyle, DrawnStyle {
    /// The column style.
    public init() {}
    var drawing: NavigationViewDrawing { .columns }
}

/// Two columns side by side when the terminal is wide enough: SwiftUI's
/// older name for the column style.
public struct DoubleColumnNavigationViewStyle: NavigationViewStyle, DrawnStyle {
    /// The double column style.
    public init() {}
    var drawing: NavigationViewDrawing { .columns }
}

extension NavigationViewStyle where Self == DefaultNavigationViewStyle {
    /// The platform's style.
    public static var automatic: DefaultNavigationViewStyle { DefaultNavigationViewStyle() }
}

extension NavigationViewStyle where Self == StackNavigationViewStyle {
    /// One stack whatever the width.
    public static var stack: StackNavigationViewStyle { StackNavigationViewStyle() }
}

extension NavigationViewStyle where Self == ColumnNavigationViewStyle {
    /// Columns side by side when there is room.
    public static var columns: ColumnNavigationViewStyle { ColumnNavigationViewStyle() }
}

extension View {
    /// Lays out the navigation views below in `style`.
    public func navigationViewStyle<S: NavigationViewStyle>(_ style: S) -> some View {
        styled(style, fallback: NavigationViewDrawing.automatic)
    }
}

extension EnvironmentValues {
    /// The layout the navigation views below are asked for.
    var navigationViewDrawing: NavigationViewDrawing { attributes.styleDrawings[NavigationViewDrawing.self] }
}

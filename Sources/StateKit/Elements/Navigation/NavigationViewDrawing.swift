/// How a `NavigationView` of two or three views lays them out: what
/// `navigationViewStyle(_:)` asks for.
enum NavigationViewDrawing: UInt8, StyleDrawing {
    /// Side by side when the terminal is wide enough, a stack when it is not.
    case automatic
    /// One stack whatever the width: the first view its root, whose links
    /// push, as on a phone.
    case stack
    /// Side by side when the terminal is wide enough, as `automatic`.
    case columns

    static var family: StyleFamily { .navigationView }
    static var standard: Self { .automatic }
}

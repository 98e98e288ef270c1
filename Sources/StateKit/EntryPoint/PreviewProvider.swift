/// Xcode's previews, as SwiftUI declares them. A terminal program has no
/// canvas: a preview provider compiles and is never shown.
@MainActor
public protocol PreviewProvider {
    /// The views a preview would show.
    associatedtype Previews: View

    /// The views a preview would show; never evaluated on a terminal.
    @ViewBuilder static var previews: Previews { get }
}

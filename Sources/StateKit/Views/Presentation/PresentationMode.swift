/// Whether a view is presented, SwiftUI's older way to close it:
/// `@Environment(\.presentationMode) var mode` then
/// `mode.wrappedValue.dismiss()`, which does what `dismiss` does.
public struct PresentationMode {
    /// Whether the view is in a sheet, an alert or a pushed screen.
    public let isPresented: Bool
    let dismissAction: DismissAction

    /// Closes the sheet or pops the screen, as `dismiss` does.
    @MainActor
    public mutating func dismiss() { dismissAction() }
}

extension EnvironmentValues {
    /// Whether the view reading it is presented: in a sheet, a full-screen
    /// cover, or a screen pushed on a navigation stack.
    public var isPresented: Bool {
        self[PresentationKey.self] != nil || (self[NavigationPlaceKey.self]?.depth ?? 0) > 0
    }

    /// The older way to close the view reading it:
    /// `presentationMode.wrappedValue.dismiss()`.
    public var presentationMode: Binding<PresentationMode> {
        let mode = PresentationMode(isPresented: isPresented, dismissAction: dismiss)
        return Binding(get: { mode }, set: { _ in })
    }
}

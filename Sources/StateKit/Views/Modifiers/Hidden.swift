extension View {
    /// Hides the view, which keeps its place: it draws nothing, and its
    /// controls take neither the focus nor clicks, as in SwiftUI.
    public func hidden() -> some View {
        opacity(0).disabled(true)
    }
}

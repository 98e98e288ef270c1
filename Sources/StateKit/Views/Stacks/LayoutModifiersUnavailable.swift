// SwiftUI's layout modifiers beyond padding and frame, which StateKit does not have yet. Each is
// declared so that code using it stops at a message saying what to write instead.

extension View {
    /// SwiftUI's offset, not available in StateKit yet.
    @available(*, unavailable, message: "offset is not supported yet: move the view with padding or a Spacer")
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> Never { fatalError("unavailable") }

    /// SwiftUI's absolute position, not available in StateKit yet.
    @available(
        *, unavailable,
        message: "position is not supported yet: place the view with stacks, Spacer and padding"
    )
    public func position(x: CGFloat = 0, y: CGFloat = 0) -> Never { fatalError("unavailable") }

    /// SwiftUI's drawing order, not available in StateKit yet.
    @available(*, unavailable, message: "zIndex is not supported yet: in a ZStack the last view is drawn on top")
    public func zIndex(_ value: Double) -> Never { fatalError("unavailable") }

}

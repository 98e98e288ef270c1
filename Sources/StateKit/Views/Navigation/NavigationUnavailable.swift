// SwiftUI's split view, which StateKit does not have yet. Each is declared so that code
// using it stops at a message saying what to write instead, rather than at
// "cannot find 'NavigationStack' in scope".

/// SwiftUI's split view, not available in StateKit yet.
@available(
    *, unavailable,
    message: """
        NavigationSplitView is not supported yet: put the sidebar and the detail side by side \
        in an HStack, the detail chosen by @State
        """
)
public struct NavigationSplitView<Sidebar, Content, Detail>: View {
    /// Unavailable.
    public var body: Never { fatalError("unavailable") }

    /// Unavailable.
    public init(@ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail)
    where Content == EmptyView {
        fatalError("unavailable")
    }

    /// Unavailable.
    public init(
        @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder content: () -> Content,
        @ViewBuilder detail: () -> Detail
    ) {
        fatalError("unavailable")
    }
}

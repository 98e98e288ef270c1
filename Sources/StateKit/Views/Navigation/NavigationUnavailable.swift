// SwiftUI's navigation views, which StateKit does not have yet. Each is declared so that code
// using it stops at a message saying what to write instead, rather than at
// "cannot find 'NavigationStack' in scope".

/// SwiftUI's navigation stack, not available in StateKit yet.
@available(
    *, unavailable,
    message: """
        NavigationStack is not supported yet: show one screen at a time with \
        TabView(selection:) or if/else on your own @State
        """
)
public struct NavigationStack<Root>: View {
    /// Unavailable.
    public var body: Never { fatalError("unavailable") }

    /// Unavailable.
    public init(@ViewBuilder root: () -> Root) { fatalError("unavailable") }

    /// Unavailable.
    public init<Data>(path: Binding<Data>, @ViewBuilder root: () -> Root) { fatalError("unavailable") }
}

/// SwiftUI's navigation view, not available in StateKit yet.
@available(
    *, unavailable,
    message: """
        NavigationView is not supported yet: show one screen at a time with \
        TabView(selection:) or if/else on your own @State
        """
)
public struct NavigationView<Content>: View {
    /// Unavailable.
    public var body: Never { fatalError("unavailable") }

    /// Unavailable.
    public init(@ViewBuilder content: () -> Content) { fatalError("unavailable") }
}

/// SwiftUI's navigation link, not available in StateKit yet.
@available(
    *, unavailable,
    message: """
        NavigationLink is not supported yet: use a Button that sets the @State choosing \
        the screen (TabView(selection:) or if/else)
        """
)
public struct NavigationLink<Label, Destination>: View {
    /// Unavailable.
    public var body: Never { fatalError("unavailable") }

    /// Unavailable.
    public init(@ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label) {
        fatalError("unavailable")
    }

    /// Unavailable.
    public init(_ title: String, @ViewBuilder destination: () -> Destination) where Label == Text {
        fatalError("unavailable")
    }

    /// Unavailable.
    public init<P: Hashable>(value: P?, @ViewBuilder label: () -> Label) where Destination == Never {
        fatalError("unavailable")
    }

    /// Unavailable.
    public init<P: Hashable>(_ title: String, value: P?) where Label == Text, Destination == Never {
        fatalError("unavailable")
    }
}

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

/// SwiftUI's navigation path, not available in StateKit yet.
@available(
    *, unavailable,
    message: "NavigationPath is not supported yet: keep the screens shown in an array in @State"
)
public struct NavigationPath {
    /// Unavailable.
    public init() { fatalError("unavailable") }
}

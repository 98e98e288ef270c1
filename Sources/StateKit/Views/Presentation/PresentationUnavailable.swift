// SwiftUI's presentations (sheets and alerts) that StateKit does not have yet. Each is declared so that code
// using it stops at a message saying what to write instead, rather than at
// "cannot find in scope".

/// SwiftUI's alert, not available in StateKit yet.
@available(
    *, unavailable,
    message: """
        Alert is not supported yet: show the message in place with if isPresented { \
        Text(…); Button(…) }
        """
)
public struct Alert {
    /// Unavailable.
    public init(title: Text, message: Text? = nil, dismissButton: Button? = nil) { fatalError("unavailable") }

    /// Unavailable.
    public init(title: Text, message: Text? = nil, primaryButton: Button, secondaryButton: Button) {
        fatalError("unavailable")
    }

    /// SwiftUI's alert button, not available in StateKit yet.
    public struct Button {
        /// Unavailable.
        public static func `default`(_ label: Text, action: (() -> Void)? = nil) -> Button { fatalError("unavailable") }
        /// Unavailable.
        public static func cancel(_ label: Text, action: (() -> Void)? = nil) -> Button { fatalError("unavailable") }
        /// Unavailable.
        public static func cancel(_ action: (() -> Void)? = nil) -> Button { fatalError("unavailable") }
        /// Unavailable.
        public static func destructive(_ label: Text, action: (() -> Void)? = nil) -> Button {
            fatalError("unavailable")
        }
    }
}

extension View {
    /// SwiftUI's sheet, not available in StateKit yet.
    @available(
        *, unavailable,
        message: """
            sheet is not supported yet: show the content in place with if isPresented { … }, \
            or over the screen in a ZStack
            """
    )
    public func sheet<Content: View>(isPresented: Binding<Bool>, @ViewBuilder content: @escaping () -> Content)
        -> Never
    { fatalError("unavailable") }

    /// SwiftUI's sheet for an item, not available in StateKit yet.
    @available(
        *, unavailable,
        message: """
            sheet is not supported yet: show the content in place with if let item { … }, or \
            over the screen in a ZStack
            """
    )
    public func sheet<Item: Identifiable, Content: View>(
        item: Binding<Item?>, @ViewBuilder content: @escaping (Item) -> Content
    ) -> Never { fatalError("unavailable") }

    /// SwiftUI's alert, not available in StateKit yet.
    @available(
        *, unavailable,
        message: """
            alert is not supported yet: show the message in place with if isPresented { \
            Text(…); Button(…) }
            """
    )
    public func alert<Actions: View>(
        _ title: String, isPresented: Binding<Bool>, @ViewBuilder actions: () -> Actions
    ) -> Never { fatalError("unavailable") }

    /// SwiftUI's alert with a message, not available in StateKit yet.
    @available(
        *, unavailable,
        message: """
            alert is not supported yet: show the message in place with if isPresented { \
            Text(…); Button(…) }
            """
    )
    public func alert<Actions: View, Message: View>(
        _ title: String, isPresented: Binding<Bool>, @ViewBuilder actions: () -> Actions,
        @ViewBuilder message: () -> Message
    ) -> Never { fatalError("unavailable") }

    /// SwiftUI's older alert, not available in StateKit yet.
    @available(
        *, unavailable,
        message: """
            alert is not supported yet: show the message in place with if isPresented { \
            Text(…); Button(…) }
            """
    )
    public func alert(isPresented: Binding<Bool>, content: () -> Alert) -> Never { fatalError("unavailable") }

    /// SwiftUI's full-screen cover, not available in StateKit yet.
    @available(
        *, unavailable,
        message:
            "fullScreenCover is not supported yet: show the content instead of the screen with if isPresented { … } else { … }"
    )
    public func fullScreenCover<Content: View>(
        isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping () -> Content
    ) -> Never { fatalError("unavailable") }

    /// SwiftUI's popover, not available in StateKit yet.
    @available(
        *, unavailable,
        message: "popover is not supported yet: show the content in place with if isPresented { … }"
    )
    public func popover<Content: View>(
        isPresented: Binding<Bool>, @ViewBuilder content: @escaping () -> Content
    ) -> Never { fatalError("unavailable") }

    /// SwiftUI's sheet heights, not available in StateKit yet.
    @available(
        *, unavailable,
        message: "presentationDetents is not supported yet: there are no sheets; leave it out"
    )
    public func presentationDetents(_ detents: Set<PresentationDetent>) -> Never { fatalError("unavailable") }

    /// SwiftUI's guard against dismissing a sheet, not available in StateKit yet.
    @available(
        *, unavailable,
        message: "interactiveDismissDisabled is not supported yet: there are no sheets; leave it out"
    )
    public func interactiveDismissDisabled(_ isDisabled: Bool = true) -> Never { fatalError("unavailable") }
}

/// SwiftUI's sheet height, not available in StateKit yet.
@available(*, unavailable, message: "PresentationDetent is not supported yet: see presentationDetents")
public struct PresentationDetent: Hashable {
    /// Unavailable.
    public static var medium: PresentationDetent { fatalError("unavailable") }
    /// Unavailable.
    public static var large: PresentationDetent { fatalError("unavailable") }
}

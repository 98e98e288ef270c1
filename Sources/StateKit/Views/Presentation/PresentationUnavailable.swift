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
    public init(title: Text) { fatalError("unavailable") }
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
}

// SwiftUI's dialogs beyond the plain alert, which StateKit does not have yet. Each is declared
// so that code using it stops at a message saying what to write instead.

extension View {
    /// SwiftUI's alert for an item, not available in StateKit yet.
    @available(
        *, unavailable,
        message: "alert is not supported yet: show the message in place with if let item { Text(…); Button(…) }"
    )
    public func alert<Item: Identifiable>(item: Binding<Item?>, content: (Item) -> Alert) -> Never {
        fatalError("unavailable")
    }

    /// SwiftUI's alert presenting data, not available in StateKit yet.
    @available(
        *, unavailable,
        message: "alert is not supported yet: show the message in place with if isPresented { Text(…); Button(…) }"
    )
    public func alert<T, Actions: View, Message: View>(
        _ title: String, isPresented: Binding<Bool>, presenting data: T?,
        @ViewBuilder actions: (T) -> Actions, @ViewBuilder message: (T) -> Message
    ) -> Never { fatalError("unavailable") }

    /// SwiftUI's confirmation dialog, not available in StateKit yet.
    @available(
        *, unavailable,
        message: "confirmationDialog is not supported yet: show the buttons in place with if isPresented { … }"
    )
    public func confirmationDialog<Actions: View>(
        _ title: String, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
        @ViewBuilder actions: () -> Actions
    ) -> Never { fatalError("unavailable") }

    /// SwiftUI's confirmation dialog with a message, not available in StateKit yet.
    @available(
        *, unavailable,
        message: "confirmationDialog is not supported yet: show the buttons in place with if isPresented { … }"
    )
    public func confirmationDialog<Actions: View, Message: View>(
        _ title: String, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
        @ViewBuilder actions: () -> Actions, @ViewBuilder message: () -> Message
    ) -> Never { fatalError("unavailable") }

    /// SwiftUI's older action sheet, not available in StateKit yet.
    @available(
        *, unavailable,
        message: "actionSheet is not supported yet: show the buttons in place with if isPresented { … }"
    )
    public func actionSheet(isPresented: Binding<Bool>, content: () -> ActionSheet) -> Never {
        fatalError("unavailable")
    }
}

/// SwiftUI's older action sheet, not available in StateKit yet.
@available(
    *, unavailable,
    message: "ActionSheet is not supported yet: show the buttons in place with if isPresented { … }"
)
public struct ActionSheet {
    /// Unavailable.
    public init(title: Text, message: Text? = nil, buttons: [Alert.Button] = []) { fatalError("unavailable") }
}

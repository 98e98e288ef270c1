/// An alert as a value, SwiftUI's older way: `.alert(isPresented:) {
/// Alert(title:message:primaryButton:secondaryButton:) }`. Drawn as the
/// newer alerts are.
@MainActor
public struct Alert {
    let title: Text
    let message: Text?
    let buttons: [Button]

    /// An alert with one button, "OK" when none is given.
    public init(title: Text, message: Text? = nil, dismissButton: Button? = nil) {
        self.title = title
        self.message = message
        self.buttons = dismissButton.map { [$0] } ?? []
    }

    /// An alert with two buttons.
    public init(title: Text, message: Text? = nil, primaryButton: Button, secondaryButton: Button) {
        self.title = title
        self.message = message
        self.buttons = [primaryButton, secondaryButton]
    }

    /// A button of an old-style alert or action sheet.
    @MainActor
    public struct Button {
        let label: Text
        let role: ButtonRole?
        let action: (() -> Void)?

        /// A plain button.
        public static func `default`(_ label: Text, action: (() -> Void)? = {}) -> Button {
            Button(label: label, role: nil, action: action)
        }

        /// A button that cancels, drawn last and pressed by Escape.
        public static func cancel(_ label: Text, action: (() -> Void)? = {}) -> Button {
            Button(label: label, role: .cancel, action: action)
        }

        /// A button titled "Cancel", drawn last and pressed by Escape.
        public static func cancel(_ action: (() -> Void)? = {}) -> Button {
            Button(label: Text("Cancel"), role: .cancel, action: action)
        }

        /// A button that destroys something, drawn in red.
        public static func destructive(_ label: Text, action: (() -> Void)? = {}) -> Button {
            Button(label: label, role: .destructive, action: action)
        }
    }

    func body(isDialog: Bool) -> AlertBody {
        AlertBody(
            title: title, message: message, actions: Self.actions(buttons), isDialog: isDialog)
    }

    /// The buttons as views.
    static func actions(_ buttons: [Button]) -> AnyView {
        AnyView(
            ForEach(buttons.indices, id: \.self) { index in
                let button = buttons[index]
                StateKit.Button(role: button.role) {
                    button.action?()
                } label: {
                    button.label
                }
            })
    }
}

/// SwiftUI's older action sheet, as a value: drawn as a confirmation dialog.
@MainActor
public struct ActionSheet {
    let title: Text
    let message: Text?
    let buttons: [Alert.Button]

    /// An action sheet titled `title` with `buttons`.
    public init(title: Text, message: Text? = nil, buttons: [Alert.Button] = [.cancel()]) {
        self.title = title
        self.message = message
        self.buttons = buttons
    }

    var body: AlertBody {
        AlertBody(
            title: title, message: message, actions: Alert.actions(buttons), isDialog: true)
    }
}

/// What a button does, as SwiftUI names it: a destructive button is drawn in
/// red. A cancel button is drawn as any other outside an alert or a dialog.
public struct ButtonRole: Equatable, Sendable {
    private let name: String

    /// Deletes or otherwise destroys something.
    public static let destructive = ButtonRole(name: "destructive")
    /// Cancels the operation it stands beside.
    public static let cancel = ButtonRole(name: "cancel")
}

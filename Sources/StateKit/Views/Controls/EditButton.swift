/// Whether the views below are being edited, as SwiftUI's.
public enum EditMode: Hashable, Sendable {
    /// Not editing.
    case inactive
    /// Editing for a moment, as a swipe does on a touch screen.
    case transient
    /// Editing.
    case active

    /// Whether the mode is an editing one.
    public var isEditing: Bool { self != .inactive }
}

private struct EditModeKey: EnvironmentKey {
    static let defaultValue: Binding<EditMode>? = nil
}

extension EnvironmentValues {
    /// The edit mode of the views below, when a container or
    /// `.environment(\.editMode, $mode)` provides one; `nil` otherwise.
    public var editMode: Binding<EditMode>? {
        get { self[EditModeKey.self] }
        set { self[EditModeKey.self] = newValue }
    }
}

/// A button that turns the environment's edit mode on and off, as SwiftUI's:
/// it reads "Edit", and "Done" while editing. Without an edit mode in its
/// environment it has nothing to turn, and is drawn disabled.
public struct EditButton: View, InternalView {
    @Environment(\.editMode) private var editMode

    /// A button for the edit mode above it.
    public init() {}

    /// The button, internal to StateKit.
    public var body: some View {
        let isEditing = editMode?.wrappedValue.isEditing ?? false
        Button(isEditing ? "Done" : "Edit") {
            editMode?.wrappedValue = isEditing ? .inactive : .active
        }
        .disabled(editMode == nil)
    }
}

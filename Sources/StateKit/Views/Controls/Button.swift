/// A control that runs an action when pressed, as in SwiftUI: by a click, by
/// Enter or Space while it has the focus (Tab moves the focus), or by its
/// keyboard shortcut. Drawn as `[ title ]`, or `[k] title` with a shortcut.
public struct Button<Label: View>: View, PrimitiveView {
    let label: Label
    let key: Key?
    let action: @MainActor () -> Void

    /// A button showing `label`.
    public init(action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.key = nil
        self.action = action
    }

    /// Buttons are drawn by StateKit.
    public var body: Never { primitiveBody() }

    func makeElements(_ context: ResolveContext, into elements: inout [Element]) {
        let attributes = context.environment.attributes
        // A tint colours the label, unless the label has a colour of its own.
        var labelContext = context
        if let tint = attributes.tint, attributes.foreground == nil {
            labelContext.environment.attributes.foreground = tint
        }
        elements.append(
            ButtonElement(
                label: labelContext.resolveOne(label, at: .index(0)), key: key ?? attributes.shortcut?.key,
                isEnabled: attributes.isEnabled, action: action, context: context))
    }
}

extension Button where Label == Text {
    /// A button titled `title`.
    public init<S: StringProtocol>(_ title: S, action: @escaping @MainActor () -> Void) {
        self.label = Text(String(title))
        self.key = nil
        self.action = action
    }

    /// A button titled `title` that `key` presses while it is on screen, shown
    /// as `[key] title`; the same as `Button(title) { … }.keyboardShortcut(key)`.
    package init(_ title: String, key: Key, action: @escaping @MainActor () -> Void) {
        self.label = Text(title)
        self.key = key
        self.action = action
    }
}

/// A control that runs an action when pressed, as in SwiftUI: by a click, by
/// Enter or Space while it has the focus (Tab moves the focus), or by its
/// keyboard shortcut. Drawn as its title in the tint (`[ title ]` on a
/// screen without colour), or `[k] title` with a shortcut.
public struct Button<Label: View>: View, PrimitiveView {
    let label: Label
    let key: Key?
    let role: ButtonRole?
    let action: @MainActor () -> Void

    /// A button showing `label`.
    public init(action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.key = nil
        self.role = nil
        self.action = action
    }

    /// A button of `role` showing `label`: a destructive one is drawn in red.
    public init(role: ButtonRole?, action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.key = nil
        self.role = role
        self.action = action
    }

    /// Buttons are drawn by StateKit.
    public var body: Never { primitiveBody() }

    func makeElements(_ context: ResolveContext, into elements: inout [Element]) {
        let attributes = context.environment.attributes
        let custom = context.environment[CustomStyleKey<ButtonStyleInput>.self]
        let drawing = custom == nil ? attributes.styleDrawings[ButtonDrawing.self] : nil
        let appearance = drawing?.appearance(
            role: role, tint: attributes.tint ?? .accentColor, screen: attributes.screen,
            inRow: context.environment.isInRows)
        // The style's colour goes to the label, unless the label has a
        // colour of its own.
        var labelContext = context
        if let appearance {
            if let colour = appearance.foreground, attributes.foreground == nil {
                labelContext.environment.attributes.foreground = colour
            }
            labelContext.environment.attributes.textStyle.formUnion(appearance.labelStyle)
            if let fill = appearance.fill { labelContext.environment.attributes.background = fill }
        }
        var action = self.action
        // Any button of an alert, a dialog or a menu closes it, before its
        // action runs.
        if let presentation = context.environment[PresentationKey.self],
            presentation.style == .alert || presentation.style == .menu
        {
            let run = action
            let dismiss = presentation.dismissAction
            action = {
                dismiss()
                run()
            }
        }
        let shownLabel: Element
        if let custom {
            // The app's style makes the look from the label; the buttons in
            // that look, if any, are drawn in the platform's style.
            var styleContext = context
            styleContext.environment[CustomStyleKey<ButtonStyleInput>.self] = nil
            let body = custom.makeBody(
                ButtonStyleInput(
                    label: ButtonStyleConfiguration.Label(content: AnyView(label)), role: role, action: action))
            if custom.isPrimitive {
                styleContext.resolve(body, at: .index(0), into: &elements)
                return
            }
            shownLabel = styleContext.resolveOne(body, at: .index(0))
        } else {
            shownLabel = labelContext.resolveOne(label, at: .index(0))
        }
        let button = ButtonElement(
            label: shownLabel, key: key ?? attributes.shortcut?.key, isEnabled: attributes.isEnabled,
            appearance: appearance, action: action, place: context.focusPlace)
        button.role = role
        elements.append(button)
    }
}

extension Button where Label == StateKit.Label<Text, Image> {
    /// A button titled `title` with the SF Symbol `systemImage` before it.
    /// On a terminal the title always shows, in a toolbar too: a reader
    /// cannot guess what an icon means.
    public init<S: StringProtocol>(
        _ title: S, systemImage: String, role: ButtonRole? = nil, action: @escaping @MainActor () -> Void
    ) {
        self.label = StateKit.Label(title, systemImage: systemImage)
        self.key = nil
        self.role = role
        self.action = action
    }
}

extension Button where Label == Text {
    /// A button titled `title`.
    public init<S: StringProtocol>(_ title: S, action: @escaping @MainActor () -> Void) {
        self.label = Text(String(title))
        self.key = nil
        self.role = nil
        self.action = action
    }

    /// A button titled `title`, of `role`: a destructive one is drawn in red.
    public init<S: StringProtocol>(_ title: S, role: ButtonRole?, action: @escaping @MainActor () -> Void) {
        self.label = Text(String(title))
        self.key = nil
        self.role = role
        self.action = action
    }

    /// A button titled `title` that `key` presses while it is on screen, shown
    /// as `[key] title`; the same as `Button(title) { … }.keyboardShortcut(key)`.
    package init(_ title: String, key: Key, action: @escaping @MainActor () -> Void) {
        self.label = Text(title)
        self.key = key
        self.role = nil
        self.action = action
    }
}

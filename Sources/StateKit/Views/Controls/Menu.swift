/// A button that opens a menu of actions, as SwiftUI's `Menu`: its label
/// and `▾`; Enter, Space or a click opens its items under it, where Up and
/// Down move, Enter or a click runs one and closes the menu, and Escape
/// closes it. With a primary action, Enter and a click run that action, and
/// a right click opens the menu. A menu inside a menu shows its items in
/// place, under its label, as a section of the one menu. A `Picker` among
/// the items lists its options, the chosen one ticked; picking one closes
/// the menu.
public struct Menu<Label: View, Content: View>: View, PrimitiveView {
    let label: Label
    let content: Content
    let primaryAction: (@MainActor () -> Void)?

    /// A menu of `content`, opened by `label`.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.content = content()
        self.primaryAction = nil
    }

    /// A menu of `content`, opened by `label`, whose press runs
    /// `primaryAction`; a right click opens the menu.
    public init(
        @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label,
        primaryAction: @escaping @MainActor () -> Void
    ) {
        self.label = label()
        self.content = content()
        self.primaryAction = primaryAction
    }

    /// Menus are drawn by StateKit.
    public var body: Never { primitiveBody() }

    func makeElements(_ context: ResolveContext, into elements: inout [Element]) {
        if context.environment[PresentationKey.self]?.style == .menu {
            let section = VStack(alignment: .leading, spacing: 0) {
                label.foregroundStyle(.secondary)
                content.indented(byColumns: 2)
            }
            context.resolve(section, at: .index(1), into: &elements)
        } else {
            context.resolve(
                MenuButton(label: label, items: content, primaryAction: primaryAction), at: .index(0),
                into: &elements)
        }
    }
}

extension Menu where Label == Text {
    /// A menu of `content`, titled `title`.
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(title) }
    }

    /// A menu of `content`, titled `title`, whose press runs `primaryAction`.
    public init<S: StringProtocol>(
        _ title: S, @ViewBuilder content: () -> Content, primaryAction: @escaping @MainActor () -> Void
    ) {
        self.init(content: content, label: { Text(title) }, primaryAction: primaryAction)
    }
}

extension Menu {
    /// A menu of `content`, titled `title` with the SF Symbol `systemImage`.
    public init<S: StringProtocol>(_ title: S, systemImage: String, @ViewBuilder content: () -> Content)
    where Label == StateKit.Label<Text, Image> {
        self.init(content: content) { StateKit.Label(title, systemImage: systemImage) }
    }
}

/// A menu's button and the menu it opens: a node of its own, so that
/// opening the menu evaluates nothing else.
struct MenuButton<Label: View, Items: View>: View, InternalView {
    let label: Label
    let items: Items
    let primaryAction: (@MainActor () -> Void)?
    @State private var isOpen = false
    @State private var source = ActionMenuSource()

    var body: some View {
        let isOpen = $isOpen
        let open: @MainActor () -> Void = { isOpen.wrappedValue = true }
        let button = Button(action: primaryAction ?? open) {
            HStack(spacing: 1) {
                label
                Text("▾")
            }
        }
        return PresentationModifier(
            content: ActionMenuContent(content: button, source: source, isContextMenu: false, open: open),
            anchor: ActionMenuSource.anchor(of: items, isOpen: isOpen, source: source))
    }
}

/// How a menu is drawn, as SwiftUI's menu styles; accepted: a terminal
/// draws every menu as a button of its label and `▾`.
public protocol MenuStyle: Sendable {}

/// The platform's menu style.
public struct DefaultMenuStyle: MenuStyle {
    /// The default style.
    public init() {}
}

/// A menu drawn as a button.
public struct ButtonMenuStyle: MenuStyle {
    /// The button style.
    public init() {}
}

/// A menu drawn as a button without a border.
public struct BorderlessButtonMenuStyle: MenuStyle {
    /// The borderless button style.
    public init() {}
}

extension MenuStyle where Self == DefaultMenuStyle {
    /// The platform's menu style.
    public static var automatic: DefaultMenuStyle { DefaultMenuStyle() }
}

extension MenuStyle where Self == ButtonMenuStyle {
    /// A menu drawn as a button.
    public static var button: ButtonMenuStyle { ButtonMenuStyle() }
}

extension MenuStyle where Self == BorderlessButtonMenuStyle {
    /// A menu drawn as a button without a border.
    public static var borderlessButton: BorderlessButtonMenuStyle { BorderlessButtonMenuStyle() }
}

extension View {
    /// Accepted: every menu is drawn as a button of its label and `▾`.
    public func menuStyle<S: MenuStyle>(_ style: S) -> some View { self }
}

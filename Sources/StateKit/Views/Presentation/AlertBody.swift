/// What an alert or a confirmation dialog shows in its box: the title in
/// bold, the message, and the buttons, the cancel button last. An alert of
/// one or two buttons puts them side by side; a dialog, or an alert of more,
/// stacks them. Every button closes it (see `Button`); Escape presses the
/// cancel button, and with none closes it. An alert with no button has "OK",
/// and a dialog with no cancel button gets "Cancel", as SwiftUI's do.
struct AlertBody: View, PrimitiveView {
    let title: Text?
    let message: (any View)?
    let actions: AnyView
    let isDialog: Bool

    var body: Never { primitiveBody() }

    func makeElements(_ context: ResolveContext, into elements: inout [Element]) {
        var rows: [Element] = []
        // Wrapped at the box's width, as SwiftUI wraps an alert's text.
        let room = min(PresentationBoxElement.alertMaxWidth, context.owner.graph.components[ScreenWidth.self].columns)
        let width = max(10, room - 2 - 2 * PaneFrame.padding)
        if let title { rows.append(context.resolveOne(title.wrapped(toWidth: width).bold(), at: .index(0))) }
        if let text = message as? Text {
            rows.append(context.resolveOne(text.wrapped(toWidth: width), at: .index(1)))
        } else if let message {
            rows.append(context.resolveOne(AnyView(message), at: .index(1)))
        }
        context.beginLevel(replacing: .none)
        var made: [Element] = []
        context.resolve(actions, at: .index(2), into: &made)
        context.endLevel()
        var items = made.flatMap(Self.items(in:))
        if isDialog && !items.contains(where: Self.cancels) {
            items.append(context.resolveOne(Button("Cancel", role: .cancel) {}, at: .index(3)))
        } else if !items.contains(where: { $0 is ButtonElement }) {
            items.append(context.resolveOne(Button("OK") {}, at: .index(3)))
        }
        // The cancel button last, wherever the code put it.
        let ordered = items.filter { !Self.cancels($0) } + items.filter(Self.cancels)
        let cancel = ordered.last.flatMap { Self.cancels($0) ? $0 as? ButtonElement : nil }
        context.environment[PresentationKey.self]?.cancelAction = cancel?.action
        let sideBySide = !isDialog && ordered.count <= 2 && ordered.allSatisfy { $0 is ButtonElement }
        rows.append(
            StackElement(
                axis: sideBySide ? .horizontal : .vertical, spacing: sideBySide ? 2 : 0, alignment: .center,
                children: ordered))
        elements.append(StackElement(axis: .vertical, spacing: 1, alignment: .center, children: rows))
    }

    /// The actions `element` stands for, in order: the views of a group or a
    /// `ForEach` one by one, anything else (a button, a text field, a view
    /// of the app's) as it is.
    private static func items(in element: Element) -> [Element] {
        guard let group = element as? StackElement, group.groupsOneView else { return [element] }
        return group.children.flatMap(items(in:))
    }

    private static func cancels(_ element: Element) -> Bool {
        (element as? ButtonElement)?.role == .cancel
    }
}

/// A page with a title and a key that selects it, shown in the bar as
/// ` key title `; Tab and Shift-Tab cycle through such pages.
package struct TabItem<Selection: Hashable>: View, PrimitiveView, TabPageSource {
    let title: String
    let key: Key?
    let value: Selection
    let content: AnyView

    /// A page titled `title`, selected by `value` or by `key`.
    package init<Content: View>(
        _ title: String, key: Key? = nil, value: Selection, @ViewBuilder content: () -> Content
    ) {
        self.title = title
        self.key = key
        self.value = value
        self.content = AnyView(content())
    }

    /// Tab items are drawn by their tab view.
    package var body: Never { primitiveBody() }

    func makeElements(_ context: ResolveContext, into elements: inout [Element]) {
        context.resolve(content, at: .index(0), into: &elements)
    }

    func collectPages(into pages: inout [TabPage]) {
        pages.append(
            TabPage(
                view: content, tag: AnyHashable(value), item: Text(key.map { "\($0.label) \(title)" } ?? title),
                key: key, index: pages.count))
    }
}

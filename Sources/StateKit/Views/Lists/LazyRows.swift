/// The lazy rows of a list or a vertical scroll view, evaluated in its node.
struct LazyRows: View, PrimitiveView {
    let source: RowSource
    let window: RowWindow
    let separator: RowSeparator

    var body: Never { primitiveBody() }

    func makeElements(_ context: ResolveContext, into elements: inout [Element]) {
        elements.append(LazyRowsElement(source: source, window: window, separator: separator, context: context))
    }
}

/// Rows of controls grouped in sections, as SwiftUI's `Form`: each section's
/// header bold, its rows standing in under it, its footer grey, a blank line
/// between sections; rows outside any section make sections of their own.
/// A control with a label and a value (a `Picker`, a `Stepper`,
/// `LabeledContent`) spreads across its row, the value at the row's end.
///
/// The form scrolls when it does not fit, by the wheel, and as the focus
/// moves: each control is a Tab stop, the form itself is not, and Tab
/// brings the control it reaches into view.
public struct Form<Content: View>: View, InternalView {
    let content: Content
    @State private var offset = Point(x: 0, y: 0)

    /// A form of `content`.
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    /// The form, internal to StateKit.
    public var body: some View {
        FormContent(content: content, offset: $offset)
    }
}

/// The form's primitive, evaluated in the form's own node.
struct FormContent<Content: View>: View, PrimitiveView {
    let content: Content
    let offset: Binding<Point>

    var body: Never { primitiveBody() }

    func makeElements(_ context: ResolveContext, into elements: inout [Element]) {
        var rowsContext = context
        rowsContext.environment[FormRowsKey.self] = true
        let rows = rowsContext.resolveLevel(content, at: .index(0))
        for row in rows { (row as? NodeElement)?.node.isFormRow = true }
        let offset = self.offset
        elements.append(
            ContentScrollElement(
                content: FormElement(groups: FormElement.sections(of: rows, formIndent: FormRowsKey.indent)),
                axes: .vertical,
                offset: offset.wrappedValue, revealsFocus: true, place: context.focusPlace,
                isEnabled: context.environment.attributes.isEnabled
            ) { offset.wrappedValue = $0 })
    }
}

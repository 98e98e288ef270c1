/// A view whose words can be had as a string: where a terminal draws a view
/// as text of its own (a field's label, a picker's option in a menu).
@MainActor
protocol PlainTextView {
    var plainText: String { get }
}

extension View {
    /// The words this view shows, where it is a `Text` or a `Label`; empty
    /// for other views.
    var plainText: String { (self as? any PlainTextView)?.plainText ?? "" }
}

extension Text: PlainTextView {
    var plainText: String { content }
}

extension Label: PlainTextView {
    var plainText: String { title.plainText }
}

extension TextField {
    /// A field titled `title` editing `value` as `format` writes it
    /// (`.number`, `.currency(code:)`, `.percent`), as SwiftUI's: what the
    /// user types is parsed into the value on Return and when the focus
    /// leaves, not before; text that does not parse leaves the value as it
    /// was and shows it again.
    public init<S: StringProtocol, F: ParseableFormatStyle>(
        _ title: S, value: Binding<F.FormatInput>, format: F, prompt: Text? = nil
    ) where F.FormatOutput == String {
        self.init(
            String(title), prompt: prompt?.content,
            valueField: ValueField(
                formatted: { format.format(value.wrappedValue) },
                commit: { text in
                    if let parsed = try? format.parseStrategy.parse(text) { value.wrappedValue = parsed }
                }))
    }

    /// A field titled `title` editing an optional `value` as `format` writes
    /// it: an empty field commits `nil`.
    public init<S: StringProtocol, F: ParseableFormatStyle>(
        _ title: S, value: Binding<F.FormatInput?>, format: F, prompt: Text? = nil
    ) where F.FormatOutput == String {
        self.init(
            String(title), prompt: prompt?.content,
            valueField: ValueField(
                formatted: { value.wrappedValue.map { format.format($0) } ?? "" },
                commit: { text in
                    if text.trimmingCharacters(in: .whitespaces).isEmpty {
                        value.wrappedValue = nil
                    } else if let parsed = try? format.parseStrategy.parse(text) {
                        value.wrappedValue = parsed
                    }
                }))
    }

    /// A field labelled by `label`, editing `value` as `format` writes it; a
    /// terminal shows the label's text.
    public init<F: ParseableFormatStyle, Label: View>(
        value: Binding<F.FormatInput>, format: F, prompt: Text? = nil, @ViewBuilder label: () -> Label
    ) where F.FormatOutput == String {
        self.init(label().plainText, value: value, format: format, prompt: prompt)
    }

    /// A field titled `title` editing `value` as `formatter` writes and reads
    /// it (a `NumberFormatter`), committed on Return and when the focus
    /// leaves, as SwiftUI's.
    public init<S: StringProtocol, V>(_ title: S, value: Binding<V>, formatter: Formatter, prompt: Text? = nil) {
        self.init(
            String(title), prompt: prompt?.content,
            valueField: ValueField(
                formatted: { formatter.string(for: value.wrappedValue) ?? "" },
                commit: { text in
                    if let parsed: V = formatter.value(from: text) { value.wrappedValue = parsed }
                }))
    }
}

extension Formatter {
    /// What the formatter reads in `text`, as a `V`: a number formatter's
    /// number becomes the numeric type asked for, a date formatter's date a
    /// date. Linux's Foundation opens no other formatter's reading.
    func value<V>(from text: String) -> V? {
        if let dates = self as? DateFormatter { return dates.date(from: text) as? V }
        guard let numbers = self as? NumberFormatter, let number = numbers.number(from: text) else { return nil }
        switch V.self {
        case is Double.Type: return number.doubleValue as? V
        case is Float.Type: return number.floatValue as? V
        case is Int.Type: return number.intValue as? V
        case is Decimal.Type: return number.decimalValue as? V
        default: return number as? V
        }
    }
}

extension Text {
    /// Text showing `input` as `format` writes it, as SwiftUI's: through
    /// Foundation's format styles (`.currency(code:)`, `.percent`, `.number`,
    /// dates), whose output on Linux follows Foundation's own locale data
    /// (`US$1,234.50` where Apple's systems write `$1,234.50`).
    public init<F: FormatStyle>(_ input: F.FormatInput, format: F) where F.FormatOutput == String {
        self.init(format.format(input))
    }

    /// Text showing `value` as `formatter` writes it (a `NumberFormatter`, a
    /// `DateFormatter`); nothing where it writes nothing.
    public init<Subject: ReferenceConvertible>(_ subject: Subject, formatter: Formatter) {
        self.init(formatter.string(for: subject) ?? "")
    }

    /// Text showing `subject` as `formatter` writes it.
    public init<Subject: NSObject>(_ subject: Subject, formatter: Formatter) {
        self.init(formatter.string(for: subject) ?? "")
    }
}

extension String.StringInterpolation {
    /// `"Total: \(amount, format: .currency(code: "USD"))"`: the value as
    /// `format` writes it, as SwiftUI's text interpolation allows, and as
    /// Apple's Foundation does for a `String`; Linux's Foundation lacks it.
    public mutating func appendInterpolation<F: FormatStyle>(_ input: F.FormatInput, format: F)
    where F.FormatOutput == String {
        appendLiteral(format.format(input))
    }

    /// `"\(ratio, specifier: "%.1f")"`: the value written by a `printf`
    /// format, as SwiftUI's text interpolation allows.
    public mutating func appendInterpolation<T: CVarArg>(_ value: T, specifier: String) {
        appendLiteral(String(format: specifier, value))
    }

    /// `"\(date, style: .time)"`: the date as `Text(date, style:)` writes it,
    /// as SwiftUI's text interpolation allows; written once, where the `Text`
    /// form counts on.
    public mutating func appendInterpolation(_ date: Date, style: Text.DateStyle) {
        appendLiteral(style.text(for: date, now: Date()))
    }
}

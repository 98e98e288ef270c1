/// The on-screen keyboard a field asks for: accepted, with no meaning on a
/// terminal.
public enum UIKeyboardType: Sendable {
    /// The default keyboard.
    case `default`
    /// ASCII characters.
    case asciiCapable
    /// Numbers and punctuation.
    case numbersAndPunctuation
    /// A URL.
    // swift-format-ignore: AlwaysUseLowerCamelCase
    case URL
    /// Digits.
    case numberPad
    /// A phone number.
    case phonePad
    /// A name or a phone number.
    case namePhonePad
    /// An email address.
    case emailAddress
    /// Digits and a decimal point.
    case decimalPad
    /// A Twitter handle.
    case twitter
    /// A web search.
    case webSearch
}

/// The case the texts below are shown in: what `Text.Case` asks for, as the
/// environment keeps it.
enum TextCase: Hashable, Sendable {
    /// EVERY LETTER A CAPITAL.
    case uppercase
    /// every letter small.
    case lowercase

    /// `text` in this case, in the root locale, as SwiftUI shows it.
    func apply(to text: String) -> String {
        switch self {
        case .uppercase: text.uppercased()
        case .lowercase: text.lowercased()
        }
    }
}

extension Text {
    /// The case a text is shown in, as SwiftUI names it.
    public enum Case: Hashable, Sendable {
        /// EVERY LETTER A CAPITAL.
        case uppercase
        /// every letter small.
        case lowercase

        /// The case as the environment keeps it.
        var textCase: TextCase {
            switch self {
            case .uppercase: .uppercase
            case .lowercase: .lowercase
            }
        }
    }
}

extension View {
    /// Shows the texts below in `textCase`, or as written for `nil`: a form's
    /// section headers are upper case this way. The characters change; their
    /// attributes and links stay.
    public func textCase(_ textCase: Text.Case?) -> some View {
        AttributeModifier(content: self) {
            $0.textCase = textCase?.textCase
            $0.keepsTextCase = textCase == nil
        }
    }
}

extension EnvironmentValues {
    /// The case the texts here are shown in, set by `.textCase(_:)`.
    public var textCase: Text.Case? {
        switch attributes.textCase {
        case .uppercase: .uppercase
        case .lowercase: .lowercase
        case nil: nil
        }
    }
}

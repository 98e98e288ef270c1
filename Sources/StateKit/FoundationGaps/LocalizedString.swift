extension String {
    /// A string to look up in a table of localized strings, as Apple's
    /// Foundation writes it: its text, with what it interpolates standing
    /// as format specifiers in the key (`"Score: %lld"`) and as arguments.
    public struct LocalizationValue: ExpressibleByStringInterpolation, Sendable, Hashable {
        /// The key: the text, each interpolation a format specifier.
        let key: String
        /// What the interpolations gave, in order, as text.
        let arguments: [String]

        /// A value of `string`, looked up as it is.
        public init(_ string: String) {
            key = string
            arguments = []
        }

        /// A value of the literal `value`.
        public init(stringLiteral value: String) {
            self.init(value)
        }

        /// A value made of a literal with interpolations.
        public init(stringInterpolation: StringInterpolation) {
            key = stringInterpolation.key
            arguments = stringInterpolation.arguments
        }

        /// The parts of an interpolated `LocalizationValue`.
        public struct StringInterpolation: StringInterpolationProtocol, Sendable {
            var key = ""
            var arguments: [String] = []

            /// Room for `literalCapacity` characters and `interpolationCount` values.
            public init(literalCapacity: Int, interpolationCount: Int) {}

            /// Text as written; a `%` in it stands for itself.
            public mutating func appendLiteral(_ literal: String) {
                key += literal.replacingOccurrences(of: "%", with: "%%")
            }

            /// An integer: `%lld` in the key.
            public mutating func appendInterpolation<Value: BinaryInteger>(_ value: Value) {
                key += "%lld"
                arguments.append(String(value))
            }

            /// A floating-point number: `%lf` in the key.
            public mutating func appendInterpolation<Value: BinaryFloatingPoint>(_ value: Value) {
                key += "%lf"
                arguments.append(String(describing: value))
            }

            /// Any other value, as text: `%@` in the key.
            public mutating func appendInterpolation<Value>(_ value: Value) {
                key += "%@"
                arguments.append(String(describing: value))
            }
        }
    }

    /// The localized string for `keyAndValue` in `table` of `bundle` (the
    /// main bundle's `Localizable` by default), its interpolations filled in;
    /// the value itself where no table has it. Linux's Foundation lacks it,
    /// and SwiftUI apps write it; `comment` is for translators.
    public init(
        localized keyAndValue: LocalizationValue, table: String? = nil, bundle: Bundle? = nil,
        locale: Locale = .current, comment: StaticString? = nil
    ) {
        self = Self.localize(
            keyAndValue.key, default: nil, arguments: keyAndValue.arguments, table: table, bundle: bundle)
    }

    /// The localized string for `key`, `defaultValue` where no table has it.
    public init(
        localized key: StaticString, defaultValue: LocalizationValue, table: String? = nil, bundle: Bundle? = nil,
        locale: Locale = .current, comment: StaticString? = nil
    ) {
        self = Self.localize(
            "\(key)", default: defaultValue.key, arguments: defaultValue.arguments, table: table, bundle: bundle)
    }

    /// Looks `key` up and fills its format specifiers with `arguments`, in
    /// order, each given as text (a number as Swift writes it: `3.5`).
    private static func localize(
        _ key: String, default value: String?, arguments: [String], table: String?, bundle: Bundle?
    ) -> String {
        let format = (bundle ?? .main).localizedString(forKey: key, value: value ?? key, table: table)
        // Without interpolations the key is the text as written, `%` and all.
        guard !arguments.isEmpty else { return format }
        var result = ""
        var remaining = arguments[...]
        var index = format.startIndex
        while index < format.endIndex {
            let character = format[index]
            index = format.index(after: index)
            guard character == "%", index < format.endIndex else {
                result.append(character)
                continue
            }
            if format[index] == "%" {
                result.append("%")
                index = format.index(after: index)
                continue
            }
            // A specifier: its length modifiers, then its conversion letter.
            while index < format.endIndex, "l0123456789.$".contains(format[index]) {
                index = format.index(after: index)
            }
            if index < format.endIndex { index = format.index(after: index) }
            result += remaining.popFirst() ?? ""
        }
        return result
    }
}

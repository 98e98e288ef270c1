extension View {
    /// Runs `action` when Return is pressed in a text field below. Several
    /// `onSubmit` on the way up all run, the innermost first. Only text
    /// submissions exist on a terminal: `triggers` is accepted as it is.
    public func onSubmit(of triggers: SubmitTriggers = .text, _ action: @escaping @MainActor () -> Void) -> some View {
        SubmitModifier(content: self, action: action)
    }

    /// The label of the Return key for the fields below, shown dim at the end
    /// of the focused field where there is room (`⏎ search`).
    public func submitLabel(_ label: SubmitLabel) -> some View {
        AttributeModifier(content: self) { $0.submitLabel = label }
    }

    /// Accepted, with no meaning on a terminal: no text is corrected there.
    public func autocorrectionDisabled(_ disable: Bool = true) -> some View { self }

    /// Accepted, with no meaning on a terminal: letters are typed as they are.
    public func textInputAutocapitalization(_ autocapitalization: TextInputAutocapitalization?) -> some View {
        self
    }

    /// Accepted, with no meaning on a terminal: its keyboard is the one there is.
    public func keyboardType(_ type: UIKeyboardType) -> some View { self }
}

/// What submits: on a terminal, Return in a text field.
public struct SubmitTriggers: OptionSet, Sendable {
    /// The triggers, one bit each.
    public let rawValue: Int
    /// The triggers of `rawValue`.
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// Return in a text field.
    public static let text = SubmitTriggers(rawValue: 1 << 0)
    /// A search field's submission: there is none on a terminal.
    public static let search = SubmitTriggers(rawValue: 1 << 1)
}

/// How text is capitalised as typed: accepted, with no meaning on a terminal.
public struct TextInputAutocapitalization: Sendable {
    /// Never.
    public static let never = TextInputAutocapitalization()
    /// Each word.
    public static let words = TextInputAutocapitalization()
    /// Each sentence.
    public static let sentences = TextInputAutocapitalization()
    /// Every character.
    public static let characters = TextInputAutocapitalization()
}

/// The result of `.onSubmit`.
struct SubmitModifier<Content: View>: View, PrimitiveView {
    let content: Content
    let action: @MainActor () -> Void

    var body: Never { primitiveBody() }

    func makeElements(_ context: ResolveContext, into elements: inout [Element]) {
        let child = context.resolveOne(content, at: .index(0))
        elements.append(FocusScopeElement(child: child, scope: .submit(action)))
    }
}

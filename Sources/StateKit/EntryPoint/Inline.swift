/// Views shown inline, for command-line tools: below the prompt, in the rows
/// they need, on the terminal's normal screen rather than a screen of their
/// own, as a progress display or a question is.
///
/// ```swift
/// let steps = Steps()
/// try await Inline.show(StepList(steps: steps)) {
///     try await steps.runAll()
/// }
/// let flavor = try await Inline.ask(Flavor.vanilla) { flavor in
///     Picker("Flavor", selection: flavor) { ... }
/// }
/// ```
///
/// The region grows and shrinks with its views, up to the window's height,
/// and only the cells that change are written. While nothing is typed, it
/// is drawn at most sixty times a second: a program that prints and
/// updates its progress thousands of times a second pays for sixty frames. Lines the program prints
/// while it is up appear above it, in order, and scroll away with the
/// terminal's history. When it ends, its last frame stays where it was, in
/// the scrollback once it scrolls, and output goes on below it. Ctrl-C
/// leaves the last frame, gives the terminal back and ends the program with
/// status 130.
///
/// Without a terminal (standard output piped, or in CI), or with
/// `plainText` set, a shown view prints its last frame once, as plain text,
/// and a question takes its default answer or throws
/// ``InlineQuestionUnavailable``.
@MainActor
public enum Inline {
    /// Whether inline views print their last frame as plain text, as they do
    /// when standard output is not a terminal: set it for a `--plain` option.
    public static var plainText = false

    /// The width of plain text when `COLUMNS` does not say.
    private static let plainWidth = 80

    /// Shows `content` below the cursor while `work` runs, and returns what
    /// `work` returns (or throws what it throws), the view's last frame left
    /// on the screen.
    public static func show<Content: View, Result>(
        _ content: Content, while work: @MainActor () async throws -> Result
    ) async rethrows -> Result {
        guard case .success(let session) = interactiveSession(for: AnyView(content), readsKeys: false) else {
            // The last frame is printed however the work ends, as on a terminal.
            let plain = PlainInline(AnyView(content), width: plainTextWidth)
            defer { plain.print() }
            return try await work()
        }
        async let loop: Void = session.run()
        let result: Result
        do {
            result = try await work()
        } catch {
            session.end()
            await loop
            session.tearDown()
            throw error
        }
        session.end()
        await loop
        session.tearDown()
        return result
    }

    /// Asks with `content`, made around a binding to the answer, and
    /// returns the answer once Return is pressed: the value `content` set,
    /// or `initial`. The first control takes the focus, and Return answers
    /// wherever the focus is. Esc, where no view takes it, throws
    /// `CancellationError`.
    ///
    /// Without a terminal to ask on, returns `defaultAnswer`, or throws
    /// ``InlineQuestionUnavailable`` when there is none.
    public static func ask<Value, Content: View>(
        _ initial: Value, default defaultAnswer: Value? = nil,
        @ViewBuilder content: @MainActor (Binding<Value>) -> Content
    ) async throws -> Value {
        let answer = InlineAnswer(initial)
        let binding = Binding(get: { answer.value }, set: { answer.value = $0 })
        return try await ask(
            answer, default: defaultAnswer, view: AnyView(content(binding)), keys: { _ in nil })
    }

    /// Asks a yes-or-no question: `y` or `n` answers, ←, → or Tab change the
    /// answer shown and Return takes it. Without a terminal, returns
    /// `defaultAnswer`, or throws ``InlineQuestionUnavailable`` when there is
    /// none.
    public static func confirm(_ question: String, default defaultAnswer: Bool? = nil) async throws -> Bool {
        let answer = InlineAnswer(defaultAnswer ?? false)
        let view = AnyView(ConfirmationPrompt(question: question, answer: answer))
        return try await ask(answer, default: defaultAnswer, view: view) { key -> Bool? in
            switch key {
            case .character("y"), .character("Y"): return true
            case .character("n"), .character("N"): return false
            case .left, .right, .tab:
                answer.value.toggle()
                return nil
            default: return nil
            }
        }
    }

    /// The question's run: `keys` may answer at once (`y`), Return takes the
    /// answer held, Esc cancels.
    private static func ask<Value>(
        _ answer: InlineAnswer<Value>, default defaultAnswer: Value?, view: AnyView,
        keys: @escaping @MainActor (Key) -> Value?
    ) async throws -> Value {
        let session: InlineSession
        switch interactiveSession(for: view, readsKeys: true) {
        case .success(let started): session = started
        case .failure(let reason):
            if let defaultAnswer { return defaultAnswer }
            throw InlineQuestionUnavailable(description: "cannot ask: \(reason.description)")
        }
        var outcome: Result<Value, any Error>?
        func settle(_ result: Result<Value, any Error>) {
            guard outcome == nil else { return }
            outcome = result
            session.end()
        }
        // Return answers whatever has the focus: a text field's binding
        // already holds what was typed.
        // Esc cancels the question, where no menu or sheet of its own is up
        // to take it: the focused control would only give the focus up.
        session.application.takesKeyFirst = { [unowned session] key in
            if key == .enter {
                settle(.success(answer.value))
                return true
            }
            if key == .escape && session.application.graph.presentations.isEmpty {
                settle(.failure(CancellationError()))
                return true
            }
            return false
        }
        session.application.onUnhandledKey = { key in
            guard let value = keys(key) else { return }
            answer.value = value
            settle(.success(value))
        }
        session.onKeysEnded = {
            settle(.failure(InlineQuestionUnavailable(description: "cannot ask: standard input ended")))
        }
        // The first control takes the focus, so keys reach it at once.
        session.application.renderFrame()
        session.application.graph.focusFirstFocusable()
        await session.run()
        session.tearDown()
        return try (outcome ?? .success(answer.value)).get()
    }

    /// A session on the terminal, or why there is none and the view is
    /// plain text: asked for, no terminal to draw on (or, for a question, to
    /// read keys from), or a terminal that cannot be used.
    private static func interactiveSession(for view: AnyView, readsKeys: Bool)
        -> Swift.Result<InlineSession, InlineTerminal.Unavailable>
    {
        if plainText { return .failure(.init(description: "plain text was asked for")) }
        if readsKeys && !ProcessEnvironment.isTerminal(0) {
            return .failure(.init(description: "standard input is not a terminal"))
        }
        if !ProcessEnvironment.isTerminal(1) {
            return .failure(.init(description: "standard output is not a terminal"))
        }
        do {
            return .success(try InlineSession(root: view, readsKeys: readsKeys))
        } catch {
            return .failure(error)
        }
    }

    private static var plainTextWidth: Int {
        ProcessEnvironment.value("COLUMNS").flatMap { Int($0) }.flatMap { (1...1000).contains($0) ? $0 : nil }
            ?? plainWidth
    }
}

/// Why an inline question could not be asked: there is no terminal to ask
/// on, or its input ended, and the question has no default answer.
public struct InlineQuestionUnavailable: Error, CustomStringConvertible {
    /// What is missing.
    public let description: String
    /// The status a command-line tool ends with when it cannot ask: 2, as
    /// for a usage error.
    public var exitStatus: Int32 { 2 }
}

import StateKit
import Testing

// Inline views as a command-line tool's code calls them, in plain text (as
// when its output is piped, or with --plain): no terminal is needed, so the
// answers are the documented ones.

private enum Scoop: String, CaseIterable, Hashable {
    case vanilla, chocolate
}

@MainActor
@Suite("Inline views without a terminal", .serialized)
struct InlineTests {
    init() {
        Inline.plainText = true
    }

    @Test("show runs the work and returns what it returns")
    func show() async {
        var ran = false
        let result = await Inline.show(Text("Working…")) {
            ran = true
            return 42
        }
        #expect(ran)
        #expect(result == 42)
    }

    @Test("show passes the work's error on")
    func showThrows() async {
        struct Failed: Error {}
        await #expect(throws: Failed.self) {
            try await Inline.show(ProgressView(value: 0.5)) { throw Failed() }
        }
    }

    @Test("a question with a default answer takes it")
    func askWithDefault() async throws {
        let flavor = try await Inline.ask(Scoop.vanilla, default: .chocolate) { flavor in
            Picker("Scoop", selection: flavor) {
                ForEach(Scoop.allCases, id: \.self) { Text($0.rawValue).tag($0) }
            }
        }
        #expect(flavor == .chocolate)
        #expect(try await Inline.confirm("Go on?", default: true))
    }

    @Test("a question without one fails, saying why, with status 2")
    func askWithoutDefault() async {
        do {
            _ = try await Inline.ask("") { name in TextField("Name", text: name) }
            Issue.record("a question without a terminal or a default returned")
        } catch let error as InlineQuestionUnavailable {
            #expect(error.exitStatus == 2)
            #expect(error.description == "cannot ask: plain text was asked for")
        } catch {
            Issue.record("unexpected \(error)")
        }
    }
}

import Testing

@testable import StateKit

// Extended keys (xterm's modifyOtherKeys, tmux's `extended-keys`): the
// combinations a terminal reports as sequences decode to the keys the kitty
// keyboard protocol's reports give, and a field reads them as editors do.

/// The keys `text`'s bytes decode to.
private func decoded(_ text: String) -> [Key] {
    var decoder = KeyDecoder()
    var keys: [Key] = []
    decoder.decode(Array(text.utf8), into: &keys)
    return keys
}

private let csi = "\u{1B}["

private struct WordForm: View {
    @State private var name = ""
    @State private var submitted = 0

    var body: some View {
        VStack {
            TextField("name", text: $name)
                .onSubmit { submitted += 1 }
            Text("typed [\(name)]")
            Text("submitted \(submitted)")
        }
    }
}

@MainActor
@Suite("Extended keys")
struct ExtendedKeysTests {
    @Test("tmux's reports (ESC [ code ; modifiers u, a letter's code a capital) decode as the kitty protocol's")
    func tmuxReports() {
        #expect(decoded(csi + "65;6u") == [.modified(.control("a"), .shift)], "Ctrl-Shift-A")
        #expect(decoded(csi + "65;6u") == decoded(csi + "97;6u"))
        #expect(decoded(csi + "13;5u") == [.modified(.enter, .control)])
        #expect(decoded(csi + "13;2u") == [.modified(.enter, .shift)])
        #expect(decoded(csi + "9;2u") == [.backTab], "Shift-Tab is Shift-Tab however it is sent")
        #expect(decoded(csi + "9;5u") == [.modified(.tab, .control)])
        #expect(decoded(csi + "127;5u") == [.modified(.backspace, .control)])
        #expect(decoded(csi + "49;5u") == [.modified(.character("1"), .control)])
    }

    @Test("xterm's reports, ESC [ 27 ; modifiers ; code ~, are the same keys")
    func xtermReports() {
        #expect(decoded(csi + "27;6;65~") == [.modified(.control("a"), .shift)])
        #expect(decoded(csi + "27;5;13~") == [.modified(.enter, .control)])
        #expect(decoded(csi + "27;2;13~") == [.modified(.enter, .shift)])
        #expect(decoded(csi + "27;5;9~") == [.modified(.tab, .control)])
        #expect(decoded(csi + "27;3;1089~") == [.modified(.character("с"), .alt)], "a code point past 9999 whole")
        #expect(decoded(csi + "27;5;0~" + "k") == ["k"], "no key: nothing, and what follows still decodes")
        #expect(decoded(csi + "27;17;97~" + "k") == ["k"], "held with Meta: no key here")
        #expect(decoded(csi + "27~") == [], "a lone 27 is no key either")
    }

    @Test(
        "in a field, Ctrl-Backspace and Ctrl-Delete delete a word; held with Shift, Backspace and Delete delete a character"
    )
    func fieldKeys() {
        let (app, terminal) = makeApp(WordForm())
        func typed() -> String? {
            terminal.lines.first { $0.contains("typed [") }.map { String($0.drop { $0 != "[" }) }
        }
        app.process([.key(.tab)] + "sea otters swim".map { .key(.character($0)) })
        #expect(typed()?.hasPrefix("[sea otters swim]") == true)
        app.process(decoded(csi + "127;5u").map { .key($0) })
        #expect(typed()?.hasPrefix("[sea otters ]") == true, "Ctrl-Backspace, as tmux reports it")
        app.process(decoded(csi + "27;2;127~").map { .key($0) })
        #expect(typed()?.hasPrefix("[sea otters]") == true, "Shift-Backspace deletes one character")
        app.process([.key(.home)] + decoded(csi + "3;5~").map { .key($0) })
        #expect(typed()?.hasPrefix("[ otters]") == true, "Ctrl-Delete deletes the word after the cursor")
        app.process(decoded(csi + "3;2~").map { .key($0) })
        #expect(typed()?.hasPrefix("[otters]") == true, "Shift-Delete deletes one character")
    }

    @Test(
        "a combination nothing takes is the key any terminal sends: Shift-Enter and Ctrl-Enter submit, Ctrl-Shift-K is Ctrl-K"
    )
    func legacyFallback() {
        let (app, terminal) = makeApp(WordForm())
        func shows(_ text: String) -> Bool { terminal.lines.contains { $0.contains(text) } }
        app.process([.key(.tab)] + "sea otters".map { .key(.character($0)) })
        app.process(decoded(csi + "13;2u").map { .key($0) })
        #expect(shows("submitted 1"), "Shift-Enter, as tmux reports it")
        app.process(decoded(csi + "27;5;13~").map { .key($0) })
        #expect(shows("submitted 2"), "Ctrl-Enter, as xterm reports it")
        app.process([.key(.home), .key(.right), .key(.right), .key(.right)] + decoded(csi + "75;6u").map { .key($0) })
        #expect(shows("typed [sea]"), "Ctrl-Shift-K deletes to the end, as Ctrl-K does")
        #expect(Key.modified(.enter, .alt).legacyEquivalent == nil, "Alt-Enter is Alt-Enter on any terminal")
        #expect(Key.modified(.tab, [.shift, .control]).legacyEquivalent == .backTab)
        #expect(Key.modified(.left, .control).legacyEquivalent == nil, "an arrow's modifiers reach any terminal")
    }

    @Test("Shift-Space reported as held types a space; an unclaimed Ctrl-Shift-Z raises no signal")
    func shiftedCharactersAndSignals() {
        let (app, terminal) = makeApp(WordForm())
        func shows(_ text: String) -> Bool { terminal.lines.contains { $0.contains(text) } }
        app.process([.key(.tab), .key("a")] + decoded(csi + "32;2u").map { .key($0) } + [.key("b")])
        #expect(shows("typed [a b]"), "Shift-Space, as tmux reports it")
        var unhandled: [Key] = []
        app.onUnhandledKey = { unhandled.append($0) }
        app.keysDisambiguated = true
        app.process([.key(.escape)] + decoded(csi + "122;6u").map { .key($0) })
        #expect(unhandled.last == .modified(.control("z"), .shift), "left to the app, not suspending it")
    }
}

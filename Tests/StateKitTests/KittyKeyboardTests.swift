import Glibc
import Testing

@testable import StateKit

// The kitty keyboard protocol: the keys it reports decode to the keys the
// legacy encoding gives wherever it has one, releases become `.release`, and
// once the terminal says it has the protocol, Alt is no longer an Esc before
// a key.

/// The keys `text`'s bytes decode to, and whether anything was left pending.
private func decoded(_ text: String) -> (keys: [Key], pending: Bool) {
    var decoder = KeyDecoder()
    var keys: [Key] = []
    decoder.decode(Array(text.utf8), into: &keys)
    return (keys, decoder.hasPendingInput)
}

private let csi = "\u{1B}["

private struct ReleaseForm: View {
    @State private var name = ""

    var body: some View {
        VStack {
            TextField("name", text: $name)
            Text("typed [\(name)]")
        }
    }
}

@MainActor
@Suite("The kitty keyboard protocol")
struct KittyKeyboardTests {
    @Test("Esc is a key at once: nothing waits for the quiet delay")
    func escape() {
        let result = decoded(csi + "27u")
        #expect(result.keys == [.escape])
        #expect(!result.pending)
        #expect(decoded(csi + "27;3u").keys == [.modified(.escape, .alt)])
    }

    @Test("Ctrl and Alt with a letter decode as the legacy bytes do; what only the protocol tells has its modifiers")
    func modifiedLetters() {
        #expect(decoded(csi + "99;5u").keys == [.control("c")])
        #expect(decoded(csi + "120;3u").keys == [.modified(.character("x"), .alt)])
        #expect(decoded(csi + "97;7u").keys == [.modified(.control("a"), .alt)])
        #expect(
            decoded(csi + "97;6u").keys == [.modified(.control("a"), .shift)], "Ctrl-Shift-A, which bytes cannot say")
        #expect(decoded(csi + "105;5u").keys == [.control("i")], "Ctrl-I is not Tab")
        #expect(decoded(csi + "109;5u").keys == [.control("m")], "Ctrl-M is not Enter")
        #expect(decoded(csi + "97:65;4u").keys == [.modified(.character("A"), .alt)], "Alt-Shift-a is Alt-A")
        #expect(decoded(csi + "49:33;4u").keys == [.modified(.character("!"), .alt)], "the shifted key as reported")
        #expect(decoded(csi + "1089::99;5u").keys == [.control("c")], "Ctrl-С on a Cyrillic layout is Ctrl-C")
        #expect(decoded(csi + "32;5u").keys == [.modified(.character(" "), .control)])
    }

    @Test("onKeyPress sees what only the protocol tells: Ctrl-Shift-A, and a release as .up")
    func keyPresses() {
        let both = KeyPress(decoded(csi + "97;6u").keys[0])
        #expect(both?.key == "a")
        #expect(both?.modifiers == [.control, .shift])
        #expect(both?.phase == .down)
        let release = KeyPress(decoded(csi + "1;3:3A").keys[0])
        #expect(release?.key == .upArrow)
        #expect(release?.modifiers == .option)
        #expect(release?.phase == .up)
    }

    @Test("named keys: Enter, Tab, Backspace with modifiers; Shift-Tab; the keypad as the main keys")
    func namedKeys() {
        #expect(decoded(csi + "13;2u").keys == [.modified(.enter, .shift)])
        #expect(decoded(csi + "9;2u").keys == [.backTab])
        #expect(decoded(csi + "9;5u").keys == [.modified(.tab, .control)])
        #expect(decoded(csi + "127;5u").keys == [.modified(.backspace, .control)])
        #expect(decoded(csi + "57400u" + csi + "57413u" + csi + "57414u").keys == ["1", "+", .enter])
        #expect(decoded(csi + "57419u" + csi + "57426u").keys == [.up, .delete])
        #expect(decoded(csi + "57376u").keys == [.function(13)])
        #expect(decoded(csi + "1;5D").keys == [.modified(.left, .control)], "the legacy form stays")
    }

    @Test("Caps Lock and Num Lock are states, not keys held; Super, Hyper and Meta have no key here")
    func lockAndUnknownModifiers() {
        #expect(decoded(csi + "97;65u").keys == ["a"], "a with Caps Lock on")
        #expect(decoded(csi + "57401;129u").keys == ["2"], "keypad 2 with Num Lock on")
        #expect(decoded(csi + "97;9u" + "z").keys == ["z"], "Super-a is dropped, not typed")
        #expect(decoded(csi + "57428u" + csi + "57441u" + "z").keys == ["z"], "a media key and Shift alone")
    }

    @Test("event types: a repeat is a press, a release is .release with its modifiers")
    func events() {
        #expect(decoded(csi + "99;5:2u").keys == [.control("c")])
        #expect(decoded(csi + "97;1:3u").keys == [.release("a", [])])
        #expect(decoded(csi + "97:65;2:3u").keys == [.release("A", [])])
        #expect(decoded(csi + "99;5:3u").keys == [.release(.control("c"), [])])
        #expect(decoded(csi + "1;1:3A").keys == [.release(.up, [])])
        #expect(decoded(csi + "1;3:3D").keys == [.release(.left, .alt)])
        #expect(decoded(csi + "3;1:3~").keys == [.release(.delete, [])])
        #expect(decoded(csi + "9;2:3u").keys == [.release(.tab, .shift)])
        #expect(decoded(csi + "1;1:9A" + "q").keys == ["q"], "an unknown event is dropped")
    }

    @Test("the answer to the question, ESC [ ? flags u, is a report, not a key; malformed reports are dropped")
    func report() {
        #expect(decoded(csi + "?0u" + csi + "?7u").keys == [.keyboardEnhancements(0), .keyboardEnhancements(7)])
        #expect(decoded(csi + ";5u" + csi + "99;5:7u" + "k").keys == ["k"], "no key's code; an unknown event")
        #expect(decoded(csi + "99999999999999999999;5u" + "k").keys == ["k"], "a number past any code point")
    }

    @Test("once the terminal says it has the protocol, an Alt key nothing takes is not split into Esc and the key")
    func altIsAlt() {
        var typed: [Key] = []
        let (app, _) = makeApp(Text("screen"))
        app.onUnhandledKey = { typed.append($0) }
        app.process([.key(.modified(.character("x"), .alt))])
        #expect(typed == [.escape, "x"], "without the protocol, Esc then x read together")
        typed = []
        #expect(!app.keysDisambiguated)
        app.process([.key(.keyboardEnhancements(0))])
        #expect(!app.keysDisambiguated, "an in-memory terminal turns nothing on: its keys stay as sent")
        app.keysDisambiguated = true
        app.process([.key(.modified(.character("x"), .alt))])
        #expect(typed == [.modified(.character("x"), .alt)])
    }

    @Test("Ctrl-C, Ctrl-Z and Ctrl-\\ as the protocol reports them are the signals the terminal would send")
    func signals() {
        let keys = decoded(csi + "99;5u" + csi + "122;5u" + csi + "92;5u" + csi + "99;6u").keys
        #expect(
            keys.map(Application.signal(sentFor:)) == [SIGINT, SIGTSTP, SIGQUIT, nil], "Ctrl-Shift-C is no interrupt")
        #expect(Application.signal(sentFor: "c") == nil)
        #expect(decoded(csi + "91;5u").keys == [.escape], "Ctrl-[ is Esc, as its byte is")
    }

    @Test("a release reaches neither a focused control nor the app's own keys")
    func releaseGoesNowhereElse() {
        var typed: [Key] = []
        let (app, terminal) = makeApp(ReleaseForm())
        app.globalKeys = ["a", .escape]
        app.onUnhandledKey = { typed.append($0) }
        app.process([.key(.tab), .key(.release("a", [])), .key(.release(.escape, []))])
        #expect(typed.isEmpty)
        #expect(terminal.lines.contains { $0.contains("typed []") })
        app.process([.key("b")])
        #expect(terminal.lines.contains { $0.contains("typed [b]") }, "the field kept the focus")
    }
}

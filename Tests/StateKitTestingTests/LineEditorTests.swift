import StateKit
import StateKitTesting
import Testing

// The text field as a line editor, driven by the keys a terminal sends.

struct EditedField: View {
    @State var text: String
    var body: some View {
        VStack(alignment: .leading) {
            TextField("Note", text: $text).textFieldStyle(.plain)
            Text("value [\(text)]").lineLimit(1)
            Text("length \(text.count)")
        }
    }
}

@MainActor
@Suite("TextField is a line editor")
struct LineEditorTests {
    /// A host with the field focused (a click on it) holding `text`, the
    /// cursor at its end.
    func field(_ text: String, width: Int = 40) throws -> HeadlessHost {
        let host = HeadlessHost(EditedField(text: text), width: width, height: 4)
        host.press(.tab)
        return host
    }

    func value(_ host: HeadlessHost) -> String? {
        guard let line = host.lines.first(where: { $0.hasPrefix("value [") }),
            let close = line.lastIndex(of: "]")
        else { return nil }
        return String(line[line.index(line.startIndex, offsetBy: 7)..<close])
    }

    @Test("Left, Right, Home and End move the cursor; typing goes in at it")
    func arrowsAndInsertion() throws {
        let host = try field("held")
        host.press(.leftArrow)
        host.press(.leftArrow)
        host.type("XY")
        #expect(value(host) == "heXYld")
        host.press(.home)
        host.type("<")
        host.press(.end)
        host.type(">")
        #expect(value(host) == "<heXYld>")
        host.press(.rightArrow)
        host.type("!")
        #expect(value(host) == "<heXYld>!")
    }

    @Test("Ctrl-A, Ctrl-E, Ctrl-B and Ctrl-F move as Home, End, Left and Right")
    func emacsMovement() throws {
        let host = try field("abc")
        host.press("a", modifiers: .control)
        host.type("1")
        host.press("e", modifiers: .control)
        host.type("2")
        host.press("b", modifiers: .control)
        host.press("b", modifiers: .control)
        host.type("3")
        host.press("f", modifiers: .control)
        host.type("4")
        #expect(value(host) == "1ab3c42")
    }

    @Test("Backspace and Delete anywhere; Ctrl-U and Ctrl-K to either end")
    func deletion() throws {
        let host = try field("abcdef")
        host.press(.leftArrow)
        host.press(.leftArrow)
        // SwiftUI's `.delete` is Backspace; `.deleteForward` is Delete.
        host.press(.delete)
        #expect(value(host) == "abcef")
        host.press(.deleteForward)
        #expect(value(host) == "abcf")
        host.press(.leftArrow)
        host.press(.deleteForward)
        #expect(value(host) == "abf")
        host.press(.home)
        host.press(.rightArrow)
        host.press("k", modifiers: .control)
        #expect(value(host) == "a")
        host.type("bcd")
        host.press(.leftArrow)
        host.press("u", modifiers: .control)
        #expect(value(host) == "d")
    }

    @Test("word jumps with Alt-Left and Alt-Right; word deletion with Ctrl-W and Alt-Backspace")
    func words() throws {
        let host = try field("one two/three four")
        host.press(.leftArrow, modifiers: .option)
        host.type("X")
        #expect(value(host) == "one two/three Xfour")
        host.press(.leftArrow, modifiers: .option)
        host.press(.leftArrow, modifiers: .option)
        host.type("Y")
        #expect(value(host) == "one two/Ythree Xfour")
        host.press(.rightArrow, modifiers: .option)
        host.type("Z")
        #expect(value(host) == "one two/YthreeZ Xfour")
        host.press(.end)
        // Alt-Backspace takes the word before the cursor.
        host.press(.delete, modifiers: .option)
        #expect(value(host) == "one two/YthreeZ ")
        // Ctrl-W takes back to the blank: the whole path-like word.
        host.press("w", modifiers: .control)
        #expect(value(host) == "one ")
        host.press("w", modifiers: .control)
        #expect(value(host) == "")
    }

    @Test("no length limit, and the text scrolls sideways to keep the cursor in view")
    func longText() throws {
        let host = try field("", width: 20)
        let long = String(repeating: "abcdefghij", count: 6) + "END"
        host.type(long)
        #expect(host.text.contains("length 63"))
        // The field shows the end of the text, the cursor after it.
        #expect(host.lines[0].contains("hijEND"))
        #expect(!host.lines[0].contains("abcdefghijabc"))
        host.press(.home)
        #expect(host.lines[0].hasPrefix("abcdefghij"))
        #expect(!host.lines[0].contains("END"))
    }

    @Test("wide characters and combining marks are one grapheme each for the cursor")
    func graphemes() throws {
        let host = try field("山田e")
        host.type("\u{301}")
        #expect(value(host) == "山田é")
        host.press(.leftArrow)
        host.press(.leftArrow)
        host.type("x")
        #expect(value(host) == "山x田é")
        host.press(.delete)
        #expect(value(host) == "山田é")
    }

    @Test("a paste arrives as one insertion, line breaks as spaces, in one frame")
    func paste() throws {
        let host = try field("[]")
        host.press(.leftArrow)
        let before = host.evaluations
        host.paste("two\nlines")
        #expect(value(host) == "[two lines]")
        // The view showing the value is evaluated once for the whole paste.
        #expect(host.evaluations - before == 1)
    }

    @Test("a click on the text puts the cursor under it")
    func clickPlacesTheCursor() throws {
        let host = try field("abcdef")
        host.click(column: 2, row: 0)
        host.type("-")
        #expect(value(host) == "ab-cdef")
    }
}

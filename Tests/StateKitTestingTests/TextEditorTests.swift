import StateKit
import StateKitTesting
import Testing

// TextEditor: lines that wrap and scroll, Enter a new line, the arrows in
// two dimensions, Tab leaving; a vertical TextField that grows.

struct Notes: View {
    @State private var notes = ""
    var body: some View {
        VStack(alignment: .leading) {
            TextEditor(text: $notes)
                .frame(height: 48)
            Text("chars \(notes.count) lines \(notes.split(separator: "\n", omittingEmptySubsequences: false).count)")
            Button("After") {}
        }
    }
}

struct Chat: View {
    @State private var message = ""
    @State private var sent: [String] = []
    var body: some View {
        VStack(alignment: .leading) {
            TextField("Message", text: $message, axis: .vertical)
                .lineLimit(3)
                .onSubmit {
                    sent.append(message)
                    message = ""
                }
            Text("sent \(sent.joined(separator: "|"))")
        }
    }
}

@MainActor
@Suite("TextEditor and vertical fields")
struct TextEditorTests {
    @Test("Enter starts a new line; lines wrap at their spaces; Tab leaves the editor")
    func typing() throws {
        let host = HeadlessHost(Notes(), width: 20, height: 6)
        host.press(.tab)
        host.type("one two three four")
        host.press(.return)
        host.type("five")
        #expect(host.text.contains("chars 23 lines 2"))
        #expect(host.lines[0] == "┃ one two three     ")
        #expect(host.lines[1] == "┃ four              ")
        #expect(host.lines[2] == "┃ five              ")
        host.press(.tab)
        host.press(.return)
        #expect(host.text.contains("chars 23"), "Tab went on to the button, which took the Enter")
    }

    @Test("Up and Down keep the column across rows; Home and End go to a row's ends")
    func arrows() throws {
        let host = HeadlessHost(Notes(), width: 20, height: 6)
        host.press(.tab)
        host.type("abcdef")
        host.press(.return)
        host.type("xy")
        host.press(.upArrow)
        host.type("1")
        #expect(host.lines[0].hasPrefix("┃ ab1cdef"), "up from column 2 of the second line")
        host.press(.end)
        host.type("2")
        host.press(.downArrow)
        host.type("3")
        #expect(host.lines[0].hasPrefix("┃ ab1cdef2"))
        #expect(host.lines[1].hasPrefix("┃ xy3"), "down from past the end: the end of the shorter line")
        host.press(.home)
        host.type("0")
        #expect(host.lines[1].hasPrefix("┃ 0xy3"))
    }

    @Test("the editor scrolls to keep the cursor's row in view, and back")
    func scrolling() throws {
        let host = HeadlessHost(Notes(), width: 20, height: 6)
        host.press(.tab)
        for line in ["a", "b", "c", "d", "e"] {
            host.type(line)
            if line != "e" { host.press(.return) }
        }
        #expect(Array(host.lines[0...2]).map { $0.trimmingCharacters(in: .whitespaces) } == ["┃ c", "┃ d", "┃ e"])
        host.press(.pageUp)
        host.press(.pageUp)
        #expect(host.lines[0].hasPrefix("┃ a"))
    }

    @Test("a vertical text field grows with its text up to its line limit; Enter submits, Alt-Enter a new line")
    func verticalField() throws {
        let host = HeadlessHost(Chat(), width: 24, height: 5)
        #expect(host.lines[0].hasPrefix("Message"))
        #expect(host.lines[1].hasPrefix("sent"))
        try host.click(on: "Message")
        host.type("a message long enough to wrap twice over")
        #expect(host.lines[0].hasPrefix("Message a message long"))
        #expect(host.lines[3].hasPrefix("sent"), "three rows at most")
        host.press(.return)
        #expect(
            host.text.replacingOccurrences(of: "\n", with: " ").contains(
                "sent a message long enough to wrap twice over"))
        host.type("one")
        host.press(.return, modifiers: .option)
        host.type("two")
        #expect(host.lines[1].hasPrefix("        two"))
    }
}

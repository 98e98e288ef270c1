import StateKit
import StateKitTesting
import Testing

// Text from data is shown as it is: a control character is drawn as a
// visible replacement, never obeyed and never dropped, and long text without
// spaces wraps with every glyph whole.

struct Filenames: View {
    let names: [String]
    var body: some View {
        List(names, id: \.self) { name in
            Text(name)
        }
    }
}

struct TypedName: View {
    @State private var name = "P\rQ"
    var body: some View {
        VStack(alignment: .leading) {
            TextField("Name", text: $name)
            Text("Hello, \(name)")
        }
    }
}

@MainActor
@Suite("Hostile text")
struct HostileTextTests {
    @Test("C0 controls and DEL are drawn as their control pictures, C1 controls and bidi overrides as �")
    func controlsDrawnVisibly() {
        let names = [
            "P\rQ", "R\u{202E}exe.txt", "\u{1B}]0;pwned\u{7}", "tab\there", "del\u{7F}", "csi\u{9B}2J",
            "iso\u{2066}late\u{2069}", "crlf\r\nend",
        ]
        let host = HeadlessHost(Filenames(names: names), width: 30, height: 16)
        let shown = host.lines.map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.hasPrefix("─") }
        #expect(
            Array(shown.prefix(8)) == [
                "P␍Q", "R�exe.txt", "␛]0;pwned␇", "tab␉here", "del␡", "csi�2J", "iso�late�", "crlf␍␊end",
            ])
    }

    @Test("a value with a control character keeps its column count wherever it is drawn")
    func controlsTakeAColumn() {
        let host = HeadlessHost(TypedName(), width: 30, height: 3)
        #expect(host.lines[0] == "Name P␍Q" + String(repeating: " ", count: 22), "one character a column, 30 in all")
        #expect(host.lines[1].hasPrefix("Hello, P␍Q "))
    }

    @Test("CJK text without spaces wraps whole glyphs: no line ends in half a glyph or a replacement")
    func cjkInAListRow() {
        let text = String(repeating: "漢字かな", count: 20)
        // An odd width: each line holds whole glyphs and leaves a column.
        let host = HeadlessHost(Filenames(names: [text]), width: 31, height: 24)
        let rows = host.lines.filter { $0.contains("漢") || $0.contains("字") || $0.contains("か") }
        #expect(rows.count == 6)
        #expect(rows.allSatisfy { !$0.contains("\u{FFFD}") && !$0.contains("?") })
        #expect(rows.map { $0.filter { $0 != " " } }.joined() == text, "every glyph shown once, in order")
    }
}

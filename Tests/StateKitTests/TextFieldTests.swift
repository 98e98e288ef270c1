import StateKit
import Testing

/// A name field with a submit action and two buttons around it.
struct NameForm: View {
    @State var name = ""
    @State var submitted = ""
    @State var presses = 0
    var body: some View {
        VStack(alignment: .leading) {
            Button("first", key: "f") { presses += 1 }
            TextField("Name:", text: $name, focusKey: "n") { submitted = name }
            Button("last", key: "l") { presses += 10 }
            Text("submitted \(submitted) presses \(presses)")
        }
    }
}

@Suite("Text fields and focus")
@MainActor
struct TextFieldTests {
    private func type(_ text: String, into app: Application) {
        app.process(text.map { .key(.character($0)) })
    }

    @Test("its key focuses it; printable keys then go to the field, not to shortcuts")
    func typingGoesToTheField() {
        let (app, terminal) = makeApp(NameForm(), size: Size(width: 40, height: 4))
        app.press("n")
        type("fl", into: app)
        #expect(terminal.lines[1].hasPrefix("[n] Name: fl"))
        #expect(app.graph.stateValue(of: "NameForm", "presses") as? Int == 0)
        app.press(.escape, "f")
        #expect(app.graph.stateValue(of: "NameForm", "presses") as? Int == 1)
    }

    @Test("wide characters take two columns and the cursor follows them")
    func wideCharacters() {
        let (app, terminal) = makeApp(NameForm(), size: Size(width: 40, height: 4))
        app.press("n")
        #expect(terminal.cursor == Point(x: 10, y: 1))
        type("Zoë 山田", into: app)
        #expect(terminal.lines[1].hasPrefix("[n] Name: Zoë 山田"))
        #expect(terminal.cursor == Point(x: 10 + 8, y: 1))
        app.press(.escape)
        #expect(terminal.cursor == nil)
    }

    @Test("Backspace removes one grapheme, however many code points it has")
    func backspaceRemovesAGrapheme() {
        let (app, _) = makeApp(NameForm(), size: Size(width: 40, height: 4))
        app.press("n")
        type("ae\u{301}👩‍💻", into: app)
        #expect(app.graph.stateValue(of: "NameForm", "name") as? String == "ae\u{301}👩‍💻")
        app.press(.backspace)
        #expect(app.graph.stateValue(of: "NameForm", "name") as? String == "ae\u{301}")
        app.press(.backspace)
        #expect(app.graph.stateValue(of: "NameForm", "name") as? String == "a")
    }

    @Test("combining marks and joiners typed byte by byte join the grapheme before them")
    func zeroWidthInput() {
        let (app, terminal) = makeApp(NameForm(), size: Size(width: 40, height: 4))
        app.press("n")
        var decoder = KeyDecoder()
        var keys: [Key] = []
        decoder.decode(Array("Zoe\u{308} 👨\u{200D}👩".utf8), into: &keys)
        app.process(keys.map(InputEvent.key))
        let name = app.graph.stateValue(of: "NameForm", "name") as? String
        #expect(name == "Zoë 👨‍👩")
        #expect(name?.count == 5)
        #expect(terminal.lines[1].hasPrefix("[n] Name: Zoë 👨‍👩"))
        app.press(.backspace)
        #expect(app.graph.stateValue(of: "NameForm", "name") as? String == "Zoë ")
    }

    @Test("Enter submits; Tab and Shift-Tab move the focus between the field and the buttons")
    func submitAndTab() {
        let (app, terminal) = makeApp(NameForm(), size: Size(width: 40, height: 4))
        app.press("n")
        type("Ann", into: app)
        app.press(.enter)
        #expect(terminal.lines[3].hasPrefix("submitted Ann presses 0"))
        app.press(.tab, .enter)
        #expect(terminal.lines[3].hasPrefix("submitted Ann presses 10"))
        #expect(terminal.cursor == nil)
        app.press(.tab, .enter)
        #expect(terminal.lines[3].hasPrefix("submitted Ann presses 11"))
        app.press(.backTab, .backTab)
        #expect(terminal.cursor == Point(x: 13, y: 1))
    }

    @Test("typing re-evaluates no body, the owner's included (it only hands the binding on); nor does the focus")
    func typingCost() {
        let (app, _) = makeApp(
            VStack(alignment: .leading) {
                NameForm()
                Greeting(name: "x")
            }, size: Size(width: 40, height: 8))
        app.press("n")
        #expect(app.renders == ["NameForm": 1, "Greeting": 1])
        type("a", into: app)
        app.press("b")
        #expect(app.renders == ["NameForm": 1, "Greeting": 1])
        app.press(.tab, .tab)
        #expect(app.renders == ["NameForm": 1, "Greeting": 1])
    }
}

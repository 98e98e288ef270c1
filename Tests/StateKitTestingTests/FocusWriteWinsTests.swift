import StateKit
import StateKitTesting
import Testing

struct TipForm: View {
    @State private var amount = ""
    @FocusState private var amountFocused: Bool

    var body: some View {
        VStack {
            TextField("Amount", text: $amount)
                .focused($amountFocused)
            Text(amountFocused ? "editing" : "not editing")
            Button("Edit amount") { amountFocused = true }
        }
    }
}

@MainActor
@Suite("A focus write in an action wins")
struct FocusWriteWinsTests {
    @Test("a button whose action focuses a field leaves the focus there, and typing goes in")
    func clickedButtonFocusesField() throws {
        let host = HeadlessHost(TipForm(), width: 40, height: 4)
        try host.click(on: "Edit amount")
        #expect(host.text.contains("editing"))
        host.type("12")
        #expect(host.text.contains("12"))
        #expect(!host.text.contains("not editing"))
    }

    @Test("and so does Return on the focused button")
    func returnOnButtonFocusesField() {
        let host = HeadlessHost(TipForm(), width: 40, height: 4)
        host.press(.tab)
        host.press(.tab)
        host.press(.return)
        host.type("7")
        #expect(host.text.contains("7"))
        #expect(!host.text.contains("not editing"))
    }
}

struct TipFormInForm: View {
    @State private var amount = 0.0
    @FocusState private var amountFocused: Bool

    var body: some View {
        NavigationStack {
            Form {
                Section {
                    TextField("Amount", value: $amount, format: .number)
                        .focused($amountFocused)
                    Button("Edit amount") { amountFocused = true }
                }
                Text(amountFocused ? "editing" : "not editing")
            }
            .toolbar {
                ToolbarItemGroup(placement: .keyboard) {
                    Button("Done") { amountFocused = false }
                }
            }
        }
    }
}

@MainActor
@Suite("A focus write in an action wins, in a form")
struct FocusWriteWinsInFormTests {
    @Test("a form's button focusing its field: the field takes typing and the keyboard's toolbar shows")
    func formButton() throws {
        let host = HeadlessHost(TipFormInForm(), width: 50, height: 10)
        try host.click(on: "Edit amount")
        #expect(host.text.contains("Done"), "the keyboard's toolbar shows")
        host.type("5")
        #expect(!host.text.contains("not editing"))
        #expect(host.text.contains("5"))
    }
}

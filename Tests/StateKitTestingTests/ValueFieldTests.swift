import StateKit
import StateKitTesting
import Testing

// TextField(_:value:format:) and (_:value:formatter:) commit what is typed on
// Return and when the focus leaves, not before; SecureField draws bullets.

struct AmountForm: View {
    @State private var amount = 12.5
    @State private var guests: Int? = 4
    @State private var submitted = 0

    var body: some View {
        VStack(alignment: .leading) {
            TextField("Amount", value: $amount, format: .number)
                .onSubmit { submitted += 1 }
            TextField("Guests", value: $guests, format: .number)
            AmountReader(amount: amount)
            Text("guests \(guests.map(String.init) ?? "none") submitted \(submitted)")
        }
    }
}

struct AmountReader: View {
    let amount: Double
    var body: some View { Text("amount is \(amount)") }
}

struct PriceField: View {
    @State private var price = 3.0
    let formatter: NumberFormatter = {
        let formatter = NumberFormatter()
        formatter.numberStyle = .decimal
        formatter.minimumFractionDigits = 2
        return formatter
    }()

    var body: some View {
        VStack(alignment: .leading) {
            TextField("Price", value: $price, formatter: formatter)
            Text("price is \(price)")
        }
    }
}

struct Login: View {
    @State private var password = ""
    var body: some View {
        VStack(alignment: .leading) {
            SecureField("Password", text: $password)
            Text("length \(password.count)")
        }
    }
}

@MainActor
@Suite("Value fields and secure fields")
struct ValueFieldTests {
    @Test("the value field shows the value formatted; typing changes nothing until Return, which commits first")
    func commitOnReturn() throws {
        let host = HeadlessHost(AmountForm(), width: 40, height: 4)
        #expect(host.lines[0].hasPrefix("Amount 12.5"))
        try host.click(on: "12.5")
        host.press(.end)
        host.type("0")
        host.press(.delete)
        host.press(.delete)
        host.type("75")
        #expect(host.lines[0].hasPrefix("Amount 12.75"))
        #expect(host.text.contains("amount is 12.5"), "not committed while typing")
        #expect(host.renders(of: AmountForm.self) == 1, "typing evaluates only the field")
        host.press(.return)
        #expect(host.text.contains("amount is 12.75"))
        #expect(host.text.contains("submitted 1"), "onSubmit runs after the commit")
    }

    @Test("the value is committed when the focus leaves; text that does not parse gives the value back")
    func commitOnFocusLoss() throws {
        let host = HeadlessHost(AmountForm(), width: 40, height: 4)
        try host.click(on: "12.5")
        host.press(.end)
        host.type("0")
        host.press(.tab)
        #expect(host.text.contains("amount is 12.5"), "12.50 is 12.5: committed, equal")
        #expect(host.lines[0].hasPrefix("Amount 12.5 "), "and shown as the format writes it")
        host.press(.tab, modifiers: .shift)
        host.press("a", modifiers: .control)
        host.type("x")
        #expect(host.lines[0].hasPrefix("Amount x12.5"))
        host.press(.escape)
        #expect(host.text.contains("amount is 12.5"))
        #expect(host.lines[0].hasPrefix("Amount 12.5 "), "what did not parse is dropped")
        #expect(host.text.contains("submitted 0"))
    }

    @Test("an optional value: an empty field commits nil")
    func optionalValue() throws {
        let host = HeadlessHost(AmountForm(), width: 40, height: 4)
        try host.click(on: "4")
        host.press(.end)
        host.press(.delete)
        host.press(.tab)
        #expect(host.text.contains("guests none"))
        host.press(.tab, modifiers: .shift)
        host.type("9")
        host.press(.return)
        #expect(host.text.contains("guests 9"))
    }

    @Test("a formatter reads and writes the value")
    func formatter() throws {
        let host = HeadlessHost(PriceField(), width: 40, height: 2)
        #expect(host.lines[0].hasPrefix("Price 3.00"))
        try host.click(on: "3.00")
        host.press("a", modifiers: .control)
        host.press("k", modifiers: .control)
        host.type("1,250.5")
        host.press(.return)
        #expect(host.text.contains("price is 1250.5"))
        #expect(host.lines[0].hasPrefix("Price 1,250.50"))
    }

    @Test("SecureField draws a bullet a character, the cursor after them")
    func secureField() throws {
        let host = HeadlessHost(Login(), width: 30, height: 2)
        try host.click(on: "Password")
        host.type("hunter2")
        #expect(host.lines[0].hasPrefix("Password •••••••"))
        #expect(!host.text.contains("hunter"))
        #expect(host.text.contains("length 7"))
    }
}

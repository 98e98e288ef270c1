import StateKit
import StateKitTesting
import Testing

struct DeliveryDetails: View {
    var body: some View {
        NavigationStack {
            ScrollView {
                VStack(alignment: .leading) {
                    ProgressView("Loading")
                    ForEach(1...30, id: \.self) { Text("line \($0)") }
                }
            }
            .navigationTitle("Checkout")
        }
    }
}

struct DeliveryForm: View {
    var body: some View {
        NavigationStack {
            Form {
                ProgressView("Loading")
                ForEach(1...30, id: \.self) { Text("line \($0)") }
            }
            .navigationTitle("Checkout")
        }
    }
}

struct PushedDelivery: View {
    var body: some View {
        NavigationStack {
            NavigationLink("Delivery details") {
                Form {
                    ProgressView("Loading")
                    ForEach(1...30, id: \.self) { Text("line \($0)") }
                }
                .navigationTitle("Checkout")
                .toolbar { Button("Check out") {} }
            }
            .navigationTitle("Delivery details")
        }
    }
}

@MainActor
@Suite("Drawing stays in its place")
struct ClippingTests {
    @Test("a spinner scrolled out of its scroll view draws nothing over the title line")
    func spinnerClipped() throws {
        let host = HeadlessHost(DeliveryDetails(), width: 40, height: 8)
        #expect(host.lines[0].contains("Checkout"))
        try host.scroll(by: 3, on: "line 2")
        host.advanceClock(by: .milliseconds(300))
        #expect(host.lines[0].contains("Checkout"))
        #expect(!host.lines[0].contains("Loading"))
        #expect(host.lines[0].trimmingCharacters(in: .whitespaces) == "Checkout")
    }

    @Test("and out of a pushed form's, under a title line with a toolbar")
    func spinnerClippedInPushedForm() throws {
        let host = HeadlessHost(PushedDelivery(), width: 50, height: 8)
        try host.click(on: "Delivery details ›")
        let title = host.lines[0]
        #expect(title.contains("Checkout"))
        try host.scroll(by: 3, on: "line 2")
        for _ in 0..<5 { host.advanceClock(by: .milliseconds(100)) }
        #expect(host.lines[0] == title)
    }

    @Test("and out of a form's")
    func spinnerClippedInForm() throws {
        let host = HeadlessHost(DeliveryForm(), width: 40, height: 8)
        #expect(host.lines[0].contains("Checkout"))
        try host.scroll(by: 3, on: "line 2")
        host.advanceClock(by: .milliseconds(300))
        #expect(host.lines[0].trimmingCharacters(in: .whitespaces) == "Checkout")
    }
}

import StateKit
import StateKitTesting
import Testing

struct SchemeReader: View {
    @Environment(\.colorScheme) private var colorScheme

    var body: some View {
        Text(colorScheme == .dark ? "dark" : "light")
    }
}

struct HiddenButton: View {
    @State private var presses = 0

    var body: some View {
        VStack {
            Text("above")
            Button("secret") { presses += 1 }.hidden()
            Text("below \(presses)")
        }
    }
}

struct PhoneScreen: View {
    var body: some View {
        VStack {
            Text("Title").fontDesign(.rounded).imageScale(.large)
            Button("Tinted") {}.accentColor(.green)
        }
        .ignoresSafeArea()
        .edgesIgnoringSafeArea(.all)
        .previewLayout(.sizeThatFits)
        .previewDisplayName("phone")
        .previewDevice("iPhone 15")
        .previewInterfaceOrientation(.landscapeLeft)
        .indexViewStyle(.page(backgroundDisplayMode: .always))
    }
}

@MainActor
@Suite("What published apps write and a terminal can honour")
struct AcceptedModifierTests {
    @Test("preferredColorScheme sets the colorScheme the views below read")
    func preferredColorScheme() {
        #expect(HeadlessHost(SchemeReader().preferredColorScheme(.dark), width: 10, height: 1).text.contains("dark"))
        #expect(HeadlessHost(SchemeReader().preferredColorScheme(.light), width: 10, height: 1).text.contains("light"))
    }

    @Test("hidden keeps the view's place, draws nothing, and takes no click")
    func hidden() throws {
        let host = HeadlessHost(HiddenButton(), width: 20, height: 3)
        #expect(host.lines[0].contains("above"))
        #expect(host.lines[1].trimmingCharacters(in: .whitespaces).isEmpty)
        #expect(host.lines[2].contains("below 0"))
        host.click(column: 10, row: 1)
        host.press(.tab)
        host.press(.return)
        #expect(host.text.contains("below 0"))
    }

    @Test("ignoresSafeArea, fontDesign, imageScale and the preview's settings change nothing drawn")
    func accepted() {
        let plain = HeadlessHost(
            VStack {
                Text("Title")
                Button("Tinted") {}
            }, width: 20, height: 2)
        let phone = HeadlessHost(PhoneScreen(), width: 20, height: 2)
        #expect(phone.lines == plain.lines)
    }
}

struct TwoColumnNotes: View {
    let stacked: Bool

    var body: some View {
        let view = NavigationView {
            List {
                NavigationLink("First note") { Text("The first note's text") }
            }
            Text("Pick a note")
        }
        if stacked {
            view.navigationViewStyle(.stack)
        } else {
            view.navigationViewStyle(.columns)
        }
    }
}

@MainActor
@Suite("navigationViewStyle")
struct NavigationViewStyleTests {
    @Test(".columns: side by side on a wide terminal; .stack: one stack, as on a phone")
    func styles() throws {
        let columns = HeadlessHost(TwoColumnNotes(stacked: false), width: 100, height: 8)
        #expect(columns.text.contains("Pick a note"))
        #expect(columns.text.contains("First note"))
        let stack = HeadlessHost(TwoColumnNotes(stacked: true), width: 100, height: 8)
        #expect(!stack.text.contains("Pick a note"))
        try stack.click(on: "First note")
        #expect(stack.text.contains("The first note's text"))
        #expect(!stack.text.contains("First note ›"), "the note is pushed over the list")
    }
}

import StateKit
import StateKitTesting
import Testing

// onTapGesture: a click on the view runs the action (a double tap needs two
// clicks in a row); a view with no control inside is a Tab stop where Enter
// taps it; a control inside keeps its own clicks.

struct TappableCards: View {
    @State private var taps = 0
    @State private var doubleTaps = 0
    @State private var toggled = false

    var body: some View {
        VStack(alignment: .leading) {
            Text("taps \(taps) double \(doubleTaps) toggled \(toggled)")
            HStack {
                Text("Card")
                Spacer()
                Text("tap me")
            }
            .onTapGesture { taps += 1 }
            Text("Twice").onTapGesture(count: 2) { doubleTaps += 1 }
            HStack {
                Toggle("Inside", isOn: $toggled)
                Text("row")
            }
            .onTapGesture { taps += 10 }
            Text("Off").onTapGesture { taps += 100 }.disabled(true)
        }
    }
}

struct TappableRows: View {
    @State private var chosen = "none"
    var body: some View {
        VStack(alignment: .leading) {
            Text("chosen \(chosen)")
            List(["Ada", "Grace"], id: \.self) { name in
                HStack {
                    Text(name)
                    Spacer()
                }
                .onTapGesture { chosen = name }
            }
        }
    }
}

@MainActor
@Suite("onTapGesture")
struct TapGestureTests {
    @Test("a click anywhere on the view taps it; a view that is disabled takes none")
    func clickTaps() throws {
        let host = HeadlessHost(TappableCards(), width: 30, height: 6)
        try host.click(on: "Card")
        try host.click(on: "tap me")
        #expect(host.text.contains("taps 2 "))
        try host.click(on: "Off")
        #expect(host.text.contains("taps 2 "))
    }

    @Test("a double tap needs two clicks in a row on the view")
    func doubleTap() throws {
        let host = HeadlessHost(TappableCards(), width: 30, height: 6)
        try host.click(on: "Twice")
        #expect(host.text.contains("double 0"))
        try host.click(on: "Twice")
        #expect(host.text.contains("double 1"))
        try host.click(on: "Twice")
        try host.click(on: "Card")
        try host.click(on: "Twice")
        #expect(host.text.contains("double 1"), "a click elsewhere between breaks the run")
    }

    @Test("a control inside keeps its click; a click beside it taps the view")
    func controlInside() throws {
        let host = HeadlessHost(TappableCards(), width: 30, height: 6)
        try host.click(on: "Inside")
        #expect(host.text.contains("taps 0 double 0 toggled true"))
        try host.click(on: "row")
        #expect(host.text.contains("taps 10 "))
    }

    @Test("a view with no control inside is a Tab stop, reversed while focused; Enter taps it at once")
    func byKeyboard() {
        let host = HeadlessHost(TappableCards(), width: 30, height: 6)
        host.press(.tab)
        #expect(host.styleRuns.contains { $0.row == 1 && $0.isReversed && $0.text.hasPrefix("Card") })
        host.press(.return)
        #expect(host.text.contains("taps 1 "))
        host.press(.tab)
        host.press(.space)
        #expect(host.text.contains("double 1"), "Enter or Space taps at once, whatever the count")
        host.press(.tab)
        host.press(.space)
        #expect(host.text.contains("toggled true"), "the next stop is the toggle inside, not its row")
    }

    @Test("in a List, a click on a row with a tap gesture taps it")
    func inList() throws {
        let host = HeadlessHost(TappableRows(), width: 30, height: 6)
        try host.click(on: "Grace")
        #expect(host.text.contains("chosen Grace"))
        host.click(column: 20, row: 1)
        #expect(host.text.contains("chosen Ada"), "anywhere on the row")
    }
}

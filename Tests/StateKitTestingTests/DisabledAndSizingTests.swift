import StateKit
import StateKitTesting
import Testing

// .disabled on a container reaches every control inside and takes them out of
// the focus ring; tab items turned off; ideal sizes; scrolling both ways.

struct LockedPanel: View {
    @State private var presses = 0
    @State private var isOn = false
    @State private var text = ""
    @State private var locked = true

    var body: some View {
        VStack(alignment: .leading) {
            Text("presses \(presses) on \(isOn) text \(text)")
            Button("Lock") { locked.toggle() }
            VStack(alignment: .leading) {
                Button("Press") { presses += 1 }
                Toggle("Switch", isOn: $isOn)
                TextField("Words", text: $text)
                List(0..<3, id: \.self) { row in
                    Button("Row \(row)") { presses += 10 }
                }
            }
            .disabled(locked)
        }
    }
}

struct PartlyDisabledTabs: View {
    var body: some View {
        TabView {
            Text("first page").tabItem { Text("One") }
            Text("second page").tabItem { Text("Two") }.disabled(true)
            Text("third page").tabItem { Text("Three") }
        }
    }
}

struct IdealSizes: View {
    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            ScrollView(.horizontal) {
                Text("wide").frame(idealWidth: 160).background(.blue)
            }
            .frame(height: 16)
            ScrollView {
                Text("tall").frame(minHeight: 16, idealHeight: 48, alignment: .top)
                Text("below")
            }
        }
    }
}

struct BothWays: View {
    var body: some View {
        ScrollView([.horizontal, .vertical]) {
            VStack(alignment: .leading, spacing: 0) {
                ForEach(0..<30, id: \.self) { row in
                    Text("r\(row) " + String(repeating: "\(row % 10)", count: 50))
                }
            }
        }
    }
}

@MainActor
@Suite(".disabled on containers, ideal sizes and scrolling both ways")
struct DisabledAndSizingTests {
    @Test(".disabled on a stack turns off its buttons, toggles, fields and list, and Tab passes them all by")
    func disabledContainer() throws {
        let host = HeadlessHost(LockedPanel(), width: 40, height: 12)
        host.press(.tab)
        host.press(.tab)
        // Only Lock is in the ring: Tab stays on it, and Enter presses it.
        let focused = host.styleRuns.filter(\.isReversed).map(\.text)
        #expect(focused == [" Lock "])
        try host.click(on: "Press")
        try host.click(on: "Switch")
        try host.click(on: "Row 1")
        try host.click(on: "Words")
        host.type("hi")
        #expect(host.lines[0].hasPrefix("presses 0 on false text "))
        #expect(host.lines[0].trimmingCharacters(in: .whitespaces).hasSuffix("text"))
        for label in ["Press", "Switch", "Words", "Row 1"] {
            let run = host.styleRuns.first { $0.text.contains(label) }
            #expect(run?.isDim == true, "\(label) is drawn dim")
        }
        // Unlocked, the same clicks work.
        try host.click(on: "Lock")
        try host.click(on: "Press")
        try host.click(on: "Switch")
        try host.click(on: "Row 1")
        #expect(host.lines[0].hasPrefix("presses 11 on true"))
    }

    @Test("a control focused when it becomes disabled loses the focus")
    func focusLeavesDisabled() throws {
        let host = HeadlessHost(LockedPanel(), width: 40, height: 12)
        try host.click(on: "Lock")
        host.press(.tab)
        host.press(.tab)
        #expect(host.styleRuns.filter(\.isReversed).map(\.text).first?.contains("Press") == true)
        try host.click(on: "Lock")
        #expect(host.styleRuns.filter(\.isReversed).isEmpty, "the disabled button lost the focus")
        host.press(.return)
        #expect(host.lines[0].hasPrefix("presses 0"))
    }

    @Test("a tab page made .disabled turns its item off: dim, deaf to clicks, passed by Tab")
    func disabledTabItem() throws {
        let host = HeadlessHost(PartlyDisabledTabs(), width: 40, height: 5)
        #expect(host.text.contains("first page"))
        let two = try #require(host.styleRuns.first { $0.text.contains("Two") })
        #expect(two.isDim)
        try host.click(on: "Two")
        #expect(host.text.contains("first page"), "a click on the item turned off selects nothing")
        try host.click(on: "Three")
        #expect(host.text.contains("third page"))
        // Tab walks the items that are on: One, then Three.
        host.press(.tab)
        host.press(.return)
        #expect(host.text.contains("first page"))
        host.press(.tab)
        let focused = host.styleRuns.filter(\.isReversed).map { $0.text.trimmingCharacters(in: .whitespaces) }
        #expect(focused == ["Three"])
    }

    @Test("an ideal size is a frame's where nothing is offered: along a scroll view's axis")
    func idealSizes() throws {
        let host = HeadlessHost(IdealSizes(), width: 40, height: 8)
        let blue = host.styleRuns.filter { $0.background == .blue }
        #expect(blue.map(\.columns) == [0...19], "idealWidth 20 in a horizontal scroll view: 20 columns")
        let tall = try #require(host.lines.firstIndex { $0.contains("tall") })
        let below = try #require(host.lines.firstIndex { $0.contains("below") })
        #expect(below - tall == 3, "idealHeight 3 in a vertical scroll view: 3 lines")
    }

    @Test("ScrollView([.horizontal, .vertical]) scrolls both ways: Up and Down, Left and Right")
    func bothAxes() {
        let host = HeadlessHost(BothWays(), width: 20, height: 5)
        #expect(host.lines[0] == "r0 00000000000000000")
        #expect(host.lines[4].hasPrefix("r4 4444"))
        host.press(.tab)
        let mark = host.styleRuns.filter(\.isReversed)
        #expect(mark.map(\.row) == [0] && mark.map(\.columns) == [19...19], "focused: a bar on the trailing column")
        host.press(.rightArrow)
        host.press(.rightArrow)
        host.press(.rightArrow)
        #expect(host.lines[0] == "00000000000000000000", "three columns to the right")
        host.press(.downArrow)
        #expect(host.lines[0] == "11111111111111111111", "and a line down")
        host.press(.end)
        #expect(host.lines[4] == " 9999999999999999999", "End: the last line at the bottom")
        host.press(.leftArrow)
        host.press(.leftArrow)
        host.press(.leftArrow)
        #expect(host.lines[4].hasPrefix("r29 999"))
        host.scroll(by: -1, column: 3, row: 2)
        #expect(host.lines[4].hasPrefix("r26 666"), "the wheel scrolls up and down")
    }
}

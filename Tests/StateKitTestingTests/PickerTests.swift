import StateKit
import StateKitTesting
import Testing

// Picker: options tagged explicitly or by their ForEach, the selection
// rules, and each style by keys and clicks, evaluating only the picker and
// the readers of its selection.

enum Flavor: String, CaseIterable, Identifiable {
    case vanilla, chocolate, strawberry
    var id: Self { self }
}

struct FlavorPicker: View {
    @State private var flavor = Flavor.chocolate
    @State private var scoops = 2
    @State private var topping: String? = "nuts"

    var body: some View {
        VStack(alignment: .leading) {
            Picker("Flavor", selection: $flavor) {
                ForEach(Flavor.allCases) { Text($0.rawValue.capitalized) }
            }
            Picker("Scoops", selection: $scoops) {
                ForEach(1..<5, id: \.self) { Text("\($0) scoops") }
            }
            Picker("Topping", selection: $topping) {
                Text("None").tag(String?.none)
                Text("Nuts").tag("nuts")
                Text("Sprinkles").tag("sprinkles")
            }
            FlavorReader(flavor: flavor)
            Text("scoops \(scoops) topping \(topping ?? "none")")
        }
    }
}

struct FlavorReader: View {
    let flavor: Flavor
    var body: some View { Text("flavor \(flavor.rawValue)") }
}

struct QuietParent: View {
    @State private var size = 1
    var body: some View {
        VStack(alignment: .leading) {
            Picker("Size", selection: $size) {
                Text("Small").tag(1)
                Text("Large").tag(2)
            }
            .pickerStyle(.segmented)
            SizeReader(size: $size)
        }
    }
}

struct SizeReader: View {
    @Binding var size: Int
    var body: some View { Text("size \(size)") }
}

struct StyledPickers: View {
    @State private var unit = "m"
    @State private var level = 3

    var body: some View {
        NavigationStack {
            VStack(alignment: .leading) {
                Picker("Unit", selection: $unit) {
                    Text("Feet").tag("ft")
                    Text("Meters").tag("m")
                    Text("Miles").tag("mi")
                }
                .pickerStyle(.inline)
                Picker("Level", selection: $level) {
                    ForEach(1...5, id: \.self) { Text("level \($0)") }
                }
                .pickerStyle(.navigationLink)
                Text("unit \(unit) level \(level)")
            }
            .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
            .navigationTitle("Settings")
        }
    }
}

struct Unmatched: View {
    @State private var choice = 7
    var body: some View {
        VStack(alignment: .leading) {
            Picker("Choice", selection: $choice) {
                Text("One").tag(1)
                Text("Two").tag(2)
            }
            Picker("Hidden", selection: $choice) {
                Text("One").tag(1)
            }
            .labelsHidden()
        }
    }
}

@MainActor
@Suite("Picker")
struct PickerTests {
    @Test("implicit tags from a ForEach's identities, explicit ones from .tag; an optional selection matches its tags")
    func tags() {
        let host = HeadlessHost(FlavorPicker(), width: 40, height: 6)
        #expect(host.lines[0].hasPrefix("Flavor  Chocolate ▾"))
        #expect(host.lines[1].hasPrefix("Scoops  2 scoops ▾"))
        #expect(host.lines[2].hasPrefix("Topping  Nuts ▾"))
    }

    @Test("a selection that matches no tag chooses no option; labelsHidden drops the label")
    func unmatched() {
        let host = HeadlessHost(Unmatched(), width: 30, height: 2)
        #expect(host.lines[0].hasPrefix("Choice  ▾"))
        #expect(host.lines[1].hasPrefix("▾"))
    }

    @Test("a menu picker: Enter opens its list at the chosen option, the arrows move, Enter picks and closes it")
    func menuByKeys() throws {
        let host = HeadlessHost(FlavorPicker(), width: 40, height: 10)
        host.press(.tab)
        host.press(.return)
        #expect(host.lines[1].hasPrefix("Scoops ╭"), "the list opens under the option")
        #expect(host.lines[2].contains("│   Vanilla    │"))
        #expect(host.lines[3].contains("│ ✓ Chocolate  │"))
        host.press(.downArrow)
        #expect(host.lines[3].contains("✓ Chocolate"), "moving in the list chooses nothing yet")
        host.press(.return)
        #expect(host.lines[0].hasPrefix("Flavor  Strawberry ▾"))
        #expect(host.text.contains("flavor strawberry"))
        #expect(!host.text.contains("✓"), "the list closed")
        #expect(host.renders(of: FlavorReader.self) == 2, "the reader of the value is evaluated")
    }

    @Test("a menu picker by the mouse: a click opens it, a click on an option picks it; Escape closes it unchanged")
    func menuByClicks() throws {
        let host = HeadlessHost(FlavorPicker(), width: 40, height: 10)
        try host.click(on: "2 scoops")
        try host.click(on: "4 scoops")
        #expect(host.text.contains("scoops 4"))
        try host.click(on: "Nuts")
        host.press(.downArrow)
        host.press(.escape)
        #expect(host.text.contains("topping nuts"))
        try host.click(on: "Nuts")
        try host.click(on: "None")
        #expect(host.text.contains("topping none"), "a nil tag chooses nil")
        #expect(host.lines[2].hasPrefix("Topping  None ▾"))
    }

    @Test("a segmented picker: Left and Right choose beside, a click chooses; its parent is not evaluated")
    func segmented() throws {
        let host = HeadlessHost(QuietParent(), width: 30, height: 2)
        // The chosen segment bold on a faint fill of the tint.
        #expect(host.lines[0].hasPrefix(" Small │ Large "))
        #expect(host.styleRuns.contains { $0.text == " Small " && $0.isBold && $0.background != nil })
        host.press(.tab)
        host.press(.rightArrow)
        #expect(host.styleRuns.contains { $0.text == " Large " && $0.isBold })
        #expect(!host.styleRuns.contains { $0.text.contains("Small") && $0.isBold })
        #expect(host.lines[1].hasPrefix("size 2"))
        host.press(.rightArrow)
        #expect(host.lines[1].hasPrefix("size 2"), "no option past the last")
        try host.click(on: "Small")
        #expect(host.lines[1].hasPrefix("size 1"))
        #expect(host.renders(of: QuietParent.self) == 1)
        #expect(host.renders(of: SizeReader.self) == 3)
    }

    @Test("an inline picker lists its options under its label; Up and Down choose, as does a click")
    func inline() throws {
        let host = HeadlessHost(StyledPickers(), width: 40, height: 9)
        #expect(host.lines[1].hasPrefix("Unit"))
        #expect(host.lines[2].hasPrefix("○ Feet"))
        #expect(host.lines[3].hasPrefix("◉ Meters"))
        host.press(.tab)
        host.press(.downArrow)
        #expect(host.lines[4].hasPrefix("◉ Miles"))
        #expect(host.text.contains("unit mi"))
        try host.click(on: "Feet")
        #expect(host.text.contains("unit ft"))
    }

    @Test("a navigationLink picker pushes a screen of its options; picking one goes back")
    func navigationLink() throws {
        let host = HeadlessHost(StyledPickers(), width: 40, height: 9)
        #expect(host.lines[5].hasPrefix("Level  level 3 ›"))
        try host.click(on: "level 3")
        #expect(host.lines[0].hasPrefix("‹ Settings"))
        #expect(host.lines[0].contains("Level"))
        #expect(host.lines[3].hasPrefix("✓ level 3"), "the chosen option ticked")
        host.press(.downArrow)
        host.press(.return)
        #expect(host.lines[0].trimmingCharacters(in: .whitespaces) == "Settings")
        #expect(host.text.contains("level 4"))
        try host.click(on: "level 4")
        try host.click(on: "level 1")
        #expect(host.text.contains("unit m level 1"))
    }
}

import StateKit
import StateKitTesting
import Testing

// Form and its containers: sections with headers and footers, rows standing
// in, labelled rows spread across, Group, GroupBox, LabeledContent,
// ControlGroup and DisclosureGroup; each control a Tab stop, the form not.

struct AccountForm: View {
    @State private var name = "Ada"
    @State private var notifications = true
    @State private var showsAdvanced = false

    var body: some View {
        Form {
            Section("Profile") {
                TextField("Name", text: $name)
                LabeledContent("Plan", value: "Free")
            }
            Section {
                Toggle("Notifications", isOn: $notifications)
            } header: {
                Text("Alerts")
            } footer: {
                Text("Sent at most once a day.")
            }
            Group {
                Text("Loose one")
                Text("Loose two")
            }
            DisclosureGroup("Advanced", isExpanded: $showsAdvanced) {
                Text("Cache: 12 MB")
                Button("Clear cache") {}
            }
        }
    }
}

struct LongForm: View {
    @State private var values = Array(repeating: "", count: 30)
    var body: some View {
        Form {
            ForEach(0..<30) { index in
                TextField("Field \(index)", text: $values[index])
            }
        }
    }
}

struct Boxes: View {
    var body: some View {
        VStack(alignment: .leading) {
            GroupBox("Totals") {
                Text("Sum: 12")
            }
            ControlGroup {
                Button("Cut") {}
                Button("Copy") {}
            }
            LabeledContent("Plan", value: "Free")
            Section("Outside a form") {
                Text("a row")
            }
        }
    }
}

struct Expanding: View {
    @State private var open = false
    var body: some View {
        VStack(alignment: .leading) {
            DisclosureGroup("Details", isExpanded: $open) {
                DetailsView()
            }
            Text(open ? "open" : "closed")
        }
    }
}

struct DetailsView: View {
    var body: some View { Text("the details") }
}

@MainActor
@Suite("Form and its containers")
struct FormTests {
    @Test("sections draw their headers quiet and upper case, lined up with their rows and footers, a line between them")
    func layout() throws {
        let host = HeadlessHost(AccountForm(), width: 40, height: 11)
        #expect(
            host.text == """
                  PROFILE
                  Name Ada
                  Plan                              Free

                  ALERTS
                  Notifications                      ━━●
                  Sent at most once a day.

                  Loose one
                  Loose two
                  ▸ Advanced
                """)
        let runs = host.styleRuns
        #expect(runs.contains { $0.text == "PROFILE" && $0.foreground == .secondary && !$0.isBold })
        #expect(runs.contains { $0.text == "Sent at most once a day." && $0.foreground == .secondary })
        #expect(runs.contains { $0.text == "Free" && $0.foreground == .secondary })
    }

    @Test("each control is a Tab stop and the form is not; Tab brings a control out of view into it")
    func tabStops() throws {
        let host = HeadlessHost(LongForm(), width: 30, height: 8)
        #expect(host.lines[0].hasPrefix("  Field 0"))
        host.press(.tab)
        host.type("a")
        // The values in a column after the longest label, "Field 19".
        #expect(host.lines[0].hasPrefix("  Field 0  a"), "the first Tab reaches the first field, not the form")
        for _ in 0..<12 { host.press(.tab) }
        host.type("z")
        #expect(host.text.contains("Field 12 z"), "the form scrolled to the field Tab reached")
        #expect(!host.text.contains("Field 0  a"))
        host.press(.tab, modifiers: .shift)
        host.type("y")
        #expect(host.text.contains("Field 11 y"))
        for _ in 0..<11 { host.press(.tab, modifiers: .shift) }
        #expect(host.lines[0].hasPrefix("  Field 0  a"), "and back up")
    }

    @Test(
        "a click on the label of a disclosure group, or Enter on it, opens and closes it; its content is made when open"
    )
    func disclosure() throws {
        let host = HeadlessHost(Expanding(), width: 30, height: 4)
        #expect(host.lines[0].hasPrefix("▸ Details"))
        #expect(host.renders(of: DetailsView.self) == 0)
        try host.click(on: "Details")
        #expect(host.lines[0].hasPrefix("▾ Details"))
        #expect(host.lines[1].hasPrefix("  the details"))
        #expect(host.lines[2].hasPrefix("open"))
        #expect(host.renders(of: DetailsView.self) == 1)
        host.press(.tab)
        host.press(.return)
        #expect(host.lines[0].hasPrefix("▸ Details"))
        #expect(host.lines[1].hasPrefix("closed"))
        host.press(.space)
        #expect(host.lines[1].hasPrefix("  the details"))
    }

    @Test("GroupBox draws a border titled by its label; ControlGroup a row; Section and LabeledContent outside a form")
    func containersOutsideAForm() {
        let host = HeadlessHost(Boxes(), width: 30, height: 7)
        #expect(
            host.text == """
                ╭ Totals ─╮
                │ Sum: 12 │
                ╰─────────╯
                 Cut   Copy
                Plan  Free
                Outside a form
                a row
                """)
    }
}

@Observable
final class FormEntryModel {
    var text = ""
}

struct TwoHundredFields: View {
    let entries = (0..<200).map { _ in FormEntryModel() }

    var body: some View {
        Form {
            Section("Reader") {
                EntryReader(entry: entries[0])
            }
            Section("Fields") {
                ForEach(entries.indices, id: \.self) { index in
                    EntryField(index: index, entry: entries[index])
                }
            }
        }
    }
}

struct EntryField: View {
    let index: Int
    @Bindable var entry: FormEntryModel
    var body: some View { TextField("Field \(index)", text: $entry.text) }
}

struct EntryReader: View {
    let entry: FormEntryModel
    var body: some View { Text("first: \(entry.text)") }
}

@MainActor
@Suite("A long form's cost")
struct LongFormCostTests {
    @Test("typing in one field of a form of 200 evaluates that field and the readers of its value, nothing else")
    func typingCost() throws {
        let host = HeadlessHost(TwoHundredFields(), width: 40, height: 10)
        try host.click(on: "Field 0")
        let before = host.evaluations
        host.type("abc")
        // The field is StateKit's own node, reading its binding: of the
        // app's bodies, only the reader's is evaluated, once a key.
        #expect(host.evaluations - before == 3)
        #expect(host.renders(of: EntryReader.self) == 4)
        #expect(host.renders(of: EntryField.self) == 200, "each field's row once, at the start")
        #expect(host.renders(of: TwoHundredFields.self) == 1)
        // A field no view reads: the field alone.
        for _ in 0..<150 { host.press(.tab) }
        let far = host.evaluations
        host.type("xyz")
        #expect(host.evaluations - far == 0, "no body of the app's reads it")
        #expect(host.text.contains("Field 150 xyz"), "Tab scrolled the form to the 151st field")
        #expect(host.renders(of: TwoHundredFields.self) == 1)
    }
}

/// A row whose own state makes its body a section or a plain row: its button flips it.
struct SwitchingSectionRow: View {
    @State var isSection: Bool
    var body: some View {
        if isSection {
            Section("Extra") { flip }
        } else {
            flip
        }
    }

    private var flip: some View {
        Button("Flip") { isSection.toggle() }
    }
}

/// A row whose body is another view, the one that switches.
struct WrappingRow: View {
    let startsAsSection: Bool
    var body: some View { SwitchingSectionRow(isSection: startsAsSection) }
}

struct FormWithSwitchingRow: View {
    let startsAsSection: Bool
    var wrapped = false
    var body: some View {
        Form {
            Text("Top")
            if wrapped {
                WrappingRow(startsAsSection: startsAsSection)
            } else {
                SwitchingSectionRow(isSection: startsAsSection)
            }
            Text("Bottom")
        }
    }
}

@MainActor
@Suite("A row that becomes a section")
struct SwitchingSectionTests {
    @Test("a row whose body becomes a section, or stops being one, is grouped as one made so from the start")
    func regrouped() throws {
        let plain = HeadlessHost(FormWithSwitchingRow(startsAsSection: false), width: 30, height: 10)
        let sectioned = HeadlessHost(FormWithSwitchingRow(startsAsSection: true), width: 30, height: 10)
        // A row view whose body is a section stands apart, under its header,
        // from the first frame.
        #expect(Array(sectioned.lines.prefix(6)) == ["  Top", "", "  EXTRA", "  Flip", "", "  Bottom"].map(padded))
        #expect(Array(plain.lines.prefix(3)) == ["  Top", "  Flip", "  Bottom"].map(padded))
        let startLines = plain.lines
        try plain.click(on: "Flip")
        #expect(plain.lines == sectioned.lines)
        try plain.click(on: "Flip")
        #expect(plain.lines == startLines)
        // The form groups its rows again; of the app's bodies, the row's alone
        // is evaluated, once a click.
        #expect(plain.renders(of: SwitchingSectionRow.self) == 3)
        #expect(plain.renders(of: FormWithSwitchingRow.self) == 1)
        #expect(sectioned.renders(of: FormWithSwitchingRow.self) == 1)
        #expect(sectioned.renders(of: SwitchingSectionRow.self) == 1)
    }

    @Test("so is a row whose body is the view that switches")
    func regroupedThroughAView() throws {
        let plain = HeadlessHost(FormWithSwitchingRow(startsAsSection: false, wrapped: true), width: 30, height: 10)
        let sectioned = HeadlessHost(FormWithSwitchingRow(startsAsSection: true, wrapped: true), width: 30, height: 10)
        #expect(Array(sectioned.lines.prefix(6)) == ["  Top", "", "  EXTRA", "  Flip", "", "  Bottom"].map(padded))
        #expect(Array(plain.lines.prefix(3)) == ["  Top", "  Flip", "  Bottom"].map(padded))
        try plain.click(on: "Flip")
        #expect(plain.lines == sectioned.lines)
        #expect(plain.renders(of: WrappingRow.self) == 1)
        #expect(plain.renders(of: FormWithSwitchingRow.self) == 1)
    }

    private func padded(_ line: String) -> String { line.padding(toLength: 30, withPad: " ", startingAt: 0) }
}

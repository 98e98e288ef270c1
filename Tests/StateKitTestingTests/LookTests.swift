import SnapshotTesting
import StateKit
import StateKitTesting
import Testing

// The look: controls drawn as iOS draws them, in cells, in every colour mode
// a terminal has, on dark and light backgrounds; without colour, what the
// colour said comes back as brackets and attributes.

/// One of each control, and text in each role.
private struct ControlGallery: View {
    @State private var name = ""
    @State private var password = "secret"
    @State private var isBold = true
    @State private var size = "M"

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            Text("Primary")
            Text("Secondary").foregroundStyle(.secondary)
            Text("Tertiary").foregroundStyle(.tertiary)
            HStack(spacing: 1) {
                Button("Plain") {}
                Button("Bordered") {}.buttonStyle(.bordered)
                Button("Prominent") {}.buttonStyle(.borderedProminent)
                Button("Delete", role: .destructive) {}
            }
            HStack(spacing: 1) {
                Toggle("Bold", isOn: $isBold).toggleStyle(.button)
                Picker("Size", selection: $size) {
                    ForEach(["S", "M", "L"], id: \.self) { Text($0) }
                }
                .pickerStyle(.segmented)
            }
            TextField("Name", text: $name, prompt: Text("Your name"))
            TextField("Search", text: $name).textFieldStyle(.roundedBorder)
            SecureField("Password", text: $password)
            Divider()
        }
    }
}

/// A navigation stack's list of links, as a contacts app has.
private struct LinkList: View {
    var body: some View {
        NavigationStack {
            List {
                NavigationLink("Ada Lovelace", value: 1)
                NavigationLink("Grace Hopper", value: 2)
            }
            .navigationDestination(for: Int.self) { Text("Contact \($0)") }
        }
    }
}

/// A grouped form in a stack, as a settings screen has, with an alert up.
private struct FormGallery: View {
    @State private var name = "Ada"
    @State private var nickname = ""
    @State private var notifies = true
    @State private var reminders = 2
    @State var asks = true

    var body: some View {
        NavigationStack {
            Form {
                Section {
                    TextField("Name", text: $name)
                    TextField("Nickname", text: $nickname, prompt: Text("None"))
                    Toggle("Notifications", isOn: $notifies)
                    Stepper("Reminders: \(reminders)", value: $reminders)
                    NavigationLink("Language", value: 1)
                } header: {
                    Text("Profile")
                } footer: {
                    Text("Seen by your contacts.")
                }
            }
            .navigationTitle("Settings")
            .navigationDestination(for: Int.self) { Text("Choice \($0)") }
            .alert("Delete all?", isPresented: $asks) {
                Button("Cancel", role: .cancel) {}
                Button("Delete", role: .destructive) {}
            } message: {
                Text("This cannot be undone.")
            }
        }
    }
}

/// A terminal's colour mode and background, as a snapshot's name.
struct ScreenMode: Sendable, CustomTestStringConvertible {
    let colors: TerminalColors
    let scheme: ColorScheme

    var name: String {
        let depth =
            switch colors {
            case .trueColor: "true-colour"
            case .xterm256: "256"
            case .eight: "8"
            case .none: "no-colour"
            }
        return depth + (scheme == .dark ? "-dark" : "-light")
    }

    var testDescription: String { name }
    var hasColor: Bool { if case .none = colors { false } else { true } }

    static let all: [ScreenMode] = [TerminalColors.trueColor, .xterm256, .eight, .none].flatMap { colors in
        [ColorScheme.dark, .light].map { ScreenMode(colors: colors, scheme: $0) }
    }
}

@MainActor
@Suite("The look of controls, in every colour mode")
struct LookTests {
    private func gallery(_ mode: ScreenMode) -> HeadlessHost {
        HeadlessHost(ControlGallery(), width: 60, height: 11, colors: mode.colors, colorScheme: mode.scheme)
    }

    /// The look of the first run showing `text`: its attributes and colours.
    private func look(of text: String, in host: HeadlessHost) -> String {
        host.styleRuns.first { $0.text.contains(text) }.map { "\($0)".components(separatedBy: ": ").last ?? "" }
            ?? "plain"
    }

    @Test("every control, recorded in each colour mode on dark and light", arguments: ScreenMode.all)
    func snapshots(_ mode: ScreenMode) {
        assertSnapshot(of: gallery(mode), as: .terminal, named: mode.name, testName: "gallery")
    }

    @Test("a form and an alert over it, recorded in each colour mode on dark and light", arguments: ScreenMode.all)
    func formSnapshots(_ mode: ScreenMode) {
        let host = HeadlessHost(FormGallery(), width: 50, height: 14, colors: mode.colors, colorScheme: mode.scheme)
        assertSnapshot(of: host, as: .terminal, named: mode.name, testName: "form")
    }

    @Test(
        "a form's header is quiet and upper case, its values in a column, its link a row with a chevron; the alert is rounded, its title bold, Delete red (bold without colour), Cancel last",
        arguments: ScreenMode.all)
    func formAndAlert(_ mode: ScreenMode) throws {
        let form = HeadlessHost(
            FormGallery(asks: false), width: 50, height: 14, colors: mode.colors, colorScheme: mode.scheme)
        let header = try #require(form.styleRuns.first { $0.text == "PROFILE" })
        #expect(!header.isBold && (mode.hasColor && !mode.colors.isEight ? header.foreground != nil : header.isDim))
        #expect(form.lines.contains { $0.hasPrefix("  Name     Ada") })
        #expect(form.lines.contains { $0.hasPrefix("  Nickname None") })
        #expect(form.lines.contains { $0.hasPrefix("  Notifications") && $0.hasSuffix("━━●") })
        #expect(form.lines.contains { $0.hasPrefix("  Language") && $0.hasSuffix("›") })
        let host = HeadlessHost(FormGallery(), width: 50, height: 14, colors: mode.colors, colorScheme: mode.scheme)
        #expect(host.lines.contains { $0.contains("╭") && $0.contains("╮") })
        #expect(host.lines.contains { $0.contains("╰") && $0.contains("╯") })
        let title = try #require(host.styleRuns.first { $0.text.contains("Delete all?") })
        #expect(title.isBold)
        let buttons = try #require(host.lines.first { $0.contains("Delete") && $0.contains("Cancel") })
        let delete = try #require(buttons.range(of: "Delete"))
        let cancel = try #require(buttons.range(of: "Cancel"))
        #expect(delete.lowerBound < cancel.lowerBound, "the cancel button last")
        let deleteRun = try #require(host.styleRuns.first { $0.text == "Delete" || $0.text.contains("[ Delete ]") })
        if mode.hasColor {
            #expect(deleteRun.foreground != nil && !buttons.contains("["))
        } else {
            #expect(deleteRun.isBold && buttons.contains("[ Delete ]") && buttons.contains("[ Cancel ]"))
        }
    }

    @Test("buttons are their titles in the tint with colour, in brackets without", arguments: ScreenMode.all)
    func buttons(_ mode: ScreenMode) throws {
        let host = gallery(mode)
        let row = try #require(host.lines.first { $0.contains("Plain") })
        if mode.hasColor {
            #expect(!row.contains("["))
            #expect(row.hasPrefix(" Plain   Bordered   Prominent   Delete "))
            let plain = try #require(host.styleRuns.first { $0.text.contains("Plain") })
            #expect(plain.foreground != nil && plain.background == nil)
            let bordered = try #require(host.styleRuns.first { $0.text.contains("Bordered") })
            #expect(bordered.background != nil && bordered.foreground != nil)
            let prominent = try #require(host.styleRuns.first { $0.text.contains("Prominent") })
            #expect(prominent.isBold && prominent.background != nil)
            let delete = try #require(host.styleRuns.first { $0.text.contains("Delete") })
            #expect(delete.foreground != plain.foreground && delete.foreground != nil)
        } else {
            #expect(row.hasPrefix("[ Plain ] [ Bordered ] [ Prominent ] [ Delete ]"))
            #expect(host.styleRuns.allSatisfy { $0.foreground == nil && $0.background == nil })
            #expect(host.styleRuns.contains { $0.text.contains("Prominent") && $0.isBold })
            #expect(host.styleRuns.contains { $0.text.contains("Delete") && $0.isBold })
        }
    }

    @Test(
        "a button toggle that is on, and a segment chosen, stand out with colour; brackets say it without",
        arguments: ScreenMode.all)
    func toggleAndSegments(_ mode: ScreenMode) throws {
        let host = gallery(mode)
        let row = try #require(host.lines.first { $0.contains("Bold") })
        let bold = try #require(host.styleRuns.first { $0.text.contains("Bold") })
        let chosen = try #require(host.styleRuns.first { $0.text.contains("M") && $0.isBold })
        if mode.hasColor {
            #expect(row.hasPrefix(" Bold   S │ M │ L "))
            #expect(bold.isBold && bold.background != nil)
            #expect(chosen.background != nil)
        } else {
            #expect(row.hasPrefix("[✓ Bold ]  S │[M]│ L "))
            #expect(bold.isBold && bold.background == nil)
        }
    }

    @Test("primary, secondary and tertiary text read apart in every mode", arguments: ScreenMode.all)
    func textRoles(_ mode: ScreenMode) {
        let host = gallery(mode)
        let looks = ["Primary", "Secondary", "Tertiary"].map { look(of: $0, in: host) }
        #expect(Set(looks).count == 3, "\(looks)")
        #expect(looks[0] == "plain")
        if !mode.hasColor || mode.colors.isEight {
            // No grey to draw: attributes say it.
            #expect(looks[1] == "dim")
            #expect(looks[2] == "dim, italic")
        }
    }

    @Test(
        "a field shows no underscores; its placeholder is secondary; a secure one shows bullets",
        arguments: ScreenMode.all)
    func fields(_ mode: ScreenMode) throws {
        let host = gallery(mode)
        #expect(!host.text.contains("__"))
        #expect(host.text.contains("Password ••••••"))
        let placeholder = try #require(host.styleRuns.first { $0.text.contains("Your name") })
        if mode.hasColor && !mode.colors.isEight {
            #expect(placeholder.foreground != nil && !placeholder.isDim)
        } else {
            #expect(placeholder.isDim && placeholder.foreground == nil)
        }
        // The bordered style's rounded box, in the separator's grey.
        #expect(host.lines.contains { $0.hasPrefix("╭") && $0.contains("╮") })
        #expect(host.lines.contains { $0.hasPrefix("│ Search") })
        #expect(host.lines.contains { $0.hasPrefix("╰") && $0.contains("╯") })
    }

    @Test(
        "a focused field's room is a faint fill of the tint, or underlined without colour; no body is evaluated",
        arguments: ScreenMode.all)
    func focusedField(_ mode: ScreenMode) throws {
        let host = gallery(mode)
        let evaluations = host.evaluations
        try host.click(on: "Your name")
        #expect(host.evaluations == evaluations)
        let row = try #require(host.lines.firstIndex { $0.hasPrefix("Name") })
        let room = host.styleRuns.filter { $0.row == row && $0.columns.lowerBound >= 5 }
        #expect(!room.isEmpty)
        #expect(room.allSatisfy { !$0.isReversed })
        if mode.hasColor {
            #expect(room.allSatisfy { $0.background != nil })
        } else {
            #expect(room.allSatisfy { $0.isUnderlined && $0.background == nil })
        }
        #expect(room.map(\.columns.upperBound).max() == 59)
    }

    @Test("a focused button is reversed in every mode, its blanks or brackets too", arguments: ScreenMode.all)
    func focusedButton(_ mode: ScreenMode) throws {
        let host = gallery(mode)
        host.press(.tab)
        let plain = try #require(host.styleRuns.first { $0.text.contains("Plain") })
        #expect(plain.isReversed)
        #expect(plain.text == (mode.hasColor ? " Plain " : "[ Plain ]"))
    }

    @Test("the line between sections is a quiet grey, dim without one", arguments: ScreenMode.all)
    func separator(_ mode: ScreenMode) throws {
        let host = gallery(mode)
        let line = try #require(host.styleRuns.first { $0.text.hasPrefix("────") })
        if mode.hasColor && !mode.colors.isEight {
            #expect(line.foreground != nil && !line.isDim)
        } else {
            #expect(line.isDim && line.foreground == nil)
        }
    }

    @Test("a list's link is its title with a chevron at the row's end, never in brackets", arguments: ScreenMode.all)
    func linkRows(_ mode: ScreenMode) throws {
        let host = HeadlessHost(LinkList(), width: 40, height: 6, colors: mode.colors, colorScheme: mode.scheme)
        let row = try #require(host.lines.first { $0.contains("Ada Lovelace") })
        #expect(row == " Ada Lovelace" + String(repeating: " ", count: 25) + "› ")
        #expect(!host.text.contains("["))
        // The separator stands in as the rows' text does.
        let separator = try #require(host.lines.first { $0.contains("─") })
        #expect(separator == " " + String(repeating: "─", count: 38) + " ")
        try host.click(on: "Grace Hopper")
        #expect(host.text.contains("Contact 2"))
    }
}

extension TerminalColors {
    fileprivate var isEight: Bool { if case .eight = self { true } else { false } }
}

/// A sheet presented from a form's row: its content is a screen of its own.
private struct SheetFromForm: View {
    @State private var shows = true
    @State private var isPrivate = false

    var body: some View {
        Form {
            Button("New") { shows = true }
                .sheet(isPresented: $shows) {
                    Toggle("Private", isOn: $isPrivate)
                }
        }
    }
}

/// A section whose second field comes and goes.
private struct ShrinkingSection: View {
    @State private var showsCompany = true
    @State private var name = "Ada"
    @State private var company = ""

    var body: some View {
        Form {
            Section {
                TextField("Name", text: $name)
                if showsCompany { TextField("Company name", text: $company) }
                Button("Hide company") { showsCompany = false }
            }
        }
    }
}

@MainActor
@Suite("The look beyond its first screen")
struct LookFollowsTests {
    @Test("a sheet presented from a form's row is no row: its toggle is a check box, not a form's switch")
    func sheetFromAForm() {
        let host = HeadlessHost(SheetFromForm(), width: 40, height: 10)
        #expect(host.text.contains("[ ] Private"))
        #expect(!host.text.contains("○──"))
    }

    @Test("a field left alone in its section gives up the column the others made")
    func columnFollowsTheFields() throws {
        let host = HeadlessHost(ShrinkingSection(), width: 40, height: 6)
        #expect(host.lines[0].hasPrefix("  Name         Ada"))
        try host.click(on: "Hide company")
        #expect(host.lines[0].hasPrefix("  Name Ada"))
    }

    @Test("a faint fill is mixed with the terminal's background, whatever preferredColorScheme says")
    func fillsFollowTheScreen() throws {
        func fill(_ view: some View) throws -> Color? {
            let host = HeadlessHost(view, width: 30, height: 2)
            try host.click(on: "Name")
            return host.styleRuns.first { $0.row == 0 && $0.background != nil }?.background
        }
        let field = TextField("Name", text: .constant(""))
        let onDark = try fill(field)
        #expect(onDark != nil)
        #expect(try fill(field.preferredColorScheme(.light)) == onDark)
    }
}

/// An app's own line in the separator's colour, and a long field label.
private struct SeparatorAndLongLabel: View {
    @State private var value = ""
    let label: String

    var body: some View {
        Form {
            Text("────").foregroundStyle(.separator)
            TextField(label, text: $value)
            TextField("B", text: $value)
        }
    }
}

@MainActor
@Suite("The separator's colour in an app's code, and a label of 100,000 characters")
struct SeparatorStyleTests {
    @Test("foregroundStyle(.separator) draws the quiet grey on a dark or light background, dim without colour")
    func separatorStyle() throws {
        let dark = HeadlessHost(SeparatorAndLongLabel(label: "A"), width: 30, height: 4)
        let light = HeadlessHost(SeparatorAndLongLabel(label: "A"), width: 30, height: 4, colorScheme: .light)
        let none = HeadlessHost(SeparatorAndLongLabel(label: "A"), width: 30, height: 4, colors: .none)
        let onDark = try #require(dark.styleRuns.first { $0.text == "────" })
        let onLight = try #require(light.styleRuns.first { $0.text == "────" })
        #expect(onDark.foreground != nil && onLight.foreground != nil && onDark.foreground != onLight.foreground)
        #expect(none.styleRuns.contains { $0.text == "────" && $0.isDim && $0.foreground == nil })
    }

    @Test("a label of 100,000 characters without a space, control characters in it, lines up and draws in its room")
    func longLabel() throws {
        let label = String(repeating: "x\u{7}", count: 50_000)
        let host = HeadlessHost(SeparatorAndLongLabel(label: label), width: 30, height: 4)
        #expect(host.lines.count == 4 && host.lines.allSatisfy { $0.count == 30 })
        // Too long to make a column: the other field keeps its value beside
        // its own label.
        try host.click(on: "B")
        host.type("typed")
        #expect(host.lines.contains { $0.hasPrefix("  B typed") })
    }
}

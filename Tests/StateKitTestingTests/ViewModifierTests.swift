import StateKit
import StateKitTesting
import Testing

// An app's own ViewModifier: `.modifier(_:)` wraps the view in the
// modifier's body, which may hold state and read the environment; the view
// inside keeps its own state and is not evaluated again when only the
// modifier's state changes.

struct Headline: ViewModifier {
    func body(content: Content) -> some View {
        content
            .bold()
            .padding(.leading, 16)
    }
}

extension View {
    func headline() -> some View { modifier(Headline()) }
}

struct Collapsible: ViewModifier {
    let title: String
    @State private var isOpen = true

    func body(content: Content) -> some View {
        VStack(alignment: .leading) {
            Button("\(isOpen ? "Hide" : "Show") \(title)") { isOpen.toggle() }
            if isOpen { content }
        }
    }
}

struct Tally: View {
    @State private var count = 0
    var body: some View {
        Button("Count \(count)") { count += 1 }
    }
}

struct ModifiedScreen: View {
    var body: some View {
        VStack(alignment: .leading) {
            Text("Title").headline()
            Tally().modifier(Collapsible(title: "tally"))
            Text("as is").modifier(EmptyModifier())
            ModifiedContent(content: Text("spelled out"), modifier: Headline())
        }
    }
}

struct Flagged: ViewModifier {
    @State private var isFlagged = false
    func body(content: Content) -> some View {
        HStack {
            content
            Button(isFlagged ? "Flagged" : "Flag") { isFlagged.toggle() }
        }
    }
}

struct SchemeTag: ViewModifier {
    @Environment(\.colorScheme) private var scheme
    func body(content: Content) -> some View {
        HStack {
            content
            Text(scheme == .dark ? "(dark)" : "(light)")
        }
    }
}

@MainActor
@Suite("ViewModifier")
struct ViewModifierTests {
    @Test("a modifier's body wraps the view: attributes and padding apply, EmptyModifier changes nothing")
    func stylingModifier() {
        let host = HeadlessHost(ModifiedScreen(), width: 30, height: 6)
        #expect(host.lines[0].hasPrefix("  Title "))
        #expect(host.styleRuns.contains { $0.text == "Title" && $0.isBold && $0.row == 0 })
        #expect(host.lines[3].hasPrefix("as is "))
        #expect(host.lines[4].hasPrefix("  spelled out "))
        #expect(host.styleRuns.contains { $0.text == "spelled out" && $0.isBold })
        #expect(!host.styleRuns.contains { $0.text.contains("as is") })
    }

    @Test("a modifier keeps @State of its own; the view inside keeps its own across it")
    func statefulModifier() throws {
        let host = HeadlessHost(ModifiedScreen(), width: 30, height: 6)
        try host.click(on: "Count 0")
        try host.click(on: "Count 1")
        #expect(host.text.contains("Count 2"))
        try host.click(on: "Hide tally")
        #expect(!host.text.contains("Count"))
        #expect(host.text.contains("Show tally"))
        try host.click(on: "Show tally")
        #expect(host.text.contains("Count 0"), "the view left the tree with the modifier's if, as in SwiftUI")
        #expect(host.renders(of: Tally.self) == 1)
    }

    @Test("render counts name the modifier; its state changing evaluates it, not the screen")
    func countsAndNames() throws {
        let host = HeadlessHost(ModifiedScreen(), width: 30, height: 6)
        let names = host.renderCounts.map(\.view)
        #expect(names.contains("Collapsible"))
        #expect(names.contains("Headline"))
        try host.click(on: "Hide tally")
        #expect(host.reasons == ["Collapsible: @State isOpen changed"])
        #expect(host.renders(of: ModifiedScreen.self) == 1)
    }

    @Test("the view inside is not evaluated again when the modifier's body is; the environment reaches the modifier")
    func contentNotReevaluated() throws {
        let host = HeadlessHost(Tally().modifier(SchemeTag()).modifier(Flagged()), width: 40, height: 4)
        #expect(host.text.contains(" Count 0  (dark)  Flag"))
        try host.click(on: "Count 0")
        #expect(host.renders(of: Tally.self) == 2)
        try host.click(on: "Flag")
        #expect(host.text.contains(" Flagged"))
        #expect(host.text.contains("Count 1"))
        #expect(host.renders(of: Tally.self) == 2, "the modifier's state is not the view's")
        #expect(host.reasons == ["Flagged: @State isFlagged changed"])
    }
}

import StateKit
import StateKitTesting
import Testing

// SwiftUI's idiom for editable rows: `ForEach($items) { $item in … }` and
// `List($items) { $item in … }`, with an `@Observable` store and with `@State`.

/// Where the binding rows live.
enum BindingRowsShape: String, CaseIterable, Sendable {
    case forEach, forEachWithID, list, listWithID
}

struct BoundChoresView: View {
    @Environment(Chores.self) var chores
    let shape: BindingRowsShape

    var body: some View {
        @Bindable var chores = chores
        VStack(alignment: .leading) {
            Button("Clear done") { chores.items.removeAll { $0.isDone } }
            Button("Reverse") { chores.items.reverse() }
            switch shape {
            case .forEach:
                ForEach($chores.items) { $item in Toggle(item.title, isOn: $item.isDone) }
            case .forEachWithID:
                ForEach($chores.items, id: \.title) { $item in Toggle(item.title, isOn: $item.isDone) }
            case .list:
                List($chores.items) { $item in Toggle(item.title, isOn: $item.isDone) }
            case .listWithID:
                List($chores.items, id: \.title) { $item in Toggle(item.title, isOn: $item.isDone) }
            }
        }
    }
}

/// Rows with `@State` of their own, over an array in `@State`.
struct NumberedNotesView: View {
    @State private var notes = [Note(text: "one"), Note(text: "two"), Note(text: "three")]

    var body: some View {
        VStack(alignment: .leading) {
            Button("Drop first") { notes.removeFirst() }
            ForEach($notes) { $note in NoteRow(note: $note) }
        }
    }
}

struct Note: Identifiable {
    let id = UUID()
    var text: String
}

struct NoteRow: View {
    @Binding var note: Note
    @State private var presses = 0

    var body: some View {
        HStack {
            Text(note.text)
            Button("Louder \(note.text.lowercased()) \(presses)") {
                presses += 1
                note.text = note.text.uppercased()
            }
        }
    }
}

/// Keeps the bindings its rows were given, to use them after their element is gone.
@MainActor
final class KeptBindings {
    var byTitle: [String: Binding<Chore>] = [:]

    func keep(_ binding: Binding<Chore>) {
        byTitle[binding.wrappedValue.title] = binding
    }
}

struct KeepingRowsView: View {
    @Environment(Chores.self) var chores
    let kept: KeptBindings

    var body: some View {
        @Bindable var chores = chores
        ForEach($chores.items) { $item in
            let _ = kept.keep($item)
            Text(item.title)
        }
    }
}

@MainActor
@Suite("ForEach($items) and List($items): a binding per row, by identity")
struct BindingRowsTests {
    static let titles = ["Alpha", "Bravo", "Charlie"]

    func host(_ shape: BindingRowsShape) -> (HeadlessHost, Chores) {
        let chores = Chores(Self.titles)
        return (HeadlessHost(BoundChoresView(shape: shape).environment(chores), width: 40, height: 14), chores)
    }

    @Test("a click on a row's toggle writes that element, drawn checked", arguments: BindingRowsShape.allCases)
    func toggleWritesItsElement(shape: BindingRowsShape) throws {
        let (host, chores) = host(shape)
        #expect(host.text.contains("[ ] Bravo"))
        try host.click(on: "Bravo")
        #expect(chores.items.map(\.isDone) == [false, true, false])
        #expect(host.text.contains("[x] Bravo"))
        #expect(host.text.contains("[ ] Alpha"))
    }

    @Test(
        "removing any item, or all, leaves every other row its own element",
        arguments: BindingRowsShape.allCases, [[0], [1], [2], [0, 1, 2]])
    func removal(shape: BindingRowsShape, done: [Int]) throws {
        let (host, chores) = host(shape)
        for index in done { chores.items[index].isDone = true }
        try host.click(on: "Clear done")
        let remaining = Self.titles.indices.filter { !done.contains($0) }.map { Self.titles[$0] }
        #expect(chores.items.map(\.title) == remaining)
        for title in Self.titles {
            #expect(host.text.contains(title) == remaining.contains(title))
        }
        // The rows left still write their own element.
        if let last = remaining.last {
            try host.click(on: last)
            #expect(chores.items.last?.isDone == true)
            #expect(chores.items.dropLast().allSatisfy { !$0.isDone })
        }
    }

    @Test("after a reorder, a row's toggle writes the element it shows", arguments: BindingRowsShape.allCases)
    func reorder(shape: BindingRowsShape) throws {
        let (host, chores) = host(shape)
        try host.click(on: "Reverse")
        #expect(chores.items.map(\.title) == ["Charlie", "Bravo", "Alpha"])
        try host.click(on: "Alpha")
        #expect(chores.items.map(\.isDone) == [false, false, true])
        #expect(host.text.contains("[x] Alpha"))
    }

    @Test("a row's @State stays with its element when an element before it goes")
    func stateFollowsTheElement() throws {
        let host = HeadlessHost(NumberedNotesView(), width: 40, height: 8)
        try host.click(on: "Louder two 0")
        #expect(host.text.contains("TWO"))
        #expect(host.text.contains("Louder two 1"))
        let before = host.evaluations
        try host.click(on: "Drop first")
        // The parent and the two rows left, which read the array through their
        // bindings; the row dropped is destroyed without an evaluation.
        #expect(host.evaluations - before == 3)
        #expect(!host.text.contains("one"))
        // "TWO" is first now, and its row kept its count.
        #expect(host.lines.first { $0.contains("TWO") }?.contains("Louder two 1") == true)
        #expect(host.lines.first { $0.contains("three") }?.contains("Louder three 0") == true)
    }

    @Test("a binding whose element is gone reads its last value and writes nothing")
    func bindingToAGoneElement() throws {
        let chores = Chores(Self.titles)
        let kept = KeptBindings()
        let host = HeadlessHost(KeepingRowsView(kept: kept).environment(chores), width: 40, height: 6)
        let bravo = try #require(kept.byTitle["Bravo"])
        chores.items.remove(at: 1)
        host.advanceClock(by: .zero)
        #expect(!host.text.contains("Bravo"))
        #expect(bravo.wrappedValue.title == "Bravo")
        bravo.wrappedValue.isDone = true
        #expect(chores.items.map(\.title) == ["Alpha", "Charlie"])
        #expect(chores.items.allSatisfy { !$0.isDone })
        // One still there follows its element wherever it moves.
        let charlie = try #require(kept.byTitle["Charlie"])
        chores.items.insert(Chore(title: "Zulu"), at: 0)
        charlie.wrappedValue.isDone = true
        #expect(chores.items.map(\.isDone) == [false, false, true])
    }
}

struct FilteredBindings: View {
    @State private var items = (1...4).map { BoundItem(id: $0, title: "item \($0)") }

    var body: some View {
        VStack(alignment: .leading) {
            ForEach($items.filter { $0.wrappedValue.id % 2 == 0 }) { $item in
                Toggle(item.title, isOn: $item.isDone)
            }
            Text("done \(items.filter(\.isDone).map { String($0.id) }.joined(separator: ","))")
        }
    }
}

struct BoundItem: Identifiable {
    let id: Int
    var title: String
    var isDone = false
}

@MainActor
@Suite("A binding to a collection is a collection of bindings")
struct BindingCollectionTests {
    @Test("$items.filter gives bindings to the elements that pass; writing one writes the collection")
    func filtered() throws {
        let host = HeadlessHost(FilteredBindings(), width: 30, height: 3)
        #expect(host.lines[0].hasPrefix("[ ] item 2"))
        #expect(host.lines[1].hasPrefix("[ ] item 4"))
        try host.click(on: "item 4")
        #expect(host.text.contains("done 4"))
    }
}

import StateKit
import StateKitTesting
import Testing

// Rows that reach their data by index, the usual way around binding
// collections: removing items must never evaluate a row whose index is gone.

@Observable
final class Chores {
    var items: [Chore]

    init(_ titles: [String]) {
        items = titles.map { Chore(title: $0) }
    }
}

struct Chore: Identifiable {
    let id = UUID()
    var title: String
    var isDone = false
}

/// Where the rows live: a lazy `List` or a plain `VStack`.
enum RowContainer: String, CaseIterable, Sendable {
    case list, stack
}

struct IndexedChoresView: View {
    @Environment(Chores.self) var chores
    let container: RowContainer

    var body: some View {
        @Bindable var chores = chores
        VStack(alignment: .leading) {
            Button("Clear done") { chores.items.removeAll { $0.isDone } }
            switch container {
            case .list:
                List {
                    ForEach(chores.items.indices, id: \.self) { index in
                        Toggle(chores.items[index].title, isOn: $chores.items[index].isDone)
                    }
                }
            case .stack:
                VStack(alignment: .leading) {
                    ForEach(chores.items.indices, id: \.self) { index in
                        Toggle(chores.items[index].title, isOn: $chores.items[index].isDone)
                    }
                }
            }
        }
    }
}

/// A row of its own, reaching its item by index.
struct ChoreRow: View {
    @Environment(Chores.self) var chores
    let index: Int

    var body: some View {
        @Bindable var chores = chores
        Toggle(chores.items[index].title, isOn: $chores.items[index].isDone)
    }
}

struct ChoreRowsView: View {
    @Environment(Chores.self) var chores
    let container: RowContainer

    var body: some View {
        VStack(alignment: .leading) {
            Button("Clear done") { chores.items.removeAll { $0.isDone } }
            switch container {
            case .list:
                List(chores.items.indices, id: \.self) { ChoreRow(index: $0) }
            case .stack:
                ForEach(chores.items.indices, id: \.self) { ChoreRow(index: $0) }
            }
        }
    }
}

@MainActor
@Suite("Rows reached by index survive their data's removal")
struct RowRemovalTests {
    static let titles = ["Alpha", "Bravo", "Charlie"]

    /// Marks `done` (positions) as done, presses Clear done, returns the host.
    func cleared(_ done: [Int], in container: RowContainer) throws -> HeadlessHost {
        let chores = Chores(Self.titles)
        let host = HeadlessHost(IndexedChoresView(container: container).environment(chores), width: 40, height: 12)
        for index in done { chores.items[index].isDone = true }
        try host.click(on: "Clear done")
        return host
    }

    @Test("removing the first, a middle or the last item", arguments: RowContainer.allCases, [0, 1, 2])
    func removeOne(container: RowContainer, position: Int) throws {
        let host = try cleared([position], in: container)
        var remaining = Self.titles
        let removed = remaining.remove(at: position)
        for title in remaining { #expect(host.text.contains(title)) }
        #expect(!host.text.contains(removed))
    }

    @Test("removing every item", arguments: RowContainer.allCases)
    func removeAll(container: RowContainer) throws {
        let host = try cleared([0, 1, 2], in: container)
        for title in Self.titles { #expect(!host.text.contains(title)) }
        #expect(host.text.contains("Clear done"))
    }

    @Test("the last of two, by a click on its toggle then on Clear done", arguments: RowContainer.allCases)
    func lastOfTwoByClicks(container: RowContainer) throws {
        let chores = Chores(["Milk", "Bread"])
        let host = HeadlessHost(IndexedChoresView(container: container).environment(chores), width: 40, height: 12)
        try host.click(on: "Bread")
        #expect(chores.items[1].isDone)
        try host.click(on: "Clear done")
        #expect(host.text.contains("Milk"))
        #expect(!host.text.contains("Bread"))
        #expect(chores.items.count == 1)
    }

    @Test(
        "a row view whose index is gone is destroyed unevaluated; the others are evaluated once",
        arguments: RowContainer.allCases)
    func rowViewsEvaluated(container: RowContainer) throws {
        let chores = Chores(Self.titles)
        let host = HeadlessHost(ChoreRowsView(container: container).environment(chores), width: 40, height: 12)
        #expect(host.renders(of: ChoreRow.self) == 3)
        try host.click(on: "Charlie")
        // Every row reads the array, so a change to one item evaluates the three.
        #expect(host.renders(of: ChoreRow.self) == 6)
        let before = host.evaluations
        try host.click(on: "Clear done")
        // The parent and the two rows left; the removed row took its count with it.
        #expect(host.evaluations - before == 3)
        #expect(host.renders(of: ChoreRowsView.self) == 3)
        #expect(host.renders(of: ChoreRow.self) == 6)
        #expect(host.text.contains("Bravo"))
        #expect(!host.text.contains("Charlie"))
    }
}

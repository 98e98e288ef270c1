import StateKit
import StateKitTesting
import Testing

// onDelete and onMove through the keys and edit mode, rows keeping their
// state as they move; clicks on rows; the selection in edit mode.

struct BoardTask: Identifiable, Hashable {
    let id: Int
    var title: String
}

struct TaskRow: View {
    let chore: BoardTask
    @State private var taps = 0
    var body: some View {
        HStack {
            Text(chore.title)
            Button("tapped \(taps)") { taps += 1 }
        }
    }
}

struct TaskBoard: View {
    @State private var chores = (1...5).map { BoardTask(id: $0, title: "chore \($0)") }
    @State private var selection = Set<Int>()
    @State private var log: [String] = []

    var body: some View {
        NavigationStack {
            VStack(alignment: .leading) {
                List(selection: $selection) {
                    ForEach(chores) { chore in
                        TaskRow(chore: chore)
                    }
                    .onDelete { offsets in
                        log.append("delete \(offsets.map(String.init).joined(separator: ","))")
                        chores.remove(atOffsets: offsets)
                    }
                    .onMove { offsets, destination in
                        log.append("move \(offsets.first!) to \(destination)")
                        chores.move(fromOffsets: offsets, toOffset: destination)
                    }
                }
                .frame(height: 144)
                Text(log.last ?? "nothing")
                Text("order \(chores.map { String($0.id) }.joined())")
            }
            .toolbar { EditButton() }
        }
    }
}

@MainActor
@Suite("Editing a list")
struct ListEditingTests {
    /// A host with the list focused and its current row on `row`.
    func focused(row: Int) throws -> HeadlessHost {
        let host = HeadlessHost(TaskBoard(), width: 40, height: 14)
        try host.click(on: "chore \(row)")
        return host
    }

    @Test("the Delete key deletes the current row through onDelete; the mark goes to the row after it")
    func deleteKey() throws {
        let host = try focused(row: 2)
        host.press(.deleteForward)
        #expect(host.text.contains("delete 1"))
        #expect(host.text.contains("order 1345"))
        host.press(.deleteForward)
        #expect(host.text.contains("order 145"), "the mark went to chore 3, which the second Delete took")
    }

    @Test("Alt-Up and Alt-Down move the current row through onMove; its @State goes with it")
    func moveKeys() throws {
        let host = try focused(row: 2)
        let row = try #require(host.lines.firstIndex { $0.contains("chore 2") })
        let column = try #require(host.lines[row].range(of: "tapped")).lowerBound.utf16Offset(in: host.lines[row])
        host.click(column: column, row: row)
        try host.click(on: "chore 2")
        host.press(.downArrow, modifiers: .option)
        #expect(host.text.contains("move 1 to 3"))
        #expect(host.text.contains("order 13245"))
        host.press(.downArrow, modifiers: .option)
        #expect(host.text.contains("order 13425"), "the mark went with the row")
        host.press(.upArrow, modifiers: .option)
        host.press(.upArrow, modifiers: .option)
        host.press(.upArrow, modifiers: .option)
        #expect(host.text.contains("order 21345"))
        host.press(.upArrow, modifiers: .option)
        #expect(host.text.contains("order 21345"), "no row above the first")
        let line = try #require(host.lines.first { $0.contains("chore 2") })
        #expect(line.contains("tapped 1"), "the moved row kept its state")
    }

    @Test("with rows selected, Delete on one of them deletes them all")
    func deleteSelected() throws {
        let host = HeadlessHost(TaskBoard(), width: 40, height: 14)
        try host.click(on: "Edit")
        try host.click(on: "chore 2")
        try host.click(on: "chore 4")
        host.press(.deleteForward)
        #expect(host.text.contains("delete 1,3"))
        #expect(host.text.contains("order 135"))
    }

    @Test("edit mode shows the marks: ○ to select, ⊖ to delete, ≡ to move; a click on ⊖ deletes")
    func editMode() throws {
        let host = HeadlessHost(TaskBoard(), width: 40, height: 14)
        #expect(!host.text.contains("⊖"))
        try host.click(on: "Edit")
        #expect(host.lines[0].contains("Done"))
        let first = try #require(host.lines.first { $0.contains("chore 1") })
        #expect(first.hasPrefix(" ○ ⊖ chore 1"))
        #expect(first.hasSuffix("≡ "))
        try host.click(on: "chore 3")
        #expect(try #require(host.lines.first { $0.contains("chore 3") }).hasPrefix(" ● ⊖"))
        try host.click(on: "tapped 0")
        #expect(
            try #require(host.lines.first { $0.contains("chore 1") }).hasPrefix(" ● ⊖"),
            "in edit mode a click on a row's button chooses the row")
        #expect(!host.text.contains("tapped 1"))
        try host.click(on: "⊖")
        #expect(host.text.contains("delete 0,2"), "⊖ on a selected row deletes the rows selected")
        #expect(host.text.contains("order 245"))
        try host.click(on: "⊖")
        #expect(host.text.contains("delete 0\n"), "on one that is not, that row alone")
        #expect(host.text.contains("order 45"))
        try host.click(on: "Done")
        #expect(!host.text.contains("⊖"))
    }

    @Test("outside edit mode, a click on a row makes it current and presses the button it is")
    func clicks() throws {
        let host = HeadlessHost(TaskBoard(), width: 40, height: 14)
        try host.click(on: "tapped 0")
        #expect(host.text.contains("tapped 1"))
    }
}

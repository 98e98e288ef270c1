import StateKit

/// A `List` over as many rows as asked (`--rows N`, a million by default),
/// made only as they come into view. `i` inserts a row at the top, `s` stars
/// row 3 and the wheel or the arrows (Tab to the list first) scroll.
@main
struct LongListApp: App {
    @State private var model = RowModel(count: LongListApp.requestedRows())

    var body: some Scene {
        WindowGroup {
            ContentView(model: model)
        }
    }

    /// The value of `--rows`, or a million.
    static func requestedRows() -> Int {
        let arguments = CommandLine.arguments
        if let flag = arguments.firstIndex(of: "--rows"), flag + 1 < arguments.count,
            let count = Int(arguments[flag + 1]), count >= 0
        {
            return count
        }
        return 1_000_000
    }
}

/// The rows and what the user did to them.
@Observable
final class RowModel {
    var rows: RowNumbers
    var starred: Set<Int> = []

    init(count: Int) {
        rows = RowNumbers(count: count)
    }

    func insertAtTop() {
        rows.inserted += 1
    }

    func toggleStar(_ number: Int) {
        if starred.remove(number) == nil { starred.insert(number) }
    }
}

/// Row numbers without storing them: rows inserted at the top count down
/// from -1, the first rows count up from 0.
struct RowNumbers: RandomAccessCollection {
    var inserted = 0
    /// The rows there were at first.
    let initial: Int

    init(count: Int) {
        initial = count
    }

    var startIndex: Int { 0 }
    var endIndex: Int { inserted + initial }
    subscript(position: Int) -> Int { position - inserted }
}

struct ContentView: View {
    let model: RowModel

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            Text("\(model.rows.count) rows · i insert at top · s star row 3 · wheel or arrows scroll")
            Button("Insert at top") { model.insertAtTop() }
                .keyboardShortcut("i", modifiers: [])
            Button("Star row 3") { model.toggleStar(3) }
                .keyboardShortcut("s", modifiers: [])
            List(model.rows, id: \.self) { number in
                RowView(number: number, isStarred: model.starred.contains(number))
            }
        }
    }
}

struct RowView: View {
    let number: Int
    let isStarred: Bool

    var body: some View {
        Text(isStarred ? "★ row \(number)" : "row \(number)")
    }
}

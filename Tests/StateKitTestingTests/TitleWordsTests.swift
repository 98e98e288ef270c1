import StateKit
import StateKitTesting
import Testing

// A title line too narrow for its title shows whole words, never a word cut
// short.

struct WeeklyList: View {
    var body: some View {
        NavigationStack {
            Text("Eggs")
                .navigationTitle("Shopping list for the week")
                .toolbar {
                    ToolbarItem(placement: .navigationBarLeading) { Button("Edit") {} }
                    ToolbarItem(placement: .navigationBarTrailing) { Button("+ Add") {} }
                }
        }
    }
}

@MainActor
@Suite("Titles cut at words")
struct TitleWordsTests {
    @Test("a title that fits shows whole")
    func whole() {
        let host = HeadlessHost(WeeklyList(), width: 60, height: 4)
        #expect(host.lines[0].contains("Shopping list for the week"))
    }

    @Test("a title too long for its room shows its first words and an ellipsis")
    func firstWords() {
        let host = HeadlessHost(WeeklyList(), width: 30, height: 4)
        #expect(host.lines[0] == " Edit   Shopping list…  + Add ")
    }

    @Test("a title of 100,000 characters without a space shows nothing rather than a piece of it")
    func oneEndlessWord() {
        let host = HeadlessHost(
            NavigationStack {
                Text("body").navigationTitle(String(repeating: "x", count: 100_000))
            }, width: 40, height: 3)
        #expect(!host.lines[0].contains("x"))
        #expect(host.lines[1].contains("body"))
    }

    @Test("a room too narrow for the first word shows no title rather than a word cut short")
    func noneRatherThanAPiece() {
        let host = HeadlessHost(WeeklyList(), width: 22, height: 4)
        #expect(host.lines[0] == " Edit           + Add ")
        #expect(!host.lines[0].contains("Sho"))
    }
}

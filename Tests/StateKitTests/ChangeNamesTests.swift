import Testing

@testable import StateKit

@Suite("What changed in a node, as _printChanges names it")
struct ChangeNamesTests {
    @Test("names are kept once each, in the order they came, and cleared together")
    func orderAndRepeats() {
        var names = ChangeNames()
        #expect(names.names.isEmpty)
        names.insert("_count")
        names.insert("_count")
        #expect(names.names == ["_count"])
        names.insert("@dependencies")
        names.insert("_count")
        names.insert("@self")
        names.insert("@dependencies")
        #expect(names.names == ["_count", "@dependencies", "@self"])
        names.removeAll()
        #expect(names.names.isEmpty)
        names.insert("@self")
        #expect(names.names == ["@self"])
    }
}

import Foundation
import Testing

@testable import StateKit

// What an app stores reaches its file atomically, merged per key with what
// another process wrote, and nothing that cannot be read is overwritten.

@MainActor
@Suite("The preferences file behind @AppStorage")
struct PreferencesFileTests {
    private let directory: URL
    private let suite = "StateKitTests.Preferences.\(UUID().uuidString)"
    private let store: UserDefaults

    init() throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("statekit-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        store = try #require(UserDefaults(suiteName: suite))
    }

    private var file: URL { directory.appendingPathComponent("\(suite).plist") }

    private func onDisk() throws -> [String: Any] {
        let data = try Data(contentsOf: file)
        return try #require(try PropertyListSerialization.propertyList(from: data, format: nil) as? [String: Any])
    }

    private func writeOnDisk(_ values: [String: Any], format: PropertyListSerialization.PropertyListFormat = .xml)
        throws
    {
        let data = try PropertyListSerialization.data(fromPropertyList: values, format: format, options: 0)
        try data.write(to: file)
    }

    @Test("the suite's own file, in the directory given")
    func location() {
        let preferences = PreferencesFile(store: store, directory: directory)
        #expect(preferences.url == file)
    }

    @Test("a flush writes what changed, as a property list Foundation reads; nothing changed writes nothing")
    func flushWritesChanges() throws {
        let preferences = PreferencesFile(store: store, directory: directory)
        preferences.flush()
        #expect(!FileManager.default.fileExists(atPath: file.path), "nothing changed, nothing written")
        store.set(7, forKey: "volume")
        store.set("ada", forKey: "name")
        preferences.flush()
        let values = try onDisk()
        #expect(values["volume"] as? Int == 7)
        #expect(values["name"] as? String == "ada")
        #expect(preferences.notices.isEmpty)
        let names = try FileManager.default.contentsOfDirectory(atPath: directory.path)
        #expect(names == ["\(suite).plist"], "no temporary file is left behind")
    }

    @Test("another process's keys are kept: only the keys changed here are written, each over what the file holds")
    func mergesPerKey() throws {
        let preferences = PreferencesFile(store: store, directory: directory)
        store.set(1, forKey: "mine")
        preferences.flush()
        // Another instance writes its own key, and changes none of ours.
        try writeOnDisk(["mine": 1, "theirs": "kept"])
        store.set(2, forKey: "mine")
        preferences.flush()
        let values = try onDisk()
        #expect(values["mine"] as? Int == 2)
        #expect(values["theirs"] as? String == "kept", "the other writer's key survives the flush")
        // A key removed here is removed from the file, and only that key.
        store.removeObject(forKey: "mine")
        preferences.flush()
        let after = try onDisk()
        #expect(after["mine"] == nil)
        #expect(after["theirs"] as? String == "kept")
    }

    @Test("a file written before, in XML or binary, reads: it is not set aside")
    func readsEarlierFiles() throws {
        try writeOnDisk(["volume": 3], format: .binary)
        let preferences = PreferencesFile(store: store, directory: directory)
        #expect(preferences.notices.isEmpty)
        #expect(FileManager.default.fileExists(atPath: file.path))
        store.set(4, forKey: "other")
        preferences.flush()
        #expect(try onDisk()["volume"] as? Int == 3, "the earlier value stays")
        #expect(try onDisk()["other"] as? Int == 4)
    }

    @Test("an unreadable file is moved aside with a notice, never overwritten")
    func unreadableFileSetAside() throws {
        let garbage = Data("<plist><dict><key>half".utf8)
        try garbage.write(to: file)
        let preferences = PreferencesFile(store: store, directory: directory)
        let names = try FileManager.default.contentsOfDirectory(atPath: directory.path)
        let aside = try #require(names.first { $0.hasPrefix("\(suite).plist.unreadable-") })
        #expect(try Data(contentsOf: directory.appendingPathComponent(aside)) == garbage, "kept as it was")
        #expect(preferences.notices.count == 1)
        #expect(preferences.notices.first?.contains("moved aside to") == true)
        store.set(true, forKey: "muted")
        preferences.flush()
        #expect(try onDisk()["muted"] as? Bool == true, "a new file is started")
        #expect(try Data(contentsOf: directory.appendingPathComponent(aside)) == garbage)
    }

    @Test("a directory that cannot be written keeps the values in memory, with one notice")
    func unwritableDirectory() throws {
        // A file where the directory should be: no one, root included, can
        // create anything under it.
        let blocker = directory.appendingPathComponent("not-a-directory")
        try Data("x".utf8).write(to: blocker)
        let preferences = PreferencesFile(store: store, directory: blocker.appendingPathComponent("config"))
        store.set(9, forKey: "volume")
        preferences.flush()
        store.set(10, forKey: "volume")
        preferences.flush()
        #expect(store.integer(forKey: "volume") == 10)
        #expect(preferences.notices.count == 1, "told once, not at every flush")
        #expect(preferences.notices.first?.contains("could not save settings") == true)
        #expect(preferences.notices.first?.contains("Not a directory") == true)
    }

    @Test("a temporary file a killed writer left is removed; a live writer's is kept")
    func staleTemporaries() throws {
        let stale = AtomicFile.temporaryFile(for: file, process: Self.deadProcess())
        let live = AtomicFile.temporaryFile(for: file, process: getppid())
        try Data("half".utf8).write(to: stale)
        try Data("writing".utf8).write(to: live)
        _ = PreferencesFile(store: store, directory: directory)
        #expect(!FileManager.default.fileExists(atPath: stale.path))
        #expect(FileManager.default.fileExists(atPath: live.path))
    }

    @Test("two files set aside in the same second take distinct names")
    func setAsideTwiceInOneSecond() throws {
        let now = Date(timeIntervalSince1970: 1_800_000_000)
        try Data("one".utf8).write(to: file)
        let first = try AtomicFile.setAside(file, now: now)
        try Data("two".utf8).write(to: file)
        let second = try AtomicFile.setAside(file, now: now)
        #expect(first != second)
        #expect(try String(contentsOf: first, encoding: .utf8) == "one")
        #expect(try String(contentsOf: second, encoding: .utf8) == "two")
        #expect(!FileManager.default.fileExists(atPath: file.path))
    }

    /// A process number no process has: above the kernel's largest.
    static func deadProcess() -> pid_t { 99_999_999 }
}

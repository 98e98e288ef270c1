import Foundation
import StateKit
import Testing

@testable import App

@Suite("The history on disk")
@MainActor
struct HistoryStorageTests {
    private func temporaryDirectory() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("statekit-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    @Test("a change is on disk at once, and loads in a new session")
    func survivesRestart() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let first = DemoHarness(mode: .sliced, storage: HistoryStorage(directory: directory))
        try first.play("3e<down>e")
        let saved = try JSONDecoder().decode(
            HistoryFile.self, from: Data(contentsOf: directory.appendingPathComponent("history.json")))
        #expect(saved.days == [ExerciseDay(date: "2026-11-21", exercises: ["Squat", "Step Up"])])
        let second = DemoHarness(mode: .observable, storage: HistoryStorage(directory: directory), today: "2026-11-22")
        #expect(second.session.state.historyCount == 2)
        try second.play("3e")
        #expect(second.locate("2026-11-22  Squat") != nil)
        #expect(second.locate("2026-11-21  Step Up, Squat") != nil)
        let rows = [second.locate("2026-11-22")!.y, second.locate("2026-11-21")!.y]
        #expect(rows[0] < rows[1])
    }

    @Test("a corrupt file is moved aside with a message, and the store starts empty")
    func corruptFileIsMovedAside() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("history.json")
        try Data("{ not json".utf8).write(to: file)
        let demo = DemoHarness(mode: .sliced, storage: HistoryStorage(directory: directory))
        #expect(demo.session.state.historyCount == 0)
        let notice = try #require(demo.session.storage.notice)
        #expect(notice == "History file unreadable; moved aside, starting empty.")
        let detail = try #require(demo.session.storage.noticeDetail)
        #expect(detail.hasPrefix("not a history file: now \(directory.path)/history.json.unreadable-"))
        #expect(demo.lines[1].hasPrefix("! History file unreadable; moved aside, starting empty."))
        let names = try FileManager.default.contentsOfDirectory(atPath: directory.path)
        let aside = try #require(names.first { $0.hasPrefix("history.json.unreadable-") })
        #expect(try String(contentsOf: directory.appendingPathComponent(aside), encoding: .utf8) == "{ not json")
        try demo.play("3e")
        #expect(demo.locate("2026-11-21  Squat") != nil)
        #expect(FileManager.default.fileExists(atPath: file.path))
    }

    @Test("a directory that cannot be written leaves a message and a running app")
    func unwritableDirectory() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let blocker = directory.appendingPathComponent("a-file")
        try Data("x".utf8).write(to: blocker)
        let demo = DemoHarness(
            mode: .observable, storage: HistoryStorage(directory: blocker.appendingPathComponent("state")))
        try demo.play("3e")
        #expect(demo.session.state.historyCount == 1)
        let notice = try #require(demo.session.storage.notice)
        #expect(notice == "History not saved (Not a directory); kept in memory.")
        #expect(demo.lines[1].hasPrefix("! History not saved (Not a directory); kept in memory."))
        try demo.play("1++")
        #expect(demo.session.state.counter == 2)
        try demo.play("3em")
        #expect(demo.session.state.historyCount == 2, "a new mode keeps what could not be saved")
    }

    @Test("two instances saving in turn keep each other's entries")
    func twoInstances() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let first = HistoryStorage(directory: directory)
        let second = HistoryStorage(directory: directory)
        #expect(first.load().isEmpty && second.load().isEmpty)
        _ = first.record("Squat", on: "2026-11-21")
        let merged = second.record("Burpee", on: "2026-11-21")
        #expect(merged == [ExerciseDay(date: "2026-11-21", exercises: ["Squat", "Burpee"])])
        #expect(first.record("Step Up", on: "2026-11-22").exerciseCount == 3)
        #expect(HistoryStorage(directory: directory).load().exerciseCount == 3)
    }

    @Test("a temporary file left by a killed writer is removed at the next start, a live writer's kept")
    func staleTemporaryRemoved() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        // Above the kernel's largest process number: no process has it.
        let stale = directory.appendingPathComponent(".history.json.99999999.tmp")
        let live = directory.appendingPathComponent(".history.json.\(getppid()).tmp")
        try Data("{ half a wri".utf8).write(to: stale)
        try Data("{ being written".utf8).write(to: live)
        #expect(HistoryStorage(directory: directory).load().isEmpty)
        #expect(!FileManager.default.fileExists(atPath: stale.path))
        #expect(FileManager.default.fileExists(atPath: live.path))
    }

    @Test("two unreadable files in the same second are both moved aside, and both runs' entries saved")
    func twoUnreadableFilesInOneSecond() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("history.json")
        // Set aside at a second of their own, so that both fall in it
        // whatever the clock does between them.
        let now = Date()
        let taken = directory.appendingPathComponent("history.json.unreadable-\(Int(now.timeIntervalSince1970))")
        try Data("first".utf8).write(to: taken)
        try Data("{ not json".utf8).write(to: file)
        let first = HistoryStorage(directory: directory)
        #expect(first.load().isEmpty)
        #expect(first.notice == "History file unreadable; moved aside, starting empty.")
        _ = first.record("Squat", on: "2026-11-21")
        try Data("{ also not json".utf8).write(to: file)
        let second = HistoryStorage(directory: directory)
        #expect(second.load().isEmpty)
        #expect(second.notice == "History file unreadable; moved aside, starting empty.")
        _ = second.record("Burpee", on: "2026-11-21")
        let names = try FileManager.default.contentsOfDirectory(atPath: directory.path)
            .filter { $0.hasPrefix("history.json.unreadable-") }
        #expect(names.count == 3, "each unreadable file under a name of its own: \(names)")
        let contents = try Set(
            names.map { try String(contentsOf: directory.appendingPathComponent($0), encoding: .utf8) })
        #expect(contents == ["first", "{ not json", "{ also not json"])
        #expect(HistoryStorage(directory: directory).load().exerciseCount == 1, "the second run saved its entry")
    }

    @Test("the default place follows XDG_STATE_HOME, then HOME")
    func defaultDirectory() {
        #expect(
            HistoryStorage.defaultDirectory(environment: ["XDG_STATE_HOME": "/x/state", "HOME": "/home/u"]).path
                == "/x/state/statekit-demo")
        #expect(
            HistoryStorage.defaultDirectory(environment: ["HOME": "/home/u"]).path
                == "/home/u/.local/state/statekit-demo")
    }
}

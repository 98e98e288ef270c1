import Foundation
import Observation
import StateKit

/// Keeps the exercise history on disk as JSON: loaded at start, written
/// atomically (a temporary file, then a rename) on every change, under a lock,
/// after merging what another running instance saved meanwhile. A file that
/// cannot be read is moved aside, never overwritten, and `notice` says so; a
/// directory that cannot be written leaves the app running with the history in
/// memory, and a notice.
@MainActor
@Observable
final class HistoryStorage {
    /// What the user should know about the history file, in one short line.
    private(set) var notice: String?
    /// Where and why, for a second line.
    private(set) var noticeDetail: String?
    @ObservationIgnored let directory: URL?
    /// The history as this process knows it: survives failed writes and mode switches.
    @ObservationIgnored private var days: [ExerciseDay]?
    /// The file's bytes when this process last read or wrote it.
    @ObservationIgnored private var lastSeen: Data?
    @ObservationIgnored private var mayWrite = true

    /// Storage in `directory`; `nil` keeps the history in memory only.
    init(directory: URL?) {
        self.directory = directory
    }

    var file: URL? { directory?.appendingPathComponent("history.json") }

    /// `$XDG_STATE_HOME/statekit-demo`, else `~/.local/state/statekit-demo`.
    static func defaultDirectory(environment: [String: String] = ProcessInfo.processInfo.environment) -> URL {
        if let state = environment["XDG_STATE_HOME"], state.hasPrefix("/") {
            return URL(fileURLWithPath: state).appendingPathComponent("statekit-demo")
        }
        let home = environment["HOME"] ?? NSHomeDirectory()
        return URL(fileURLWithPath: home).appendingPathComponent(".local/state/statekit-demo")
    }

    /// The history: from the file the first time, from memory afterwards.
    func load() -> [ExerciseDay] {
        if let days { return days }
        if let file { AtomicFile.removeStaleTemporaries(of: file) }
        let loaded = readFile() ?? []
        days = loaded
        return loaded
    }

    /// Records `exercise` as done on `day` and saves; returns the history, which
    /// includes what another instance saved since this one last looked.
    func record(_ exercise: String, on day: String) -> [ExerciseDay] {
        var history = load()
        withLock {
            if let file, mayWrite, let current = try? AtomicFile.read(file), current != lastSeen {
                history = readFile() ?? history
            }
            history.addDoneExercise(exercise, on: day)
            days = history
            write(history)
        }
        return history
    }

    /// The file's history; `nil` when there is none, or when it could not be read
    /// (it is then moved aside).
    private func readFile() -> [ExerciseDay]? {
        guard let file else { return nil }
        let data: Data
        do {
            guard let contents = try AtomicFile.read(file) else { return nil }
            data = contents
        } catch {
            setAside(file, because: AtomicFile.reason(error))
            return nil
        }
        guard let history = try? JSONDecoder().decode(HistoryFile.self, from: data) else {
            setAside(file, because: "not a history file")
            return nil
        }
        lastSeen = data
        return history.days
    }

    private func write(_ history: [ExerciseDay]) {
        guard let directory, let file, mayWrite else { return }
        do {
            try AtomicFile.createDirectory(directory)
            let data = try JSONEncoder.history.encode(HistoryFile(days: history))
            try AtomicFile.write(data, to: file)
            lastSeen = data
            if notice?.hasPrefix("History not saved") == true { setNotice(nil) }
        } catch {
            setNotice(
                "History not saved (\(AtomicFile.reason(error))); kept in memory.", detail: "in \(directory.path)")
        }
    }

    /// Runs `body` holding a lock on the history's directory, so that two instances
    /// never interleave a read and a write; without a writable directory, runs
    /// it unlocked.
    private func withLock(_ body: () -> Void) {
        guard let directory, (try? AtomicFile.createDirectory(directory)) != nil else { return body() }
        AtomicFile.withLock(on: directory, body)
    }

    private func setAside(_ file: URL, because problem: String) {
        do {
            let aside = try AtomicFile.setAside(file)
            setNotice("History file unreadable; moved aside, starting empty.", detail: "\(problem): now \(aside.path)")
        } catch {
            mayWrite = false
            setNotice(
                "History file unreadable; left untouched, changes kept in memory.",
                detail: "\(problem); could not move \(file.path) (\(AtomicFile.reason(error)))")
        }
    }

    private func setNotice(_ text: String?, detail: String? = nil) {
        notice = text
        noticeDetail = text == nil ? nil : detail
    }
}

/// The JSON document on disk.
struct HistoryFile: Codable {
    var version = 1
    var days: [ExerciseDay]
}

extension JSONEncoder {
    static var history: JSONEncoder {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        return encoder
    }
}

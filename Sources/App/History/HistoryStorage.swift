import Foundation
import Observation

/// Keeps the exercise history on disk as JSON: loaded at start, written
/// atomically (a temporary file, then a rename) on every change. A file that
/// cannot be read is moved aside, never overwritten, and `notice` says so; a
/// directory that cannot be written leaves the app running, with a notice.
@MainActor
@Observable
final class HistoryStorage {
    /// What the user should know about the history file, if anything.
    private(set) var notice: String?
    @ObservationIgnored let directory: URL?
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

    func load() -> [ExerciseDay] {
        guard let file else { return [] }
        let data: Data
        do {
            guard let contents = try AtomicFile.read(file) else { return [] }
            data = contents
        } catch {
            setAside(file, because: "could not be read (\(Self.reason(error)))")
            return []
        }
        do {
            return try JSONDecoder().decode(HistoryFile.self, from: data).days
        } catch {
            setAside(file, because: "is not a valid history file")
            return []
        }
    }

    /// Writes `days`; on failure the app keeps running and `notice` says why.
    func save(_ days: [ExerciseDay]) {
        guard let directory, let file, mayWrite else { return }
        do {
            try AtomicFile.createDirectory(directory)
            let data = try JSONEncoder.history.encode(HistoryFile(days: days))
            try AtomicFile.write(data, to: file)
            if notice?.hasPrefix("Cannot save") == true { notice = nil }
        } catch {
            notice = "Cannot save the history in \(directory.path): \(Self.reason(error)). Changes stay in memory."
        }
    }

    private func setAside(_ file: URL, because problem: String) {
        let stamp = Int(Date().timeIntervalSince1970)
        let aside = file.deletingLastPathComponent().appendingPathComponent("history.json.unreadable-\(stamp)")
        do {
            try FileManager.default.moveItem(at: file, to: aside)
            notice = "The history file \(problem); it was moved to \(aside.lastPathComponent). Starting empty."
        } catch {
            mayWrite = false
            notice =
                "The history file \(problem) and could not be moved aside (\(Self.reason(error))); "
                + "it is left untouched and changes stay in memory."
        }
    }

    private static func reason(_ error: Error) -> String {
        let nsError = error as NSError
        if nsError.domain == NSPOSIXErrorDomain { return String(cString: strerror(Int32(nsError.code))) }
        if let underlying = nsError.userInfo[NSUnderlyingErrorKey] as? NSError, underlying.domain == NSPOSIXErrorDomain
        {
            return String(cString: strerror(Int32(underlying.code)))
        }
        return nsError.localizedDescription
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

import Foundation

/// The property list a `UserDefaults` store keeps on disk, written by StateKit
/// rather than by `synchronize()`: Linux's Foundation rewrites that file in
/// place (truncate, then write), so a `kill -9` in between leaves it empty and
/// every stored key back at its default, and it writes the whole domain as this
/// process knows it, so two programs sharing the file lose each other's keys.
///
/// Here a flush writes only the keys this process changed since the last
/// flush, merged per key into what the file holds now, under a lock on its
/// directory, through `AtomicFile` (a temporary file, `fsync`, `rename`). A
/// file that cannot be read is moved aside with a notice, never overwritten; a
/// directory that cannot be written leaves the values in memory, with a
/// notice. Notices go to standard error, which the terminal's rescue holds
/// until the screen is restored.
///
/// The loop's turns flush on the main thread; `exit` runs its handlers on
/// whichever thread called it, so each file's work, and the registry of
/// files, take a lock rather than the main actor.
package final class PreferencesFile: @unchecked Sendable {
    /// Where the store's domain lives: `$XDG_CONFIG_HOME/DOMAIN.plist`, or
    /// `~/.config/DOMAIN.plist`, as Foundation keeps it.
    package let url: URL
    private let store: UserDefaults
    /// Each key's value as the store had it when last read or flushed
    /// (the file's, the global domain's and the registered defaults), encoded,
    /// to find the keys this process changed since.
    private var baseline: [String: Data]
    /// What went wrong with the file, each told once on standard error.
    package var notices: [String] { lock.withLock { told } }
    private var told: [String] = []
    private let lock = NSLock()

    nonisolated(unsafe) private static var files: [ObjectIdentifier: PreferencesFile] = [:]
    private static let filesLock = NSLock()

    /// The file of `store`, read (and checked) the first time it is asked for.
    static func of(_ store: UserDefaults) -> PreferencesFile {
        filesLock.withLock {
            if let file = files[ObjectIdentifier(store)] { return file }
            let file = PreferencesFile(store: store)
            files[ObjectIdentifier(store)] = file
            return file
        }
    }

    /// Flushes every file asked for so far.
    static func flushAll() {
        for file in filesLock.withLock({ Array(files.values) }) { file.flush() }
    }

    private convenience init(store: UserDefaults) {
        self.init(store: store, directory: Self.directory(environment: ProcessInfo.processInfo.environment))
    }

    /// The file of `store` in `directory`, read (and checked) now.
    package init(store: UserDefaults, directory: URL) {
        self.store = store
        url = directory.appendingPathComponent("\(Self.domain(of: store)).plist")
        baseline = [:]
        AtomicFile.removeStaleTemporaries(of: url)
        // Checked before the store is read, so that an unreadable file is set
        // aside rather than read as empty and later replaced.
        _ = readFile()
        baseline = Self.encodedValues(store.dictionaryRepresentation())
    }

    /// Writes the keys changed since the last flush, if any.
    package func flush() {
        lock.withLock { flushLocked() }
    }

    private func flushLocked() {
        let values = store.dictionaryRepresentation()
        let current = Self.encodedValues(values)
        var changed: [String] = []
        for (key, value) in current where baseline[key] != value { changed.append(key) }
        for key in baseline.keys where current[key] == nil { changed.append(key) }
        guard !changed.isEmpty else { return }
        let directory = url.deletingLastPathComponent()
        do {
            try AtomicFile.createDirectory(directory)
            try AtomicFile.withLock(on: directory) {
                var merged = readFile() ?? [:]
                for key in changed { merged[key] = values[key] }
                let data = try PropertyListSerialization.data(fromPropertyList: merged, format: .xml, options: 0)
                try AtomicFile.write(data, to: url)
            }
            for key in changed { baseline[key] = current[key] }
        } catch {
            tell(
                "could not save settings to \(url.path) (\(AtomicFile.reason(error))); this run's changes are kept"
                    + " in memory only")
        }
    }

    /// The file's dictionary; `nil` when there is none, or when it could not be
    /// read (it is then moved aside, with a notice).
    private func readFile() -> [String: Any]? {
        let data: Data
        do {
            guard let contents = try AtomicFile.read(url) else { return nil }
            data = contents
        } catch {
            tell("could not read settings from \(url.path) (\(AtomicFile.reason(error)))")
            return nil
        }
        if data.isEmpty { return [:] }
        if let dictionary = try? PropertyListSerialization.propertyList(from: data, format: nil) as? [String: Any] {
            return dictionary
        }
        do {
            let aside = try AtomicFile.setAside(url)
            tell("settings file \(url.path) was unreadable; moved aside to \(aside.path), starting from defaults")
        } catch {
            tell("settings file \(url.path) is unreadable and could not be moved aside (\(AtomicFile.reason(error)))")
        }
        return nil
    }

    private func tell(_ problem: String) {
        guard !told.contains(problem) else { return }
        told.append(problem)
        StandardError.write("\(StandardError.programName): \(problem).\n")
    }

    /// Each value of `dictionary` as property-list bytes, comparable however
    /// Foundation bridged it; values that are not property lists are left out.
    private static func encodedValues(_ dictionary: [String: Any]) -> [String: Data] {
        var encoded: [String: Data] = [:]
        for (key, value) in dictionary {
            encoded[key] = try? PropertyListSerialization.data(fromPropertyList: [value], format: .binary, options: 0)
        }
        return encoded
    }

    /// The domain a store keeps: its suite's name, or the program's for
    /// `UserDefaults.standard`. Foundation does not publish a suite's name; its
    /// stored property is read by reflection, and a store without one is taken
    /// as the program's own.
    private static func domain(of store: UserDefaults) -> String {
        let suite = StoredLayout(of: type(of: store)).fields.first {
            $0.label == "suite" && $0.type == String?.self && $0.isReadable
        }
        if let suite, let name = StoredLayout.withStorage(of: store, { suite.value(in: $0) as? String }) { return name }
        return Bundle.main.bundleIdentifier ?? ProcessInfo.processInfo.processName
    }

    private static func directory(environment: [String: String]) -> URL {
        if let config = environment["XDG_CONFIG_HOME"], config.hasPrefix("/") {
            return URL(fileURLWithPath: config)
        }
        let home = environment["HOME"] ?? NSHomeDirectory()
        return URL(fileURLWithPath: home).appendingPathComponent(".config")
    }
}

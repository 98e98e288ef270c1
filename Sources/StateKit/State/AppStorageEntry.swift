import Foundation

/// One key of one `UserDefaults` store, shared by every `@AppStorage` naming
/// it: it keeps the scopes that read the key (`ScopeReads`), so that the
/// bodies that read it depend on it, and a write through any of the wrappers
/// re-evaluates them all.
@MainActor
final class AppStorageEntry {
    // `@exclusivity(unchecked)`: see ARCHITECTURE.md, "Unchecked exclusivity".
    @exclusivity(unchecked) private var readers = ScopeReaders()
    let store: UserDefaults
    let key: String

    private init(store: UserDefaults, key: String) {
        self.store = store
        self.key = key
    }

    private struct Address: Hashable {
        let store: ObjectIdentifier
        let key: String
    }

    /// Entries live as long as the program: a key is a handful of bytes, and an
    /// app names few of them.
    private static var entries: [Address: AppStorageEntry] = [:]

    static func named(_ key: String, in store: UserDefaults?) -> AppStorageEntry {
        let store = store ?? .standard
        let address = Address(store: ObjectIdentifier(store), key: key)
        if let entry = entries[address] { return entry }
        // The file is checked before the first value is read from it.
        _ = PreferencesFile.of(store)
        let entry = AppStorageEntry(store: store, key: key)
        entries[address] = entry
        return entry
    }

    /// The stored object, `nil` when the key is absent; a body reading it
    /// depends on the key.
    func read<Value>(_ decode: (UserDefaults, String) -> Value) -> Value? {
        readers.noteRead()
        guard store.object(forKey: key) != nil else { return nil }
        return decode(store, key)
    }

    /// Writes through `encode` (`nil` removes the key), tells the readers and
    /// has the store reach the disk.
    func write(_ encode: (UserDefaults, String) -> Void) {
        encode(store, key)
        if let changed = readers.takeForChange(of: "@AppStorage \"\(key)\"") {
            ScopeReaders.tell(changed, cause: .observed("@AppStorage \"\(key)\""))
        }
        AppStorageSync.schedule(store)
    }
}

/// What an app stores reaches the disk through `PreferencesFile`, never
/// `synchronize()`: a store written through `@AppStorage` is flushed once the
/// loop turn that wrote it ends, and every store once more as the program exits
/// (normally, or by Ctrl-C or a signal the loop handles), so that what an app
/// stored is there at its next start. Flushing after the turn, not only at
/// exit, keeps the value through a crash or a `kill -9` too; the flush itself
/// replaces the file atomically, so a kill during it loses nothing either.
@MainActor
enum AppStorageSync {
    private static var pending: [UserDefaults] = []
    private static var hookInstalled = false

    static func schedule(_ store: UserDefaults) {
        installExitHook()
        guard !pending.contains(where: { $0 === store }) else { return }
        pending.append(store)
        if pending.count == 1 {
            DispatchQueue.main.async { MainActor.assumeIsolated { flush() } }
        }
    }

    /// Writes the stores written since the last flush.
    static func flush() {
        let stores = pending
        pending.removeAll()
        for store in stores { PreferencesFile.of(store).flush() }
    }

    /// Reads `UserDefaults.standard`'s file now, so that what the app writes
    /// to it directly is told apart from what was there, and flushes it, and
    /// every store written through `@AppStorage`, when the program calls `exit`
    /// or returns from `main`.
    static func installExitHook() {
        guard !hookInstalled else { return }
        hookInstalled = true
        _ = PreferencesFile.of(.standard)
        // `exit` runs its handlers on the thread that called it, not always
        // the main thread: the files take locks, not the main actor.
        atexit { PreferencesFile.flushAll() }
    }
}

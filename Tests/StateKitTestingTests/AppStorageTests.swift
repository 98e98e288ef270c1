import Foundation
import StateKit
import StateKitTesting
import Testing

// @AppStorage over UserDefaults: the stored value or the default, writes that
// reach every view reading the key, and only those.

/// The tests' own store, emptied before each test: the standard one is the
/// user's.
@MainActor
private func emptyStore() -> UserDefaults {
    let name = "StateKitTests.AppStorage"
    let store = UserDefaults(suiteName: name)!
    store.removePersistentDomain(forName: name)
    for key in ["volume", "name", "theme", "nickname", "muted", "home", "mood", "ratio"] {
        store.removeObject(forKey: key)
    }
    return store
}

private enum Theme: String {
    case light, dark
}

struct VolumeReader: View {
    @AppStorage("volume", store: AppStorageTests.store) private var volume = 5
    var body: some View { Text("volume \(volume)") }
}

struct VolumeControls: View {
    @AppStorage("volume", store: AppStorageTests.store) private var volume = 5
    @AppStorage("theme", store: AppStorageTests.store) private var theme = Theme.light
    @AppStorage("nickname", store: AppStorageTests.store) private var nickname: String?
    var body: some View {
        VStack(alignment: .leading) {
            HStack {
                Button("Louder") { volume += 1 }
                Button("Dark") { theme = .dark }
                Button("Name") { nickname = nickname == nil ? "ada" : nil }
            }
            Text("theme \(theme.rawValue) nickname \(nickname ?? "none")")
            VolumeReader()
            Bystanding()
        }
    }
}

struct Bystanding: View {
    var body: some View { Text("bystander") }
}

struct StoredKinds: View {
    @AppStorage("home", store: AppStorageTests.store) private var home = URL(string: "https://example.org/start")!
    @AppStorage("mood", store: AppStorageTests.store) private var mood: Theme?
    @AppStorage("ratio", store: AppStorageTests.store) private var ratio = 0.5
    var body: some View {
        VStack(alignment: .leading) {
            Button("Docs") { home = URL(string: "https://example.org/docs?page=2")! }
            Button("Mood") { mood = .dark }
            Text("home \(home.absoluteString) mood \(mood?.rawValue ?? "none") ratio \(ratio)")
        }
    }
}

struct MuteToggle: View {
    @AppStorage("muted", store: AppStorageTests.store) private var muted = false
    var body: some View { Toggle("Muted", isOn: $muted) }
}

@MainActor
@Suite("@AppStorage over UserDefaults", .serialized)
struct AppStorageTests {
    nonisolated(unsafe) static var store: UserDefaults = UserDefaults(suiteName: "StateKitTests.AppStorage")!

    init() {
        Self.store = emptyStore()
    }

    @Test("the default while the key is absent, the stored value once there is one")
    func defaultThenStored() throws {
        let host = HeadlessHost(VolumeControls(), width: 40, height: 5)
        #expect(host.text.contains("volume 5"))
        #expect(host.text.contains("theme light nickname none"))
        #expect(Self.store.object(forKey: "volume") == nil)
        try host.click(on: "Louder")
        #expect(host.text.contains("volume 6"))
        #expect(Self.store.integer(forKey: "volume") == 6)
        // A value stored before the view is made is what it shows.
        Self.store.set(42, forKey: "volume")
        let second = HeadlessHost(VolumeReader(), width: 20, height: 1)
        #expect(second.text.contains("volume 42"))
    }

    @Test("a write re-evaluates every view reading the key, and no other")
    func writesReachTheReaders() throws {
        let host = HeadlessHost(VolumeControls(), width: 40, height: 5)
        let readers = host.renders(of: VolumeReader.self)
        let bystanders = host.renders(of: Bystanding.self)
        try host.click(on: "Louder")
        #expect(host.renders(of: VolumeReader.self) == readers + 1)
        #expect(host.renders(of: Bystanding.self) == bystanders)
        #expect(
            host.reasons.contains { $0.hasPrefix("VolumeReader: @AppStorage \"volume\" changed") }, "\(host.reasons)")
        // Another key leaves this reader alone.
        try host.click(on: "Dark")
        #expect(host.text.contains("theme dark"))
        #expect(host.renders(of: VolumeReader.self) == readers + 1, "\(host.reasons)")
        #expect(Self.store.string(forKey: "theme") == "dark")
    }

    @Test("an optional value is nil while absent, and setting nil removes the key")
    func optionalValue() throws {
        let host = HeadlessHost(VolumeControls(), width: 40, height: 5)
        try host.click(on: "Name")
        #expect(host.text.contains("nickname ada"))
        #expect(Self.store.string(forKey: "nickname") == "ada")
        try host.click(on: "Name")
        #expect(host.text.contains("nickname none"))
        #expect(Self.store.object(forKey: "nickname") == nil)
    }

    @Test("$value is a binding: a Toggle writes the store")
    func bindingWrites() throws {
        let host = HeadlessHost(MuteToggle(), width: 20, height: 1)
        #expect(host.text.contains("[ ] Muted"))
        try host.click(on: "Muted")
        #expect(host.text.contains("[x] Muted"))
        #expect(Self.store.bool(forKey: "muted"))
    }

    @Test(
        "a URL keeps its scheme and query, an optional enumeration its raw value; a value of another type gives the default"
    )
    func kindsOfValue() throws {
        Self.store.set("not a number", forKey: "ratio")
        let host = HeadlessHost(StoredKinds(), width: 70, height: 3)
        #expect(host.text.contains("home https://example.org/start mood none ratio 0.5"))
        try host.click(on: "Docs")
        try host.click(on: "Mood")
        #expect(host.text.contains("home https://example.org/docs?page=2 mood dark"))
        #expect(Self.store.string(forKey: "home") == "https://example.org/docs?page=2")
        #expect(Self.store.string(forKey: "mood") == "dark")
        // What another program stored: an integer where a Double is asked for.
        Self.store.set(2, forKey: "ratio")
        let second = HeadlessHost(StoredKinds(), width: 70, height: 3)
        #expect(second.text.contains("ratio 2.0"))
    }
}

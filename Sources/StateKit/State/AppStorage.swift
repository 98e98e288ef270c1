import Foundation

/// A value kept in `UserDefaults` under a key, as SwiftUI's `@AppStorage`:
/// it reads the stored value (or the default when there is none), a write
/// stores it, and every view that read the key is evaluated again.
///
/// On Linux, `UserDefaults` keeps its values in
/// `$XDG_CONFIG_HOME/<program>.plist` (`~/.config` by default), which it
/// writes only when synchronized: StateKit synchronizes a store after the loop
/// turn that wrote it and again on exit, so a value stored is there at the
/// program's next start.
@MainActor
@propertyWrapper
public struct AppStorage<Value> {
    private let entry: AppStorageEntry
    private let defaultValue: Value
    private let decode: (UserDefaults, String) -> Value?
    private let encode: (Value, UserDefaults, String) -> Void

    private init(
        key: String, store: UserDefaults?, defaultValue: Value,
        decode: @escaping (UserDefaults, String) -> Value?, encode: @escaping (Value, UserDefaults, String) -> Void
    ) {
        entry = AppStorageEntry.named(key, in: store)
        self.defaultValue = defaultValue
        self.decode = decode
        self.encode = encode
    }

    /// The stored value, or the default while the key holds no value of this
    /// type (a string where a number is asked for gives the default).
    public var wrappedValue: Value {
        get { entry.read(decode).flatMap { $0 } ?? defaultValue }
        nonmutating set {
            let encode = self.encode
            entry.write { store, key in encode(newValue, store, key) }
        }
    }

    /// A binding that reads and writes the stored value.
    public var projectedValue: Binding<Value> {
        let storage = self
        return Binding(
            location: ObjectIdentifier(entry), snapshotting: false, get: { storage.wrappedValue },
            set: { storage.wrappedValue = $0 })
    }
}

extension AppStorage {
    /// A Boolean stored under `key`.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Bool {
        self.init(
            key: key, store: store, defaultValue: wrappedValue, decode: { $0.object(forKey: $1) as? Bool }, encode: set)
    }

    /// An integer stored under `key`.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Int {
        self.init(
            key: key, store: store, defaultValue: wrappedValue, decode: { $0.object(forKey: $1) as? Int }, encode: set)
    }

    /// A floating-point number stored under `key`.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Double {
        self.init(key: key, store: store, defaultValue: wrappedValue, decode: readDouble, encode: set)
    }

    /// A string stored under `key`.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == String {
        self.init(
            key: key, store: store, defaultValue: wrappedValue, decode: { $0.object(forKey: $1) as? String },
            encode: set)
    }

    /// A URL stored under `key`.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == URL {
        self.init(key: key, store: store, defaultValue: wrappedValue, decode: readURL, encode: setURL)
    }

    /// Bytes stored under `key`.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Data {
        self.init(
            key: key, store: store, defaultValue: wrappedValue, decode: { $0.object(forKey: $1) as? Data }, encode: set)
    }

    /// A date stored under `key`.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Date {
        self.init(
            key: key, store: store, defaultValue: wrappedValue, decode: { $0.object(forKey: $1) as? Date },
            encode: set)
    }

    /// An enumeration stored as its integer raw value under `key`.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil)
    where Value: RawRepresentable, Value.RawValue == Int {
        self.init(
            key: key, store: store, defaultValue: wrappedValue,
            decode: { store, key in (store.object(forKey: key) as? Int).flatMap { Value(rawValue: $0) } },
            encode: { $1.set($0.rawValue, forKey: $2) })
    }

    /// An enumeration stored as its string raw value under `key`.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil)
    where Value: RawRepresentable, Value.RawValue == String {
        self.init(
            key: key, store: store, defaultValue: wrappedValue,
            decode: { store, key in (store.object(forKey: key) as? String).flatMap { Value(rawValue: $0) } },
            encode: { $1.set($0.rawValue, forKey: $2) })
    }
}

extension AppStorage {
    /// An optional Boolean under `key`: `nil` while the key is absent, and
    /// setting `nil` removes it.
    public init(_ key: String, store: UserDefaults? = nil) where Value == Bool? {
        self.init(optional: key, store: store) { $0.object(forKey: $1) as? Bool }
    }

    /// An optional integer under `key`.
    public init(_ key: String, store: UserDefaults? = nil) where Value == Int? {
        self.init(optional: key, store: store) { $0.object(forKey: $1) as? Int }
    }

    /// An optional floating-point number under `key`.
    public init(_ key: String, store: UserDefaults? = nil) where Value == Double? {
        self.init(optional: key, store: store, decode: readDouble)
    }

    /// An optional string under `key`.
    public init(_ key: String, store: UserDefaults? = nil) where Value == String? {
        self.init(optional: key, store: store) { $0.object(forKey: $1) as? String }
    }

    /// An optional URL under `key`.
    public init(_ key: String, store: UserDefaults? = nil) where Value == URL? {
        self.init(
            key: key, store: store, defaultValue: nil, decode: readURL,
            encode: { value, store, key in
                if let value { setURL(value, store, key) } else { store.removeObject(forKey: key) }
            })
    }

    /// An optional date under `key`.
    public init(_ key: String, store: UserDefaults? = nil) where Value == Date? {
        self.init(optional: key, store: store) { $0.object(forKey: $1) as? Date }
    }

    /// An optional enumeration stored as its integer raw value under `key`.
    public init<R: RawRepresentable>(_ key: String, store: UserDefaults? = nil) where Value == R?, R.RawValue == Int {
        self.init(
            key: key, store: store, defaultValue: nil,
            decode: { store, key in (store.object(forKey: key) as? Int).flatMap { R(rawValue: $0) } },
            encode: { value, store, key in
                if let value { store.set(value.rawValue, forKey: key) } else { store.removeObject(forKey: key) }
            })
    }

    /// An optional enumeration stored as its string raw value under `key`.
    public init<R: RawRepresentable>(_ key: String, store: UserDefaults? = nil)
    where Value == R?, R.RawValue == String {
        self.init(
            key: key, store: store, defaultValue: nil,
            decode: { store, key in (store.object(forKey: key) as? String).flatMap { R(rawValue: $0) } },
            encode: { value, store, key in
                if let value { store.set(value.rawValue, forKey: key) } else { store.removeObject(forKey: key) }
            })
    }

    /// Optional bytes under `key`.
    public init(_ key: String, store: UserDefaults? = nil) where Value == Data? {
        self.init(optional: key, store: store) { $0.object(forKey: $1) as? Data }
    }

    private init<Wrapped>(
        optional key: String, store: UserDefaults?, decode: @escaping (UserDefaults, String) -> Wrapped?
    )
    where Value == Wrapped? {
        self.init(
            key: key, store: store, defaultValue: nil, decode: { decode($0, $1) },
            encode: { value, store, key in
                if let value { store.set(value, forKey: key) } else { store.removeObject(forKey: key) }
            })
    }
}

/// Stores a property-list value: `UserDefaults.set(_:forKey:)` as a function.
private func set<Value>(_ value: Value, _ store: UserDefaults, _ key: String) {
    store.set(value, forKey: key)
}

/// A URL is stored as its full string: Linux's `set(_:forKey:)` for a URL
/// keeps only its path.
private func setURL(_ value: URL, _ store: UserDefaults, _ key: String) {
    store.set(value.absoluteString, forKey: key)
}

/// A URL stored as a string, or as `UserDefaults` stores one itself.
private func readURL(_ store: UserDefaults, _ key: String) -> URL? {
    (store.object(forKey: key) as? String).flatMap { URL(string: $0) } ?? store.url(forKey: key)
}

/// A number stored as a `Double`, or as an integer by other code.
private func readDouble(_ store: UserDefaults, _ key: String) -> Double? {
    let object = store.object(forKey: key)
    return (object as? Double) ?? (object as? Int).map(Double.init)
}

/// Two wrappers naming the same key of the same store are the same input: a
/// parent evaluated again does not evaluate a child only for its `@AppStorage`,
/// whose readers the key's own changes reach.
extension AppStorage: ComparableInput {
    func isSameInput(as other: Any) -> Bool {
        (other as? AppStorage<Value>)?.entry === entry
    }
}

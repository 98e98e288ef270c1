/// A key for a value of the environment, as SwiftUI's: declare one, then a
/// property of `EnvironmentValues` reading and writing `self[Key.self]`; or
/// let `@Entry` write both.
///
/// ```swift
/// private struct AccentKey: EnvironmentKey {
///     static let defaultValue = Color.blue
/// }
///
/// extension EnvironmentValues {
///     var accent: Color {
///         get { self[AccentKey.self] }
///         set { self[AccentKey.self] = newValue }
///     }
/// }
/// ```
public protocol EnvironmentKey {
    /// The type of the value.
    associatedtype Value
    /// The value where no view above set one.
    static var defaultValue: Value { get }
}

/// One value set in an environment: the generation tells an entry handed
/// down unchanged from one set again below.
struct EnvironmentEntry {
    let value: Any
    let generation: Int
    /// The key type, named in invalidation reasons.
    let key: Any.Type

    /// Entries made so far: each new one takes the next generation.
    @MainActor static var count = 0
}

/// The environment keys a read goes through: a view's `@Environment(\.key)`
/// is read once as it is bound, to learn which keys it depends on.
@MainActor
enum EnvironmentReads {
    private static var recording: [ObjectIdentifier]?

    static func record(_ key: ObjectIdentifier) {
        recording?.append(key)
    }

    /// The keys `read` goes through.
    static func keys(of read: () -> Void) -> [ObjectIdentifier] {
        let outer = recording
        recording = []
        read()
        let keys = recording ?? []
        recording = outer
        return keys
    }
}

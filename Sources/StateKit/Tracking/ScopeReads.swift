/// The scope a body is running in, as StateKit's own storages see it (those
/// of `@State`, shared state and `@AppStorage`): a read records it there, so that the storage's next change invalidates
/// exactly the scopes that read it, as Observation does for `@Observable`s.
///
/// Observation would do the same for a storage, at a price a keystroke feels:
/// each read hashes a key path into the scope's access list, and each scope
/// registers with and later cancels from every registrar it read (about 7,000
/// instructions for one `@State` a text field reads). Here a read is a
/// comparison with the storage's last reader, and a change walks the readers.
@MainActor
enum ScopeReads {
    /// The scope running now; `nil` outside a body (an action, a task), whose
    /// reads make no dependency.
    static var current: ScopeReader?

    /// Runs `body` as the scope `reader`, then gives the previous one back.
    static func run(_ body: () -> Void, as reader: ScopeReader) {
        let previous = current
        current = reader
        defer { current = previous }
        body()
    }
}

/// A scope running: its node, the slot the node keeps it in (0: the body's;
/// others: a lazy row's) and its generation, which the node moves on when the
/// scope is replaced, so a later change can tell a stale read.
@MainActor
struct ScopeReader {
    /// Valid while the scope runs, which its node outlives; a storage keeps
    /// the node's `readRoute` instead.
    unowned(unsafe) let target: any InvalidationTarget
    let slot: Int
    let generation: Int
}

/// What a storage keeps of a node that read it: cleared as the node goes, so
/// that a change reaches no node that is gone. Unowned rather than weak for
/// the reason `ObservationProbe.node` is.
@MainActor
final class ReadRoute {
    unowned(unsafe) var target: (any InvalidationTarget)?

    init(target: any InvalidationTarget) {
        self.target = target
    }
}

/// The scopes that read one storage since it last changed, each once: a scope
/// read again in a later generation replaces its entry, so the list grows with
/// the scopes that read, never with the evaluations.
@MainActor
struct ScopeReaders {
    /// A scope that read the storage, as the storage keeps it.
    struct Entry {
        let route: ReadRoute
        let slot: Int
        var generation: Int
    }

    private var entries: [Entry] = []
    /// Where each scope's entry is, once there are too many to look through:
    /// a state that a thousand rows read costs a lookup per read, not a walk.
    private var positions: [Key: Int] = [:]
    private static let walkLimit = 8
    /// The count at which entries of scopes gone or replaced are dropped:
    /// rows scrolled past, each reading a state that never changes, would
    /// otherwise pile up until it does. Twice the count kept, so that dropping
    /// costs a constant per read.
    private var pruneAt = 16

    private struct Key: Hashable {
        let route: ObjectIdentifier
        let slot: Int
    }

    var isEmpty: Bool { entries.isEmpty }

    /// The scopes kept, for tests: the count stays with the scopes reading.
    var count: Int { entries.count }

    /// The storage is being read: the scope running, if any, depends on it.
    mutating func noteRead() {
        if let reader = ScopeReads.current { add(reader) }
    }

    /// The storage, named `property` in a report, changed: the scopes to
    /// tell (`tell(_:cause:)`), taken out after the check that the change is
    /// on the views' thread; `nil` when no scope read it.
    mutating func takeForChange(of property: @autoclosure () -> String) -> [Entry]? {
        guard !entries.isEmpty else { return nil }
        ObservationThread.checkWrite(of: property())
        return takeForChange()
    }

    /// Records that the running scope `reader` read the storage.
    private mutating func add(_ reader: ScopeReader) {
        // A body reads the same state again and again: the last entry first.
        if let last = entries.last, last.route.target === reader.target, last.slot == reader.slot {
            entries[entries.count - 1].generation = reader.generation
            return
        }
        let route = reader.target.readRoute
        if entries.count < Self.walkLimit {
            if let index = entries.firstIndex(where: { $0.route === route && $0.slot == reader.slot }) {
                entries[index].generation = reader.generation
                return
            }
        } else {
            if positions.isEmpty {
                for (index, entry) in entries.enumerated() {
                    positions[Key(route: ObjectIdentifier(entry.route), slot: entry.slot)] = index
                }
            }
            let key = Key(route: ObjectIdentifier(route), slot: reader.slot)
            if let index = positions[key] {
                entries[index].generation = reader.generation
                return
            }
            positions[key] = entries.count
        }
        entries.append(Entry(route: route, slot: reader.slot, generation: reader.generation))
        if entries.count >= pruneAt { prune() }
    }

    private mutating func prune() {
        entries.removeAll { entry in
            guard let target = entry.route.target else { return true }
            return !target.isCurrentScope(slot: entry.slot, generation: entry.generation)
        }
        positions = [:]
        pruneAt = max(16, 2 * entries.count)
    }

    /// Takes out the scopes that read the storage, to be told
    /// with `tell(_:)` once the storage's own access has ended, as a change
    /// ends an Observation scope. A scope still running keeps its entry and is
    /// not told: Observation registers a scope once its body has run, so a
    /// body that writes what it read is not evaluated again for it.
    private mutating func takeForChange() -> [Entry] {
        let running = ScopeReads.current
        var taken: [Entry] = []
        taken.reserveCapacity(entries.count)
        var kept: [Entry] = []
        for entry in entries {
            if let running, entry.route.target === running.target, entry.slot == running.slot,
                entry.generation == running.generation
            {
                kept.append(entry)
            } else {
                taken.append(entry)
            }
        }
        entries = kept
        positions = [:]
        return taken
    }

    /// Tells the scopes `takeForChange()` took out that `cause` changed (a
    /// `@State`'s write names itself through `StateMutation` instead); those
    /// gone, or replaced since they read, are not evaluated.
    static func tell(_ readers: [Entry], cause: Invalidation.Cause? = nil) {
        for reader in readers {
            reader.route.target?.readChanged(slot: reader.slot, generation: reader.generation, cause: cause)
        }
    }
}

/// A storage that tells how many readers it keeps (`ViewGraph.stateReaderCount`).
@MainActor
protocol StateReadersCounting {
    var readerCount: Int { get }
}

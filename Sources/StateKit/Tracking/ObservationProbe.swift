import Observation

/// A one-property observable that each node reads in its scope and pokes right
/// after installing it: the change hands back the scope's registration, which
/// Observation gives out no other way, so the node can cancel it later.
@MainActor
final class ObservationProbe: Observable {
    private let registrar = ObservationRegistrar()
    private var generation = 0

    /// Made once: a key path written in `read()` and `poke()` would be looked
    /// up again at each call, two lookups per evaluation.
    private static let generationKeyPath = \ObservationProbe.generation
    static let keyPath: AnyKeyPath = generationKeyPath

    func read() {
        registrar.access(self, keyPath: Self.generationKeyPath)
    }

    /// Scopes watch for `didSet` only, so a poke announces no `willSet`: half
    /// the registrar's work. The value itself never matters.
    func poke() {
        registrar.didSet(self, keyPath: Self.generationKeyPath)
    }
}

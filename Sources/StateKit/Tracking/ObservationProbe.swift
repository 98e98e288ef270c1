import Observation

/// A one-property observable that each node reads in its scope and pokes right
/// after installing it: the change hands back the scope's registration, which
/// Observation gives out no other way, so the node can cancel it later.
@MainActor
final class ObservationProbe: Observable {
    private let registrar = ObservationRegistrar()
    private var generation = 0

    static let keyPath: AnyKeyPath = \ObservationProbe.generation

    func read() {
        registrar.access(self, keyPath: \.generation)
    }

    func poke() {
        registrar.withMutation(of: self, keyPath: \.generation) { generation &+= 1 }
    }
}

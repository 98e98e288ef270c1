/// The objects injected above a view, keyed by their type, as SwiftUI's
/// `.environmentObject(_:)` keys them.
public struct EnvironmentValues {
    fileprivate var objects: [ObjectIdentifier: AnyObject] = [:]

    public init() {}

    public func object<T: AnyObject>(of type: T.Type) -> T? {
        objects[ObjectIdentifier(type)] as? T
    }

    public mutating func insert<T: AnyObject>(_ object: T, as type: T.Type = T.self) {
        objects[ObjectIdentifier(type)] = object
    }
}

extension EnvironmentValues {
    /// Whether both hold the very same objects under the same types.
    func hasSameObjects(as other: EnvironmentValues) -> Bool {
        objects.count == other.objects.count
            && objects.allSatisfy { key, object in other.objects[key] === object }
    }
}

/// How to compare two values of a type, found once per type: writes of an equal
/// value are skipped without a dynamic cast on every write.
///
/// One comparer object serves every storage of its type. A closure handed out
/// per storage would be an allocation of each, and a cold one to read at each
/// write when there are thousands of storages.
@MainActor
final class EqualityComparer<Value> {
    let areEqual: (Value, Value) -> Bool

    private init(_ areEqual: @escaping (Value, Value) -> Bool) {
        self.areEqual = areEqual
    }

    /// The comparer of `Value` if it is `Equatable`, else `nil`.
    static func shared(for type: Value.Type) -> EqualityComparer<Value>? {
        let key = ObjectIdentifier(type)
        if let known = EqualityComparers.known[key] { return known.map { unsafeDowncast($0, to: Self.self) } }
        var made: EqualityComparer<Value>?
        if let equatable = type as? any Equatable.Type {
            made = EqualityComparer(EqualityComparers.areEqual(equatable) as! (Value, Value) -> Bool)
        }
        EqualityComparers.known[key] = .some(made)
        return made
    }
}

extension EqualityComparer where Value: Equatable {
    /// The comparer of a type known to be `Equatable`.
    fileprivate static func equatable() -> EqualityComparer<Value> {
        EqualityComparer { $0 == $1 }
    }
}

/// The comparers made so far, by type; `nil` for a type that is not `Equatable`.
/// The standard library's everyday values are known from the start: asking
/// whether a type is `Equatable` scans every conformance in the process the
/// first time (see `typeName(_:)`), and `@State var count = 0` is in most apps.
@MainActor
private enum EqualityComparers {
    static var known: [ObjectIdentifier: AnyObject?] = Dictionary(
        uniqueKeysWithValues: [
            seed(Int.self), seed(Bool.self), seed(String.self), seed(Double.self), seed(Float.self),
            seed(Int?.self), seed(String?.self), seed(Date.self), seed(UUID.self),
        ])

    private static func seed<Value: Equatable>(_ type: Value.Type) -> (ObjectIdentifier, AnyObject?) {
        (ObjectIdentifier(type), EqualityComparer<Value>.equatable())
    }

    static func areEqual<Value: Equatable>(_: Value.Type) -> Any {
        { (lhs: Value, rhs: Value) in lhs == rhs }
    }
}

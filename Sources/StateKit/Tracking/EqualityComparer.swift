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
        if let equatable: any Equatable.Type = EverydayEquatables.equatable(type) ?? type as? any Equatable.Type {
            made = EqualityComparer(EqualityComparers.areEqual(equatable) as! (Value, Value) -> Bool)
        }
        EqualityComparers.known[key] = .some(made)
        return made
    }
}

/// The comparers made so far, by type; `nil` for a type that is not `Equatable`.
@MainActor
private enum EqualityComparers {
    static var known: [ObjectIdentifier: AnyObject?] = [:]

    static func areEqual<Value: Equatable>(_: Value.Type) -> Any {
        { (lhs: Value, rhs: Value) in lhs == rhs }
    }
}

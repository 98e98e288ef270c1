/// How to compare two values of a type, found once per type: writes of an equal
/// value are skipped without a dynamic cast on every write.
@MainActor
enum EqualityComparer {
    private static var comparers: [ObjectIdentifier: Any?] = [:]

    /// `==` for `Value` if it is `Equatable`, else `nil`.
    static func comparer<Value>(for type: Value.Type) -> ((Value, Value) -> Bool)? {
        let key = ObjectIdentifier(type)
        if let known = comparers[key] { return known as? (Value, Value) -> Bool }
        var made: Any?
        if let equatable = type as? any Equatable.Type { made = make(equatable) }
        comparers[key] = .some(made)
        return made as? (Value, Value) -> Bool
    }

    private static func make<Value: Equatable>(_: Value.Type) -> Any {
        { (lhs: Value, rhs: Value) in lhs == rhs }
    }
}

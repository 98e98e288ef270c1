/// Decides whether a child view's inputs changed when its parent re-renders:
/// `Equatable` views compare with `==`; others field by field, where bindings
/// compare by location and value, objects (and `@ObservedObject`s) by identity,
/// state and environment wrappers not at all (their values live in the node),
/// and anything that
/// cannot be compared (a closure) counts as changed.
@MainActor
enum ViewInputs {
    static func areEqual(_ old: any View, _ new: any View) -> Bool {
        guard type(of: old) == type(of: new) else { return false }
        if let equal = AnyEquality.compare(old, new) { return equal }
        return fieldsEqual(old, new, depth: 0)
    }

    /// Compares field by field: a struct's or tuple's stored properties as
    /// its metadata lists them; an enum's or optional's payload, and a type
    /// with a property its bytes cannot give (`weak`, `unowned`, a metatype:
    /// `StoredField.isReadable`), as `Mirror` reflects them.
    private static func fieldsEqual(_ old: Any, _ new: Any, depth: Int) -> Bool {
        let layout = StoredLayouts[type(of: old)]
        guard layout.isValueType else { return mirroredFieldsEqual(old, new, depth: depth) }
        return StoredLayout.withStorage(of: old) { oldStorage in
            StoredLayout.withStorage(of: new) { newStorage in
                layout.fields.allSatisfy { field in
                    valuesEqual(field.value(in: oldStorage), field.value(in: newStorage), depth: depth)
                }
            }
        }
    }

    private static func mirroredFieldsEqual(_ old: Any, _ new: Any, depth: Int) -> Bool {
        if StoredLayouts[type(of: old)].kind == .cases,
            StoredLayout.caseName(of: old) != StoredLayout.caseName(of: new)
        {
            return false
        }
        let oldFields = Mirror(reflecting: old).children
        let newFields = Mirror(reflecting: new).children
        guard oldFields.count == newFields.count else { return false }
        for (a, b) in zip(oldFields, newFields) where !valuesEqual(a.value, b.value, depth: depth) {
            return false
        }
        return true
    }

    /// Whether two values of a view's inputs are equal, compared as its fields
    /// are, `depth` levels down already.
    static func valuesEqual(_ a: Any, _ b: Any, depth: Int) -> Bool {
        // Only StateKit's types conform to these protocols (`StateKitTypes`); asking
        // another type would scan every conformance (see `typeName(_:)`).
        if StateKitTypes.contains(type(of: a)), let input = a as? any ViewInput {
            return input.isSameInput(as: b, depth: depth)
        }
        if StoredLayout.haveSamePlainBytes(a, b) { return true }
        if let equal = AnyEquality.compare(a, b) { return equal }
        if let object = StoredLayout.object(a) { return object === StoredLayout.object(b) }
        guard depth < 4, type(of: a) == type(of: b) else { return false }
        switch StoredLayouts[type(of: a)].kind {
        case .struct, .tuple, .cases: return fieldsEqual(a, b, depth: depth + 1)
        default: return false
        }
    }
}

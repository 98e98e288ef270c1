/// Whether a type is StateKit's own, kept per type. Only StateKit's types
/// conform to the internal protocols asked of a view's fields (`ViewInput`,
/// `NodeBoundProperty`, `PublishedField`; a conformance given to another
/// module's type would not be found), so a value of another type need not be
/// asked: the first question about a type and a protocol scans every
/// conformance in the process (see `typeName(_:)`), and a view's fields are
/// mostly of the app's types and the standard library's.
@MainActor
enum StateKitTypes {
    // `@exclusivity(unchecked)`: see ARCHITECTURE.md, "Unchecked exclusivity".
    @exclusivity(unchecked) private static var known = MetatypeTable<Bool>()

    /// Whether `type` is declared in StateKit (its generic arguments may be
    /// anyone's).
    static func contains(_ type: Any.Type) -> Bool {
        let key = ObjectIdentifier(type)
        if let answer = known[key] { return answer }
        let answer = qualifiedTypeName(type).hasPrefix("StateKit.")
        known[key] = answer
        return answer
    }
}

import Foundation

/// The standard library's and Foundation's everyday value types, known to be
/// `Equatable` without asking: the first question whether a type conforms to
/// a protocol scans every conformance in the process (see `typeName(_:)`), and
/// a first frame compares strings and numbers, and writes `@State var count`.
/// Both of the engine's comparisons, of values known only as `Any`
/// (`AnyEquality`) and of a state's values (`EqualityComparer`), look here
/// before they ask.
enum EverydayEquatables {
    /// `type` as `Equatable`, when it is one of the everyday types.
    static func equatable(_ type: Any.Type) -> (any (Equatable & Sendable).Type)? {
        known[ObjectIdentifier(type)]
    }

    private static let known: [ObjectIdentifier: any (Equatable & Sendable).Type] = Dictionary(
        uniqueKeysWithValues: ([
            String.self, Substring.self, Character.self, Int.self, Double.self, Float.self, Bool.self,
            String?.self, Int?.self, Double?.self, [String].self, [Int].self, Date.self, UUID.self, URL.self,
        ] as [any (Equatable & Sendable).Type]).map { (ObjectIdentifier($0), $0) })
}

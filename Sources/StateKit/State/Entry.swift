/// Declares an environment value in one line, as SwiftUI's `@Entry`:
///
/// ```swift
/// extension EnvironmentValues {
///     @Entry var accent: Color = .blue
/// }
/// ```
///
/// The property reads and writes `self[Key.self]` of a key made beside it,
/// whose default value is the property's initial value. The property's type
/// must be written out.
@attached(accessor)
@attached(peer, names: prefixed(__Key_))
public macro Entry() = #externalMacro(module: "StateKitMacros", type: "EntryMacro")

// SwiftUI's grid and geometry reader that StateKit does not have yet. Each is declared so that code
// using it stops at a message saying what to write instead, rather than at
// "cannot find in scope".

/// SwiftUI's geometry reader, not available in StateKit yet.
@available(
    *, unavailable,
    message: """
        GeometryReader is not supported yet: fill the space with Spacer and \
        frame(maxWidth:maxHeight:) instead of reading its size
        """
)
public struct GeometryReader<Content>: View {
    /// Unavailable.
    public var body: Never { fatalError("unavailable") }

    /// Unavailable.
    public init(@ViewBuilder content: @escaping (GeometryProxy) -> Content) { fatalError("unavailable") }
}

/// SwiftUI's geometry proxy, not available in StateKit yet.
@available(*, unavailable, message: "GeometryProxy is not supported yet: see GeometryReader")
public struct GeometryProxy {}

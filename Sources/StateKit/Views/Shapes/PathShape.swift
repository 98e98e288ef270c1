import Foundation

/// A path is a shape, as in SwiftUI: drawn where its points are, whatever
/// the frame.
extension Path: Shape {
    /// The path itself.
    public func path(in rect: CGRect) -> Path { self }
}

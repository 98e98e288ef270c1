/// The kinds of safe area a view may extend into, as SwiftUI names them.
public struct SafeAreaRegions: OptionSet, Sendable {
    /// The option's bit.
    public let rawValue: UInt

    /// The regions of `rawValue`'s bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// The area bars and the screen's edges keep clear.
    public static let container = SafeAreaRegions(rawValue: 1)
    /// The area an on-screen keyboard covers.
    public static let keyboard = SafeAreaRegions(rawValue: 2)
    /// Every region.
    public static let all: SafeAreaRegions = [.container, .keyboard]
}

extension View {
    /// Accepted: a terminal has no safe area, so a view already reaches the
    /// edges of the room it is given (a background fills its frame).
    public func ignoresSafeArea(_ regions: SafeAreaRegions = .all, edges: Edge.Set = .all) -> some View {
        self
    }

    /// Accepted, as `ignoresSafeArea(_:edges:)`: a terminal has no safe area.
    public func edgesIgnoringSafeArea(_ edges: Edge.Set) -> some View {
        self
    }
}

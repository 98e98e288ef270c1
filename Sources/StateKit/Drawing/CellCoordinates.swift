import Foundation

extension CGFloat {
    /// The whole number nearest below, within reach of any grid and far
    /// past it: an app's point of 1e300, an infinity or a NaN becomes a
    /// number no grid holds, instead of trapping in `Int(_:)`.
    var gridIndex: Int {
        guard isFinite else { return self > 0 ? Self.farIndex : -Self.farIndex }
        return Int(Swift.max(-CGFloat(Self.farIndex), Swift.min(CGFloat(Self.farIndex), rounded(.down))))
    }

    /// The whole number nearest above, as `gridIndex` bounds it.
    var gridIndexUp: Int { -((-self).gridIndex) }

    /// Farther than any grid reaches.
    static let farIndex = 1 << 40
}

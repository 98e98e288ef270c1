// What a preview says of its layout, device and name: accepted, with no
// effect outside a preview, which a terminal does not have.

/// How a preview is laid out, as SwiftUI names it.
public enum PreviewLayout: Sendable {
    /// On the preview's device.
    case device
    /// As large as the view needs.
    case sizeThatFits
    /// In a frame of `width` by `height` points.
    case fixed(width: CGFloat, height: CGFloat)
}

/// A device a preview runs on, by its name (`"iPhone 15"`).
public struct PreviewDevice: RawRepresentable, ExpressibleByStringLiteral, Sendable {
    /// The device's name.
    public let rawValue: String

    /// The device named `rawValue`.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// The device named `value`.
    public init(stringLiteral value: String) { self.init(rawValue: value) }
}

/// Which way up a preview's device is held.
public struct InterfaceOrientation: Hashable, Sendable {
    private let name: String

    /// Upright.
    public static let portrait = InterfaceOrientation(name: "portrait")
    /// Upside down.
    public static let portraitUpsideDown = InterfaceOrientation(name: "portraitUpsideDown")
    /// On its side, turned left.
    public static let landscapeLeft = InterfaceOrientation(name: "landscapeLeft")
    /// On its side, turned right.
    public static let landscapeRight = InterfaceOrientation(name: "landscapeRight")
}

extension View {
    /// Accepted: how a preview is laid out; the view is drawn as anywhere.
    public func previewLayout(_ value: PreviewLayout) -> some View { self }

    /// Accepted: a preview's name.
    public func previewDisplayName(_ value: String?) -> some View { self }

    /// Accepted: the device a preview runs on.
    public func previewDevice(_ value: PreviewDevice?) -> some View { self }

    /// Accepted: which way up a preview's device is held.
    public func previewInterfaceOrientation(_ value: InterfaceOrientation) -> some View { self }
}

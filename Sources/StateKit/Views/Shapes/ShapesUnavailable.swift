// SwiftUI's shapes and visual effects, which StateKit does not have yet. Each is declared so that
// code using it stops at a message saying what to write instead.

extension View {
    /// SwiftUI's shadow, not available in StateKit yet.
    @available(*, unavailable, message: "shadow is not supported yet: a terminal draws no shadows; leave it out")
    public func shadow(color: Color = .black, radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0) -> Never {
        fatalError("unavailable")
    }

    /// SwiftUI's scale effect, not available in StateKit yet.
    @available(*, unavailable, message: "scaleEffect is not supported yet: a terminal has one text size; leave it out")
    public func scaleEffect(_ scale: CGFloat) -> Never { fatalError("unavailable") }

    /// SwiftUI's rotation effect, not available in StateKit yet.
    @available(
        *, unavailable, message: "rotationEffect is not supported yet: a terminal cannot rotate text; leave it out"
    )
    public func rotationEffect(_ angle: Angle) -> Never { fatalError("unavailable") }

    /// SwiftUI's blur, not available in StateKit yet.
    @available(*, unavailable, message: "blur is not supported yet: use .opacity(0.4), which draws the view dim")
    public func blur(radius: CGFloat) -> Never { fatalError("unavailable") }
}

// Written as SwiftUI code writes geometry, with `import CoreGraphics`: the
// tests call it from files that import Testing, whose overlay for
// CoreGraphics Linux's toolchain does not have.
import CoreGraphics

/// A rect moved by a transform and a vector's length, all in CoreGraphics'
/// types.
public func coreGraphicsProbe() -> (origin: CGPoint, vector: CGFloat, doubled: CGFloat) {
    let rect = CGRect(origin: CGPoint(x: 1, y: 2), size: CGSize(width: 3, height: 4))
    let moved = rect.applying(CGAffineTransform(translationX: 1, y: 1))
    let length: CGFloat = 8
    return (moved.origin, CGVector(dx: 1, dy: 2).dy, length * 2)
}

/// What CoreGraphics' transforms make of the point (1, 0) and of a rect:
/// rotated a quarter turn, scaled, concatenated, inverted.
public func coreGraphicsTransforms() -> (
    rotated: CGPoint, scaledThenMoved: CGPoint, undone: CGPoint, rect: CGRect, size: CGSize, isIdentity: Bool
) {
    let point = CGPoint(x: 1, y: 0)
    let quarter = CGAffineTransform(rotationAngle: .pi / 2)
    let scaleThenMove = CGAffineTransform(scaleX: 2, y: 3).concatenating(CGAffineTransform(translationX: 10, y: 20))
    let moved = CGAffineTransform.identity.translatedBy(x: 5, y: 7).scaledBy(x: 2, y: 2)
    let undone = point.applying(moved).applying(moved.inverted())
    let rect = CGRect(x: 0, y: 0, width: 2, height: 1).applying(quarter)
    let size = CGSize(width: 2, height: 1).applying(CGAffineTransform(scaleX: 3, y: 4))
    return (
        point.applying(quarter), point.applying(scaleThenMove), undone, rect, size,
        CGAffineTransform(translationX: 0, y: 0).isIdentity && !quarter.isIdentity
    )
}

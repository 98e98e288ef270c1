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

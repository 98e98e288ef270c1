// `import CoreGraphics`, as SwiftUI code writes it, builds on Linux: the
// geometry types it names (`CGFloat`, `CGPoint`, `CGSize`, `CGRect`,
// `CGVector`, `CGAffineTransform`) are Foundation's there, and this module
// brings them. Linux has no CoreGraphics of its own to stand in for.
@_exported import Foundation

import Foundation
import StateKit
import TestSupport
import Testing

/// What Linux's Foundation lacks and SwiftUI apps use: `import CoreGraphics`,
/// `String(localized:)`, the user's directories as URLs.
@Suite("Foundation's gaps")
struct FoundationGapTests {
    @Test("import CoreGraphics brings the geometry types")
    func coreGraphics() {
        let probe = coreGraphicsProbe()
        #expect(probe.origin == CGPoint(x: 2, y: 3))
        #expect(probe.vector == 2)
        #expect(probe.doubled == 16)
    }

    @Test("CGAffineTransform rotates, scales, moves, concatenates and inverts as CoreGraphics does")
    func transforms() {
        let made = coreGraphicsTransforms()
        #expect(abs(made.rotated.x) < 1e-9 && abs(made.rotated.y - 1) < 1e-9)
        #expect(made.scaledThenMoved == CGPoint(x: 12, y: 20))
        #expect(abs(made.undone.x - 1) < 1e-9 && abs(made.undone.y) < 1e-9)
        #expect(abs(made.rect.minX + 1) < 1e-9 && abs(made.rect.width - 1) < 1e-9 && abs(made.rect.height - 2) < 1e-9)
        #expect(made.size == CGSize(width: 6, height: 4))
        #expect(made.isIdentity, "no move is the identity; a quarter turn is not")
    }

    @Test("String(localized:) is the text, its interpolations filled in, where no table has it")
    func localized() {
        let score = 42
        let name = "Ada"
        #expect(String(localized: "Score: \(score)", comment: "the player's score") == "Score: 42")
        #expect(String(localized: "Hello, \(name)!") == "Hello, Ada!")
        #expect(String(localized: "100% sure") == "100% sure")
        #expect(String(localized: "greeting", defaultValue: "Hi \(name)") == "Hi Ada")
        #expect(String(localized: "Plain") == "Plain")
    }

    @Test("URL.documentsDirectory is FileManager's documents directory")
    func directories() {
        let documents = FileManager.default.urls(for: .documentDirectory, in: .userDomainMask).first
        #expect(URL.documentsDirectory == documents)
        #expect(URL.cachesDirectory == FileManager.default.urls(for: .cachesDirectory, in: .userDomainMask).first)
        #expect(URL.documentsDirectory.appendingPathComponent("scores.json").lastPathComponent == "scores.json")
    }
}

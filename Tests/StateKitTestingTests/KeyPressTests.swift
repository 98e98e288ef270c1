import Foundation
import StateKit
import StateKitTesting
import Testing

// SwiftUI's onKeyPress forms: the innermost view first, .ignored going on to
// the views around it and then to the app's own handling.

final class KeyLog {
    var entries: [String] = []
}

/// A game board inside a screen: the board takes the arrows and leaves the
/// rest to the screen around it.
struct Board: View {
    let log: KeyLog

    var body: some View {
        Text("board")
            .onKeyPress(keys: [.upArrow, .downArrow, "x"]) { press in
                log.entries.append("board \(press.characters == "x" ? "x" : "arrow")")
                return press.key == "x" ? .ignored : .handled
            }
    }
}

struct GameScreen: View {
    let log: KeyLog
    @State private var score = 0

    var body: some View {
        VStack {
            Text("score \(score)")
            Board(log: log)
            Button("Reset") { score = 0 }
        }
        .onKeyPress("x") {
            log.entries.append("screen x")
            score += 1
            return .handled
        }
        .onKeyPress(characters: .decimalDigits) { press in
            log.entries.append("digit \(press.characters)")
            score += Int(press.characters) ?? 0
            return .handled
        }
        .onKeyPress(phases: .up) { press in
            log.entries.append("released" + (press.modifiers.contains(.shift) ? " shift" : ""))
            return .handled
        }
        .onKeyPress(phases: .all) { press in
            log.entries.append("any \(press.characters) \(press.modifiers.contains(.control) ? "control" : "")")
            return .ignored
        }
    }
}

@MainActor
@Suite("onKeyPress in SwiftUI's forms")
struct KeyPressTests {
    @Test("a key the inner view ignores reaches its parent's handler")
    func ignoredReachesTheParent() {
        let log = KeyLog()
        let host = HeadlessHost(GameScreen(log: log), width: 20, height: 4)
        host.press("x")
        #expect(log.entries == ["board x", "screen x"])
        #expect(host.text.contains("score 1"))
    }

    @Test("a key the inner view handles goes no further")
    func handledStops() {
        let log = KeyLog()
        let host = HeadlessHost(GameScreen(log: log), width: 20, height: 4)
        host.press(.upArrow)
        #expect(log.entries == ["board arrow"])
    }

    @Test("characters: a set of characters; the press carries what it types")
    func characters() {
        let log = KeyLog()
        let host = HeadlessHost(GameScreen(log: log), width: 20, height: 4)
        host.press("7")
        host.press("2")
        #expect(log.entries == ["digit 7", "digit 2"])
        #expect(host.text.contains("score 9"))
    }

    @Test("a press never calls a handler for releases")
    func pressIsNoRelease() {
        let log = KeyLog()
        let host = HeadlessHost(GameScreen(log: log), width: 20, height: 4)
        host.press("q")
        #expect(!log.entries.contains("released"))
        #expect(log.entries == ["any q "])
    }

    @Test("a release (the kitty keyboard protocol's) reaches only the handlers of .up, with its modifiers")
    func release() {
        let log = KeyLog()
        let host = HeadlessHost(GameScreen(log: log), width: 20, height: 4)
        host.release("x")
        #expect(log.entries == ["released"], "the handlers of presses and the board's keys leave it")
        #expect(host.text.contains("score 0"))
        host.release(.upArrow, modifiers: .shift)
        #expect(log.entries == ["released", "released shift"])
        host.release("X")
        #expect(log.entries.last == "released shift", "a capital is its letter with Shift")
    }

    @Test("a key every handler ignores goes on to the app's own handling: Tab focuses, Return presses")
    func ignoredToTheDefault() {
        let log = KeyLog()
        let host = HeadlessHost(GameScreen(log: log), width: 20, height: 4)
        host.press("5")
        #expect(host.text.contains("score 5"))
        host.press(.tab)
        #expect(log.entries.last == "any \t ")
        host.press(.return)
        #expect(host.text.contains("score 0"), "Tab focused Reset, Return pressed it")
    }

    @Test("modifiers: Control with a letter")
    func control() {
        let log = KeyLog()
        let host = HeadlessHost(GameScreen(log: log), width: 20, height: 4)
        host.press("g", modifiers: .control)
        #expect(log.entries.last?.hasSuffix("control") == true)
    }
}

import StateKit
import TestSupport
import Testing

@testable import App

@Suite("The demo through a storm of resizes")
@MainActor
struct DemoResizeStormTests {
    /// Keys played before the storm: a count, the Settings tab, then the name
    /// field focused with a wide name in it (so the cursor is shown).
    static let before = "+++2n山田 Zoë"

    @Test(
        "sizes from 1x1 to 300x100 (200, 10,000 in make soak): the notice below the minimum, the fresh screen above it")
    func storm() throws {
        let minimum = DemoSession.minimumSize
        let demo = DemoHarness(mode: .sliced)
        try demo.play(Self.before)
        let evaluations = demo.app.graph.totalEvaluations
        let sizes = Self.sizes(count: Randomized.count(200, soak: 10000), seed: Randomized.seed)
        var random = SeededGenerator(seed: Randomized.seed &+ 1)
        var comparedWithFresh = 0
        for (index, size) in sizes.enumerated() {
            let context = "seed \(Randomized.seed), step \(index), \(size)"
            // A write or cursor outside the screen stops the test in HeadlessTerminal.
            demo.app.process([.resize(size)])
            let small = size.width < minimum.width || size.height < minimum.height
            #expect(demo.app.isShowingSmallScreenNotice == small, "\(context)")
            #expect(demo.lines.count == size.height && demo.lines.allSatisfy { $0.terminalWidth == size.width })
            if small {
                #expect(demo.terminal.cursor == nil, "\(context)")
                let words = demo.lines.joined(separator: " ").split(separator: " ")
                let expected = "Terminal too small: \(size), needs \(minimum)".split(separator: " ")
                if size.width >= 12 && size.height >= 5 {
                    #expect(words == expected, "\(context)")
                } else {
                    #expect(demo.lines[0].hasPrefix("T"), "\(context)")
                }
                continue
            }
            #expect(demo.screenIsComplete(), "\(context)")
            if Int.random(in: 0..<10, using: &random) == 0 {
                let fresh = DemoHarness(mode: .sliced, size: size)
                try fresh.play(Self.before)
                #expect(demo.lines == fresh.lines, "\(context)")
                #expect(demo.terminal.cursor == fresh.terminal.cursor, "\(context)")
                comparedWithFresh += 1
            }
        }
        // Resizes evaluate no body, whatever the size.
        #expect(demo.app.graph.totalEvaluations == evaluations)
        #expect(comparedWithFresh > 10)
        demo.app.process([.resize(Size(width: 100, height: 30))])
        let fresh = DemoHarness(mode: .sliced, size: Size(width: 100, height: 30))
        try fresh.play(Self.before)
        #expect(demo.lines == fresh.lines)
        try demo.play("<esc>1+")
        #expect(demo.session.state.counter == 4)
    }

    /// The extremes first (1x1, 300x100, the minimum and one less each way),
    /// then seeded random sizes, a third of them near the minimum.
    static func sizes(count: Int, seed: UInt64) -> [Size] {
        let minimum = DemoSession.minimumSize
        var random = SeededGenerator(seed: seed)
        var sizes = [
            Size(width: 1, height: 1), Size(width: 300, height: 100), Size(width: 1, height: 100),
            Size(width: 300, height: 1), minimum, Size(width: minimum.width - 1, height: minimum.height),
            Size(width: minimum.width, height: minimum.height - 1),
        ]
        while sizes.count < count {
            if Int.random(in: 0..<3, using: &random) == 0 {
                sizes.append(
                    Size(
                        width: minimum.width + Int.random(in: -2...2, using: &random),
                        height: minimum.height + Int.random(in: -2...2, using: &random)))
            } else {
                sizes.append(
                    Size(
                        width: Int.random(in: 1...300, using: &random), height: Int.random(in: 1...100, using: &random))
                )
            }
        }
        return sizes
    }
}

@Suite("The demo's minimum size")
@MainActor
struct DemoMinimumSizeTests {
    /// What each screen must show in full: every pane's lines, titles included.
    static let screens: [(script: String, texts: [String])] = [
        (
            "",
            [
                "ContentView · renders 1", "1 Home   2 Settings   3 History", "HomeView · renders 1", "Home",
                "Only writes the tab.", "[s] go to settings", "Timer: counting down", "TimerView · renders 1",
                "[t] restart", "CounterView · renders 1", "Count: 0", "[+] Add 1 [-] Subtract 1",
                "AuthenticationView · renders 1", "NOT AUTHENTICATED", "LoginView · renders 1", "[n] Name:     ",
                "[a] Log in (empty: guest)", "why: nothing re-rendered yet", DemoSession.keys,
            ]
        ),
        (
            "2",
            [
                "SettingsView · renders 1", "Step of + and -: 1", "[,] smaller [.] larger",
                "StepPreviewView · renders 1",
                "Ten presses of + add 10.", "(this pane receives the step × 10)",
            ]
        ),
        (
            "3",
            [
                "HistoryView · renders 1", "[e] done today", "Done, newest first", "› Squat", "nothing yet", "Step Up",
                "Burpee", "Sun Salute", "Up/Down select",
            ]
        ),
        ("a", ["AUTHENTICATED", "Signed in as guest", "[a] Log out"]),
    ]

    /// The first text a screen of `size` does not show in full, if any.
    /// Without `enforcingMinimum` the views are drawn whatever the size.
    static func missing(at size: Size, enforcingMinimum: Bool = true) throws -> String? {
        for screen in screens {
            for mode in DemoMode.allCases {
                let demo = DemoHarness(mode: mode, size: size)
                if !enforcingMinimum {
                    demo.app.minimumSize = nil
                    demo.app.renderFrame()
                }
                try demo.play(screen.script)
                if let text = screen.texts.first(where: { demo.locate($0) == nil }) { return "\(mode) \(text)" }
                // The reasons line grows with the views a change touched: it may be cut.
                if demo.lines.contains(where: { $0.contains("…") && !$0.hasPrefix("why: ") }) {
                    return "\(mode) a line cut short"
                }
            }
        }
        return nil
    }

    @Test("at the declared minimum every screen shows in full; one column or row less cuts something")
    func minimumIsMeasured() throws {
        let minimum = DemoSession.minimumSize
        let atMinimum = try Self.missing(at: minimum)
        #expect(atMinimum == nil)
        #expect(try Self.missing(at: Size(width: 200, height: 60)) == nil)
        // Drawn anyway, one column or one row less would cut something.
        let narrower = Size(width: minimum.width - 1, height: minimum.height)
        let shorter = Size(width: minimum.width, height: minimum.height - 1)
        #expect(try Self.missing(at: narrower, enforcingMinimum: false) != nil)
        #expect(try Self.missing(at: shorter, enforcingMinimum: false) != nil)
        #expect(try Self.missing(at: narrower) != nil)
    }
}

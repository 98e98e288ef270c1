import StateKit
import StateKitTesting
import Testing

// .accessibilityAdjustableAction: Left and Right on the focused view.

/// A rating of stars, adjusted by the arrows, beside a button.
struct StarRating: View {
    @State private var stars = 3

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            Text("Rating: \(String(repeating: "★", count: stars))")
                .accessibilityAdjustableAction { direction in
                    switch direction {
                    case .increment: stars = min(5, stars + 1)
                    case .decrement: stars = max(0, stars - 1)
                    }
                }
            Button("Clear") { stars = 0 }
        }
    }
}

@MainActor
@Suite(".accessibilityAdjustableAction")
struct AdjustableActionTests {
    @Test("the view is a Tab stop where Right and Up increment, Left and Down decrement")
    func arrows() {
        let host = HeadlessHost(StarRating(), width: 20, height: 3)
        host.press(.tab)
        #expect(host.styleRuns.first { $0.isReversed }?.text.hasPrefix("Rating") == true, "drawn reversed, focused")
        host.press(.rightArrow)
        #expect(host.lines[0].hasPrefix("Rating: ★★★★ "))
        host.press(.upArrow)
        host.press(.upArrow)
        #expect(host.lines[0].hasPrefix("Rating: ★★★★★"), "kept at five by the app")
        host.press(.leftArrow)
        host.press(.downArrow)
        #expect(host.lines[0].hasPrefix("Rating: ★★★ "))
    }

    @Test("arrows do nothing while the focus is elsewhere; a click gives the view the focus")
    func onlyFocused() throws {
        let host = HeadlessHost(StarRating(), width: 20, height: 3)
        host.press(.rightArrow)
        #expect(host.lines[0].hasPrefix("Rating: ★★★ "))
        try host.click(on: "Rating")
        host.press(.leftArrow)
        #expect(host.lines[0].hasPrefix("Rating: ★★ "))
    }
}

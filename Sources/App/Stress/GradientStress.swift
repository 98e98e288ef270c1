import StateKit

/// One card's value, of its own: a change to it evaluates that card alone.
@Observable
final class CardValue {
    var value = 0
}

/// A card: its title and value on a gradient, or on a plain colour.
struct StressCard: View {
    let index: Int
    let card: CardValue
    let gradient: Bool

    var body: some View {
        let label = Text("Card \(index): \(card.value)").frame(maxWidth: .infinity)
        if gradient {
            label.background(LinearGradient(colors: [.purple, .blue], startPoint: .leading, endPoint: .trailing))
        } else {
            label.background(Color.blue)
        }
    }
}

/// A screen of twenty cards.
struct StressCards: View {
    let cards: [CardValue]
    let gradient: Bool

    var body: some View {
        VStack(spacing: 0) {
            ForEach(cards.indices, id: \.self) { index in
                StressCard(index: index, card: cards[index], gradient: gradient)
            }
        }
    }
}

/// Changing the first of twenty cards on gradients (or on a plain colour),
/// on a headless screen: each change its own frame.
@MainActor
struct GradientStressRun {
    let updates: Int
    let gradient: Bool

    struct Result {
        var evaluationsPerUpdate: Double
        var cellsWrittenPerUpdate: Double
        var cellsChangedPerUpdate: Double
    }

    func run() -> Result {
        let terminal = HeadlessTerminal(size: Size(width: 80, height: 24))
        let app = Application(terminal: terminal)
        let cards = (0..<20).map { _ in CardValue() }
        app.setRoot(StressCards(cards: cards, gradient: gradient))
        app.renderFrame()
        let evaluations = app.graph.totalEvaluations
        let written = terminal.totalCellsWritten
        var changed = 0
        for _ in 0..<updates {
            // A copy of its own, made here: the terminal's screen stays
            // unshared, so that the timed change does not copy it.
            var before = terminal.screen
            before.fill(Rect(x: 0, y: 0, width: 1, height: 1), with: before[0, 0])
            Self.update(cards[0], app: app)
            // Cells that differ in glyph, attributes or colours.
            let after = terminal.screen
            for y in 0..<after.size.height {
                for x in 0..<after.size.width where after[x, y] != before[x, y] { changed += 1 }
            }
        }
        return Result(
            evaluationsPerUpdate: Double(app.graph.totalEvaluations - evaluations) / Double(updates),
            cellsWrittenPerUpdate: Double(terminal.totalCellsWritten - written) / Double(updates),
            cellsChangedPerUpdate: Double(changed) / Double(updates))
    }

    /// One change and its frame, kept out of line so that callgrind can count
    /// it alone (`--toggle-collect='*GradientStressRun*update*'`).
    @inline(never)
    static func update(_ card: CardValue, app: Application) {
        card.value += 1
        app.process([])
    }
}

import Observation
import StateKit

/// The stress benchmark's screen: `panes` small panes in a grid, each showing
/// one slice of state, `perSlice` panes per slice; written in each state design.
@MainActor
protocol StressScene {
    var root: AnyView { get }
    /// One update: changes slice `index`.
    func update(slice index: Int)
}

/// How the panes are laid out, and which slice each shows.
struct StressLayout {
    let panes: Int
    let perSlice: Int
    /// Panes per row; each pane is `paneWidth` columns by one row.
    static let columns = 20
    static let paneWidth = 10

    var slices: Int { (panes + perSlice - 1) / perSlice }
    var rows: Int { (panes + Self.columns - 1) / Self.columns }
    var screenSize: Size { Size(width: Self.columns * Self.paneWidth, height: rows) }

    func slice(ofPane pane: Int) -> Int { pane / perSlice }

    func panes(inRow row: Int) -> Range<Int> {
        (row * Self.columns)..<min(panes, (row + 1) * Self.columns)
    }

    /// A pane's text, always `paneWidth` columns, so an update never moves a pane.
    static func label(pane: Int, value: Int) -> String {
        let left = String(pane % 100_000)
        let right = String(value % 10_000)
        return String(repeating: " ", count: 5 - left.count) + left + ":" + right
            + String(repeating: " ", count: 4 - right.count)
    }
}

/// The grid of panes; its body builds every pane once, at the first frame.
struct StressGrid<Pane: View>: View {
    let layout: StressLayout
    let pane: (Int) -> Pane

    var body: some View {
        VStack(alignment: .leading) {
            ForEach(0..<layout.rows) { row in
                HStack(alignment: .top, spacing: 0) {
                    ForEach(layout.panes(inRow: row)) { index in pane(index) }
                }
            }
        }
    }
}

extension DemoMode {
    @MainActor
    func makeStressScene(_ layout: StressLayout) -> any StressScene {
        switch self {
        case .monolithic: MonolithicStress(layout: layout)
        case .sliced: SlicedStress(layout: layout)
        case .observable: ObservableStress(layout: layout)
        }
    }
}

/// Every slice in one `@Published` array of one object, held by every pane.
final class StressState: ObservableObject {
    @Published var values: [Int]

    init(slices: Int) {
        values = Array(repeating: 0, count: slices)
    }
}

struct MonolithicStress: StressScene {
    /// A pane holding the whole state.
    struct StressPane: View {
        let index: Int
        let slice: Int
        @EnvironmentObject var state: StressState

        var body: some View { Text(StressLayout.label(pane: index, value: state.values[slice])) }
    }

    let layout: StressLayout
    let state: StressState

    init(layout: StressLayout) {
        self.layout = layout
        state = StressState(slices: layout.slices)
    }

    var root: AnyView {
        let layout = self.layout
        return AnyView(
            StressGrid(layout: layout) { StressPane(index: $0, slice: layout.slice(ofPane: $0)) }
                .environmentObject(state))
    }

    func update(slice index: Int) { state.values[index] += 1 }
}

/// One small `ObservableObject` per slice.
final class StressSlice: ObservableObject {
    @Published var value = 0
}

struct SlicedStress: StressScene {
    /// A pane observing its own slice.
    struct StressPane: View {
        let index: Int
        @ObservedObject var slice: StressSlice

        var body: some View { Text(StressLayout.label(pane: index, value: slice.value)) }
    }

    let layout: StressLayout
    let slices: [StressSlice]

    init(layout: StressLayout) {
        self.layout = layout
        slices = (0..<layout.slices).map { _ in StressSlice() }
    }

    var root: AnyView {
        let (layout, slices) = (self.layout, self.slices)
        return AnyView(StressGrid(layout: layout) { StressPane(index: $0, slice: slices[layout.slice(ofPane: $0)]) })
    }

    func update(slice index: Int) { slices[index].value += 1 }
}

/// One `@Observable` cell per slice; a pane depends on the cell it reads.
@MainActor
@Observable
final class StressCell {
    var value = 0
}

struct ObservableStress: StressScene {
    /// A pane reading its cell.
    struct StressPane: View {
        let index: Int
        let cell: StressCell

        var body: some View { Text(StressLayout.label(pane: index, value: cell.value)) }
    }

    let layout: StressLayout
    let cells: [StressCell]

    init(layout: StressLayout) {
        self.layout = layout
        cells = (0..<layout.slices).map { _ in StressCell() }
    }

    var root: AnyView {
        let (layout, cells) = (self.layout, self.cells)
        return AnyView(StressGrid(layout: layout) { StressPane(index: $0, cell: cells[layout.slice(ofPane: $0)]) })
    }

    func update(slice index: Int) { cells[index].value += 1 }
}

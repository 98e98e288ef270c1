import StateKit
import TestSupport

/// One stress run: the scene on a headless screen, `updates` updates of slices
/// picked by a seeded generator, each timed from the write to the end of its
/// frame.
@MainActor
struct StressRun {
    let mode: DemoMode
    let layout: StressLayout
    let updates: Int
    let seed: UInt64

    /// What a run measured.
    struct Result {
        var rendersPerUpdate: Double
        var cellsWrittenPerUpdate: Double
        var medianNanoseconds: Int64
        var p99Nanoseconds: Int64
    }

    func run() -> Result {
        let terminal = HeadlessTerminal(size: layout.screenSize)
        let app = Application(terminal: terminal)
        let scene = mode.makeStressScene(layout)
        app.setRoot(scene.root)
        app.renderFrame()
        var random = SeededGenerator(seed: seed)
        let clock = MonotonicClock()
        let evaluations = app.graph.totalEvaluations
        let cells = terminal.totalCellsWritten
        var samples: [Int64] = []
        samples.reserveCapacity(updates)
        for _ in 0..<updates {
            let slice = Int(random.next() % UInt64(layout.slices))
            let start = clock.now
            Self.update(scene, slice: slice, app: app)
            let elapsed = clock.now - start
            samples.append(elapsed.components.seconds * 1_000_000_000 + elapsed.components.attoseconds / 1_000_000_000)
        }
        samples.sort()
        return Result(
            rendersPerUpdate: Double(app.graph.totalEvaluations - evaluations) / Double(updates),
            cellsWrittenPerUpdate: Double(terminal.totalCellsWritten - cells) / Double(updates),
            medianNanoseconds: samples[samples.count / 2],
            p99Nanoseconds: samples[min(samples.count - 1, samples.count * 99 / 100)])
    }
}

extension StressRun {
    /// One timed update, kept out of line so that profilers can single it out
    /// (`valgrind --tool=callgrind --toggle-collect='*StressRun*update*'`).
    @inline(never)
    static func update(_ scene: any StressScene, slice: Int, app: Application) {
        scene.update(slice: slice)
        app.renderFrame()
    }
}

import StateKit
import StateKitTesting
import Testing

// .task on the event loop, and what SwiftUI code carries that a terminal
// accepts without drawing: animations, transitions, accessibility, image
// scaling, the scene's phase.

@MainActor
final class TaskLog {
    var events: [String] = []
}

struct Loader: View {
    let log: TaskLog
    @State private var text = "loading"

    var body: some View {
        Text(text)
            .task {
                await Task.yield()
                text = "loaded"
                log.events.append("loaded")
            }
    }
}

struct Waiter: View {
    let log: TaskLog

    var body: some View {
        Text("waiting")
            .task {
                log.events.append("started")
                while !Task.isCancelled { try? await Task.sleep(for: .milliseconds(5)) }
                log.events.append("cancelled")
            }
    }
}

struct TaskHost: View {
    let log: TaskLog
    @State private var shown = true
    @State private var query = 0

    var body: some View {
        VStack(alignment: .leading) {
            Button("Hide") { shown = false }
            Button("Next") { query += 1 }
            if shown { Waiter(log: log) }
            Text("query \(query)")
                .task(id: query) {
                    log.events.append("query \(query)")
                }
        }
    }
}

struct SecondsTicker: View {
    let log: TaskLog
    @State private var ticks = 0

    var body: some View {
        Text("ticks: \(ticks)")
            .task {
                while !Task.isCancelled {
                    try? await Task.sleep(for: .seconds(1))
                    guard !Task.isCancelled else { break }
                    ticks += 1
                }
                log.events.append("stopped at \(ticks)")
            }
    }
}

struct SecondsTickerHost: View {
    let log: TaskLog
    @State private var shown = true

    var body: some View {
        VStack(alignment: .leading) {
            Button("Hide") { shown = false }
            if shown { SecondsTicker(log: log) }
        }
    }
}

/// Searches a quarter of a second after the last keystroke, the usual
/// debounce with `.task(id:)`.
struct DebouncedSearch: View {
    let log: TaskLog
    @State private var query = ""
    @State private var results = "none"

    var body: some View {
        VStack(alignment: .leading) {
            TextField("Search", text: $query)
            Text("results: \(results)")
        }
        .task(id: query) {
            do {
                try await Task.sleep(nanoseconds: 250_000_000)
            } catch {
                return
            }
            guard !query.isEmpty else { return }
            log.events.append("search \(query)")
            results = query.uppercased()
        }
    }
}

struct Accepted: View {
    @State private var count = 0
    @Environment(\.scenePhase) private var phase

    var body: some View {
        VStack(alignment: .leading) {
            Button("More") { withAnimation(.easeInOut(duration: 0.3)) { count += 1 } }
            Text("count \(count)")
                .animation(.spring, value: count)
                .transition(.opacity.combined(with: .slide))
                .accessibilityLabel("Count")
                .accessibilityHint("How many")
                .accessibilityIdentifier("count")
                .accessibilityHidden(false)
                .accessibilityElement(children: .combine)
                .accessibilityAddTraits([.isHeader, .updatesFrequently])
                .accessibilityRemoveTraits(.isStaticText)
                .accessibilitySortPriority(1)
                .accessibilityInputLabels(["Count", "Total"])
                .accessibilityAction(named: "Reset") { count = 0 }
            Image(systemName: "star").resizable().scaledToFit()
            Text("phase \(phase == .active ? "active" : "other")")
                .onOpenURL { _ in }
        }
    }
}

@MainActor
final class Reloads {
    var started = 0
    var finished = 0
    var gate: CheckedContinuation<Void, Never>?
}

struct Feed: View {
    let reloads: Reloads
    let url = URL(string: "https://example.org/a.png")

    var body: some View {
        VStack(alignment: .leading) {
            AsyncImage(url: url) { image in
                image
            } placeholder: {
                Text("fetching…")
            }
            AsyncImage(url: url) { phase in
                if let image = phase.image { image } else { Text("phase empty") }
            }
            List(0..<2, id: \.self) { Text("post \($0)") }
                .refreshable {
                    reloads.started += 1
                    await withCheckedContinuation { reloads.gate = $0 }
                    reloads.finished += 1
                }
                .scrollBounceBehavior(.basedOnSize)
        }
    }
}

@MainActor
@Suite(".task on the event loop, and what a terminal accepts")
struct TaskTests {
    @Test(".task runs when the view appears, on the main actor, and may set the view's state")
    func taskOnAppear() async throws {
        let log = TaskLog()
        let host = HeadlessHost(Loader(log: log), width: 20, height: 1)
        #expect(host.text == "loading")
        await host.settle()
        #expect(log.events == ["loaded"])
        #expect(host.text == "loaded")
    }

    @Test(".task is cancelled when its view disappears; .task(id:) starts again when the id changes")
    func cancelAndRestart() async throws {
        let log = TaskLog()
        let host = HeadlessHost(TaskHost(log: log), width: 20, height: 4)
        await host.settle()
        // The two start as their views appear, in no order SwiftUI promises.
        #expect(Set(log.events) == ["started", "query 0"])
        log.events.removeAll()
        try host.click(on: "Hide")
        await host.settle()
        #expect(log.events == ["cancelled"])
        try host.click(on: "Next")
        await host.settle()
        #expect(log.events == ["cancelled", "query 1"])
        // The same id again: no new start.
        host.advanceClock(by: .zero)
        await host.settle()
        #expect(log.events == ["cancelled", "query 1"])
    }

    @Test("Task.sleep in a .task waits for the host's clock: a test moves it on without sleeping")
    func sleepFollowsTheManualClock() async throws {
        let log = TaskLog()
        let host = HeadlessHost(SecondsTickerHost(log: log), width: 20, height: 2)
        await host.settle()
        #expect(host.lines[1].hasPrefix("ticks: 0"))
        host.advanceClock(by: .milliseconds(999))
        await host.settle()
        #expect(host.lines[1].hasPrefix("ticks: 0"), "a second has not passed yet")
        host.advanceClock(by: .milliseconds(1))
        await host.settle()
        #expect(host.lines[1].hasPrefix("ticks: 1"))
        for _ in 0..<3 {
            host.advanceClock(by: .seconds(1))
            await host.settle()
        }
        #expect(host.lines[1].hasPrefix("ticks: 4"))
        #expect(host.renders(of: SecondsTicker.self) == 5, "one evaluation per tick, after the first")
        // Leaving the screen cancels the task in its sleep: it ends at once,
        // with no more time passing.
        try host.click(on: "Hide")
        await host.settle()
        #expect(log.events == ["stopped at 4"])
    }

    @Test(".task(id:) as a debounce: each keystroke cancels the wait before it, and only the last one searches")
    func debounceOnTheManualClock() async throws {
        let log = TaskLog()
        let host = HeadlessHost(DebouncedSearch(log: log), width: 30, height: 2)
        await host.settle()
        try host.click(on: "Search")
        for character in "cat" {
            host.type(String(character))
            await host.settle()
            host.advanceClock(by: .milliseconds(100))
            await host.settle()
        }
        #expect(log.events.isEmpty, "no keystroke was followed by a quarter of a second of quiet")
        host.advanceClock(by: .milliseconds(150))
        await host.settle()
        #expect(log.events == ["search cat"])
        #expect(host.lines[1].hasPrefix("results: CAT"))
    }

    @Test("withAnimation runs its body at once; animation, transition, accessibility and scaling change nothing drawn")
    func acceptedModifiers() throws {
        let host = HeadlessHost(Accepted(), width: 30, height: 5)
        #expect(host.lines[1].hasPrefix("count 0"))
        #expect(host.lines[2].hasPrefix("☆"))
        #expect(host.lines[3].hasPrefix("phase active"))
        try host.click(on: "More")
        #expect(host.lines[1].hasPrefix("count 1"), "the change is drawn in the frame after the click")
    }

    @Test("AsyncImage shows its placeholder, or its content for the empty phase: a terminal loads no image")
    func asyncImagePlaceholder() {
        let host = HeadlessHost(Feed(reloads: Reloads()), width: 30, height: 8)
        #expect(host.lines[0].hasPrefix("fetching…"))
        #expect(host.lines[1].hasPrefix("phase empty"))
    }

    @Test(".refreshable runs its action on Ctrl-R, one refresh at a time")
    func refreshOnKey() async throws {
        let reloads = Reloads()
        let host = HeadlessHost(Feed(reloads: reloads), width: 30, height: 8)
        #expect(reloads.started == 0)
        host.press("r", modifiers: .control)
        await host.settle()
        #expect(reloads.started == 1)
        #expect(reloads.gate != nil)
        host.press("r", modifiers: .control)
        await host.settle()
        #expect(reloads.started == 1, "a press while the refresh runs starts none")
        reloads.gate?.resume()
        reloads.gate = nil
        await host.settle()
        #expect(reloads.finished == 1)
        host.press("r", modifiers: .control)
        await host.settle()
        #expect(reloads.started == 2)
        reloads.gate?.resume()
        await host.settle()
        #expect(reloads.finished == 2)
    }
}

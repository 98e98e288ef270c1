import StateKit
import StateKitTesting
import Testing

// Combine's API as a SwiftUI developer uses it, with `import Combine`
// replaced by `import StateKit`.

final class SearchModel: ObservableObject {
    @Published var query = ""
    @Published private(set) var results: [String] = []
    private var cancellables = Set<AnyCancellable>()
    private let names = ["apple", "apricot", "banana", "blueberry", "cherry"]

    init(scheduler: RunLoop = .main) {
        $query
            .debounce(for: .milliseconds(50), scheduler: scheduler)
            .removeDuplicates()
            .map { [names] query in query.isEmpty ? [] : names.filter { $0.hasPrefix(query) } }
            .sink { [weak self] found in self?.results = found }
            .store(in: &cancellables)
    }
}

final class Ticker: ObservableObject {
    let events = PassthroughSubject<String, Never>()
    let level = CurrentValueSubject<Int, Never>(3)
}

struct TickerView: View {
    @StateObject private var ticker = Ticker()
    @State private var heard: [String] = []
    @State private var level = 0

    var body: some View {
        VStack(alignment: .leading) {
            Button("Ping") { ticker.events.send("ping") }
            Button("Raise") { ticker.level.value += 1 }
            Button("Post") { NotificationCenter.default.post(name: .tickerPosted, object: nil) }
            Text("heard \(heard.joined(separator: ",")) level \(level)")
        }
        .onReceive(ticker.events) { heard.append($0) }
        .onReceive(ticker.level) { level = $0 }
        .onReceive(NotificationCenter.default.publisher(for: .tickerPosted)) { _ in heard.append("posted") }
        .onReceive(Just("just")) { heard.append($0) }
    }
}

extension Notification.Name {
    static let tickerPosted = Notification.Name("tickerPosted")
}

/// Waits, letting the main queue run, until `condition` holds or ten seconds
/// pass: what is waited for is a delivery, not a duration.
@MainActor
func eventually(_ condition: () -> Bool) async throws {
    for _ in 0..<1000 where !condition() {
        try await Task.sleep(for: .milliseconds(10))
    }
}

@MainActor
@Suite("Combine's API, from OpenCombine")
struct CombineTests {
    @Test("onReceive takes any publisher: a subject, a current value, a notification, Just")
    func onReceiveAnyPublisher() throws {
        let host = HeadlessHost(TickerView(), width: 50, height: 6)
        // On appearing: Just's value and the current value, at once.
        #expect(host.text.contains("heard just level 3"))
        try host.click(on: "Ping")
        try host.click(on: "Raise")
        try host.click(on: "Post")
        #expect(host.text.contains("heard just,ping,posted level 4"))
    }

    @Test("$published and objectWillChange are publishers code can sink on")
    func publishedAndWillChange() {
        let model = SearchModel()
        var queries: [String] = []
        var changes = 0
        let values = model.$query.sink { queries.append($0) }
        let willChange = model.objectWillChange.sink { changes += 1 }
        model.query = "ap"
        model.query = "ap"
        model.query = "b"
        #expect(queries == ["", "ap", "b"])
        #expect(changes == 2)
        values.cancel()
        willChange.cancel()
        model.query = "c"
        #expect(queries == ["", "ap", "b"])
        #expect(changes == 2)
    }

    @Test("debounce on RunLoop.main and DispatchQueue.main delivers once, on the main queue")
    func debounceOnTheMainQueue() async throws {
        let model = SearchModel()
        model.query = "a"
        model.query = "ap"
        model.query = "b"
        #expect(model.results.isEmpty)
        try await eventually { !model.results.isEmpty }
        // Only the last query of the burst was searched.
        #expect(model.results == ["banana", "blueberry"])

        var delivered: [Int] = []
        let subject = PassthroughSubject<Int, Never>()
        let cancellable = subject.debounce(for: .milliseconds(30), scheduler: DispatchQueue.main)
            .receive(on: DispatchQueue.main)
            .sink { delivered.append($0) }
        subject.send(1)
        subject.send(2)
        try await eventually { !delivered.isEmpty }
        #expect(delivered == [2])
        cancellable.cancel()
    }

    @Test("Timer.publish connected by a sink delivers on the main queue")
    func timerSink() async throws {
        var ticks = 0
        let cancellable = Timer.publish(every: 0.02, on: .main, in: .common).autoconnect().sink { _ in ticks += 1 }
        try await eventually { ticks >= 2 }
        #expect(ticks >= 2)
        cancellable.cancel()
        let after = ticks
        // Cancelled: a while later, nothing more came.
        try await Task.sleep(for: .milliseconds(100))
        // One firing already queued when it was cancelled may still arrive.
        #expect(ticks <= after + 1)
    }
}

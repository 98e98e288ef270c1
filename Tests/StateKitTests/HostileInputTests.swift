import Glibc
import StateKit
import TestSupport
import Testing

/// A counter with three buttons, all focusable: Tab moves between them, Enter
/// or Space presses the focused one, and their keys work whatever is focused.
struct FuzzCounter: View {
    @EnvironmentObject var counter: Counter
    var body: some View {
        VStack(alignment: .leading) {
            Text("Count: \(counter.value)")
            HStack(alignment: .top) {
                Button("Add", key: "+") { counter.value += 1 }
                Button("Subtract", key: "-") { counter.value -= 1 }
                Button("Reset", key: "r") { counter.value = 0 }
            }
        }
    }
}

/// What `FuzzCounter` should do with a key stream, worked out from the keys
/// alone: the count, and which button has the focus.
struct FuzzCounterModel {
    var count = 0
    var focused: Int?

    mutating func press(_ button: Int) {
        switch button {
        case 0: count += 1
        case 1: count -= 1
        default: count = 0
        }
    }

    mutating func handle(_ key: Key) {
        switch key {
        case .tab: focused = focused.map { ($0 + 1) % 3 } ?? 0
        case .backTab: focused = focused.map { ($0 + 2) % 3 } ?? 2
        case .escape: focused = nil
        case .enter, " ": if let focused { press(focused) }
        case "+": press(0)
        case "-": press(1)
        case "r": press(2)
        // Alt with a key no view takes is the Esc and the key.
        case .modified(let base, .alt):
            handle(.escape)
            handle(base.key)
        default: break
        }
    }
}

@Suite("Hostile input to a running app")
@MainActor
struct HostileInputTests {
    @Test("hostile bytes, decoded read by read into batches: the count follows a model of the keys")
    func counterFollowsTheModel() {
        var random = SeededGenerator(seed: Randomized.seed &+ 11)
        let total = Randomized.count(100_000, soak: 10_000_000)
        let bytes = HostileBytes.stream(count: total, using: &random)
        let counter = Counter()
        let (app, terminal) = makeApp(FuzzCounter().environmentObject(counter), size: Size(width: 40, height: 3))
        var model = FuzzCounterModel()
        var decoder = KeyDecoder()
        var decoded = 0
        var batches = 0
        for read in HostileBytes.reads(of: bytes, using: &random) {
            var keys: [Key] = []
            decoder.decode(read, into: &keys)
            // As the loop does when the input goes quiet with an Esc pending.
            if Int.random(in: 0..<8, using: &random) == 0 { decoder.flushPendingEscape(into: &keys) }
            for key in keys { model.handle(key) }
            app.process(keys.map(InputEvent.key))
            decoded += keys.count
            batches += 1
            #expect(counter.value == model.count, "seed \(Randomized.seed), batch \(batches)")
            if counter.value != model.count { return }
        }
        #expect(terminal.lines[0].hasPrefix("Count: \(model.count) "))
        #expect(decoded > total / 3)
        expectScreenIsComplete(app)
        print("hostile input: \(total) bytes, \(decoded) keys, \(batches) batches")
    }
}

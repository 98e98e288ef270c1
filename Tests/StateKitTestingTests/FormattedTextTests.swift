import StateKit
import StateKitTesting
import Testing

// Text through Foundation's format styles: Text(_:format:), the format and
// specifier interpolations, Text(_:style:) counting on with the clock, and
// the collection helpers onDelete and onMove hand their offsets to.

struct Receipt: View {
    let amount: Double
    let share: Double
    var body: some View {
        VStack(alignment: .leading) {
            Text(amount, format: .currency(code: "EUR"))
            Text(share, format: .percent)
            Text(12, format: .number)
            Text("Total: \(amount, format: .currency(code: "EUR"))")
            Text("Ratio \(share, specifier: "%.2f")")
            Text(1234.5.formatted())
        }
    }
}

struct Countdown: View {
    let end: Date
    var body: some View {
        VStack(alignment: .leading) {
            Text("Left:")
            Text(end, style: .timer)
            Text(end, style: .offset)
        }
    }
}

struct CountdownHost: View {
    let end: Date
    @State private var shown = true
    var body: some View {
        VStack(alignment: .leading) {
            Button("Hide") { shown = false }
            if shown { Countdown(end: end) }
        }
    }
}

@MainActor
@Suite("Formatted text")
struct FormattedTextTests {
    @Test("Text(_:format:) and the format and specifier interpolations write through Foundation's styles")
    func formatStyles() {
        let host = HeadlessHost(Receipt(amount: 1234.5, share: 0.15), width: 30, height: 6)
        #expect(
            host.text == """
                €1,234.50
                15%
                12
                Total: €1,234.50
                Ratio 0.15
                1,234.5
                """)
    }

    @Test("Text(_:style: .timer) counts with the clock, once a second, evaluating no body")
    func timerCounts() throws {
        // A date a minute and five seconds after the host's clock starts.
        let host = HeadlessHost(CountdownHost(end: Date().addingTimeInterval(65.5)), width: 20, height: 4)
        #expect(host.lines[2].hasPrefix("1:05"))
        #expect(host.lines[3].hasPrefix("+1 min, 5 secs"))
        host.advanceClock(by: .seconds(1))
        #expect(host.lines[2].hasPrefix("1:04"))
        host.advanceClock(by: .seconds(10))
        #expect(host.lines[2].hasPrefix("0:54"))
        #expect(host.renders(of: Countdown.self) == 1, "the text counts on in a node of its own")
        #expect(host.renders(of: CountdownHost.self) == 1)
        try host.click(on: "Hide")
        let evaluations = host.evaluations
        host.advanceClock(by: .seconds(5))
        #expect(host.evaluations == evaluations, "off screen, the text stops counting")
    }

    @Test("Text(_:style: .date) and .time write the date as Foundation does, once")
    func dateAndTime() {
        let noon = Date(timeIntervalSince1970: 12 * 3600)
        let host = HeadlessHost(
            VStack {
                Text(noon, style: .time)
                Text(noon, style: .date)
            }, width: 30, height: 2)
        #expect(host.lines[0].contains(noon.formatted(date: .omitted, time: .shortened)))
        #expect(host.lines[1].contains("1970"))
    }

    @Test("move(fromOffsets:toOffset:) and remove(atOffsets:), as SwiftUI defines them")
    func collectionHelpers() {
        var letters = ["a", "b", "c", "d", "e"]
        letters.move(fromOffsets: [1], toOffset: 4)
        #expect(letters == ["a", "c", "d", "b", "e"])
        letters.move(fromOffsets: [3, 4], toOffset: 0)
        #expect(letters == ["b", "e", "a", "c", "d"])
        letters.move(fromOffsets: [0], toOffset: 5)
        #expect(letters == ["e", "a", "c", "d", "b"])
        letters.move(fromOffsets: [2], toOffset: 2)
        #expect(letters == ["e", "a", "c", "d", "b"], "to its own place: no move")
        letters.remove(atOffsets: [0, 2, 4])
        #expect(letters == ["a", "d"])
        letters.remove(atOffsets: [])
        #expect(letters == ["a", "d"])
    }
}

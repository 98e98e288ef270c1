import StateKit
import StateKitTesting
import Testing

// Stepper, Slider, ProgressView, Gauge and the toggle styles: drawn, driven
// by keys and clicks, evaluating only the control and the readers of its
// value.

struct Quantities: View {
    @State private var count = 2
    @State private var level = 0.5
    @State private var editing: [Bool] = []

    var body: some View {
        VStack(alignment: .leading) {
            Stepper("Count", value: $count, in: 0...3)
            Slider(value: $level, in: 0...1, step: 0.1) {
                Text("Level")
            } minimumValueLabel: {
                Text("0")
            } maximumValueLabel: {
                Text("1")
            } onEditingChanged: {
                editing.append($0)
            }
            CountReader(count: count)
            Text("level \(level, specifier: "%.1f") editing \(editing.map { $0 ? "t" : "f" }.joined())")
        }
    }
}

struct CountReader: View {
    let count: Int
    var body: some View { Text("count \(count)") }
}

struct QuietStepper: View {
    @State private var count = 0
    var body: some View {
        VStack(alignment: .leading) {
            Stepper("Count", value: $count, in: 0...10)
            BoundCount(count: $count)
        }
    }
}

struct BoundCount: View {
    @Binding var count: Int
    var body: some View { Text("count \(count)") }
}

struct Progress: View {
    let done: Double?
    var body: some View {
        VStack(alignment: .leading) {
            if let done {
                ProgressView("Copying", value: done, total: 4)
            } else {
                ProgressView("Loading…")
            }
            Gauge(value: 30, in: 0...120) {
                Text("Speed")
            } currentValueLabel: {
                Text("30")
            } minimumValueLabel: {
                Text("0")
            } maximumValueLabel: {
                Text("120")
            }
            .gaugeStyle(.accessoryLinearCapacity)
        }
        .progressViewStyle(.linear)
    }
}

struct SpinnerHost: View {
    @State private var shown = true
    var body: some View {
        VStack(alignment: .leading) {
            Button("Hide") { shown = false }
            if shown { ProgressView() }
        }
    }
}

struct ToggleStyles: View {
    @State private var wifi = true
    @State private var bold = false
    var body: some View {
        VStack(alignment: .leading) {
            Toggle("Wi-Fi", isOn: $wifi).toggleStyle(.switch)
            Toggle("Bold", isOn: $bold).toggleStyle(.button)
            Toggle("Check", isOn: $wifi).toggleStyle(.checkbox)
            Form {
                Toggle("In a form", isOn: $wifi).toggleStyle(.switch)
            }
        }
    }
}

@MainActor
@Suite("Value controls")
struct ValueControlTests {
    @Test("a stepper steps by clicks and keys within its range, its buttons dim at the ends")
    func stepper() throws {
        let host = HeadlessHost(Quantities(), width: 40, height: 4)
        // In the tint, the separator's line between them.
        #expect(host.lines[0].hasPrefix("Count   − │ +"))
        #expect(host.styleRuns.contains { $0.text == " − " && $0.isBold && $0.foreground != nil })
        host.click(column: 12, row: 0)
        #expect(host.text.contains("count 3"))
        let plus = try #require(host.styleRuns.first { $0.text.contains("+") })
        #expect(plus.isDim, "at the top of the range, + is dim")
        let monochrome = HeadlessHost(Quantities(), width: 40, height: 4, colors: .none)
        #expect(monochrome.lines[0].hasPrefix("Count  [−] [+]"), "brackets without colour")
        host.click(column: 12, row: 0)
        #expect(host.text.contains("count 3"), "and does nothing")
        host.press(.downArrow)
        host.press("-")
        #expect(host.text.contains("count 1"))
        host.press(.upArrow)
        #expect(host.text.contains("count 2"))
    }

    @Test("stepping evaluates the stepper and the readers of its value, not the view that holds it")
    func stepperEvaluations() throws {
        let host = HeadlessHost(QuietStepper(), width: 30, height: 2)
        host.press(.tab)
        host.press(.upArrow)
        host.press(.upArrow)
        #expect(host.lines[1].hasPrefix("count 2"))
        #expect(host.renders(of: QuietStepper.self) == 1)
        #expect(host.renders(of: BoundCount.self) == 3)
    }

    @Test("a slider: a track of cells with its knob; a click sets, a drag moves, the arrows step")
    func slider() throws {
        let host = HeadlessHost(Quantities(), width: 30, height: 4)
        // Level, 0, a track of 20 cells at columns 8 to 27, 1.
        #expect(host.lines[1] == "Level 0 ━━━━━━━━━━●───────── 1")
        host.click(column: 8, row: 1)
        #expect(host.text.contains("level 0.0 editing tf"))
        host.drag(column: 8, row: 1, toColumn: 27, toRow: 1)
        #expect(host.text.contains("level 1.0 editing tftf"), "a drag is one edit, begun and ended")
        host.drag(column: 27, row: 1, toColumn: 17, toRow: 1)
        #expect(host.text.contains("level 0.5"), "column 17 is 0.47 of the track, stepped to 0.5")
        #expect(host.lines[1] == "Level 0 ━━━━━━━━━━●───────── 1")
        host.press(.rightArrow)
        host.press(.rightArrow)
        #expect(host.text.contains("level 0.7"))
        host.press(.end)
        #expect(host.text.contains("level 1.0"))
        host.press(.home)
        #expect(host.text.contains("level 0.0"))
    }

    @Test("a click on a slider's label focuses it without moving it")
    func sliderLabel() throws {
        let host = HeadlessHost(Quantities(), width: 30, height: 4)
        try host.click(on: "Level")
        #expect(host.text.contains("level 0.5 editing\n") || host.text.hasSuffix("level 0.5 editing"))
        host.press(.leftArrow)
        #expect(host.text.contains("level 0.4"))
    }

    @Test("a determinate progress view is a bar under its label; an indeterminate one a spinner before it")
    func progress() {
        let host = HeadlessHost(Progress(done: 1), width: 20, height: 3)
        #expect(host.lines[0].hasPrefix("Copying"))
        #expect(host.lines[1] == "█████░░░░░░░░░░░░░░░")
        let spinning = HeadlessHost(Progress(done: nil), width: 20, height: 2)
        #expect(spinning.lines[0].hasPrefix("⠋ Loading…"))
        spinning.advanceClock(by: .milliseconds(100))
        #expect(spinning.lines[0].hasPrefix("⠙ Loading…"))
    }

    @Test("a gauge is a row: label, minimum, bar, maximum, value")
    func gauge() {
        let host = HeadlessHost(Progress(done: 2), width: 30, height: 3)
        // 30 of 120: a quarter of the 15 cells left for the bar.
        #expect(host.lines[2] == "Speed 0 ███▊░░░░░░░░░░░ 120 30")
    }

    @Test("the spinner turns only while it is on screen: off it, moving the clock evaluates and writes nothing")
    func spinnerStops() throws {
        let host = HeadlessHost(SpinnerHost(), width: 20, height: 2)
        host.advanceClock(by: .milliseconds(100))
        #expect(host.cellsWrittenByLastFrame == 1, "one turn writes the spinner's cell")
        try host.click(on: "Hide")
        let evaluations = host.evaluations
        for _ in 0..<5 { host.advanceClock(by: .milliseconds(100)) }
        #expect(host.evaluations == evaluations)
        #expect(host.cellsWrittenByLastFrame == 0)
    }

    @Test("toggle styles: a switch after its label (at the row's end in a form), a button, a check box")
    func toggleStyles() throws {
        let host = HeadlessHost(ToggleStyles(), width: 30, height: 5)
        #expect(host.lines[0].hasPrefix("Wi-Fi  ━━●"))
        // Off, a button toggle is a button: its title in the tint.
        #expect(host.lines[1].hasPrefix(" Bold "))
        #expect(host.styleRuns.contains { $0.text == "Bold" && $0.foreground != nil && !$0.isBold })
        #expect(host.lines[2].hasPrefix("[x] Check"))
        #expect(host.lines[3] == "  In a form                ━━●")
        try host.click(on: "Wi-Fi")
        #expect(host.lines[0].hasPrefix("Wi-Fi  ○──"))
        #expect(host.lines[2].hasPrefix("[ ] Check"))
        try host.click(on: "Bold")
        // On, a prominent one: bold on the tint.
        #expect(host.lines[1].hasPrefix(" Bold "))
        #expect(host.styleRuns.contains { $0.text.contains("Bold") && $0.isBold && $0.background != nil })
    }
}

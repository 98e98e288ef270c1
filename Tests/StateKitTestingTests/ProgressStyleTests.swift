import StateKit
import StateKitTesting
import Testing

// Custom ProgressViewStyle and GaugeStyle, each made from its Configuration.

/// A percentage in brackets, the label before it.
struct PercentStyle: ProgressViewStyle {
    func makeBody(configuration: Configuration) -> some View {
        HStack {
            configuration.label
            Text("[\(Int((configuration.fractionCompleted ?? 0) * 100))%]")
        }
    }
}

/// StateKit's own drawing under a heading: the style starts from the
/// progress view it was given.
struct HeadedStyle: ProgressViewStyle {
    func makeBody(configuration: Configuration) -> some View {
        VStack(alignment: .leading, spacing: 0) {
            Text("== progress ==")
            ProgressView(configuration)
        }
    }
}

/// A gauge as a level out of ten, its label and its ends around it.
struct LevelStyle: GaugeStyle {
    func makeBody(configuration: Configuration) -> some View {
        HStack {
            configuration.label
            configuration.minimumValueLabel
            Text("level \(Int((configuration.value * 10).rounded()))/10")
            configuration.maximumValueLabel
        }
    }
}

struct Downloads: View {
    let style: Int

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            switch style {
            case 0: ProgressView("Copying", value: 0.25).progressViewStyle(PercentStyle())
            case 1: ProgressView("Copying", value: 0.5).progressViewStyle(HeadedStyle())
            default:
                ProgressView("Copying", value: 0.75)
                    .progressViewStyle(.linear)
                    .progressViewStyle(PercentStyle())
            }
            Gauge(value: 30, in: 0...100) {
                Text("Fuel")
            } currentValueLabel: {
                Text("30")
            } minimumValueLabel: {
                Text("E")
            } maximumValueLabel: {
                Text("F")
            }
            .gaugeStyle(LevelStyle())
        }
    }
}

@MainActor
@Suite("Custom progress view and gauge styles")
struct ProgressStyleTests {
    @Test("a progress view style of the app's own makes the look from the fraction and the label")
    func customProgress() {
        let host = HeadlessHost(Downloads(style: 0), width: 30, height: 4)
        #expect(host.lines[0].hasPrefix("Copying [25%]"))
    }

    @Test("ProgressView(configuration) inside a style draws StateKit's bar")
    func startsFromTheConfiguration() {
        let host = HeadlessHost(Downloads(style: 1), width: 30, height: 6)
        #expect(host.lines[0].hasPrefix("== progress =="))
        #expect(host.lines[1].hasPrefix("Copying"))
        #expect(
            host.lines[2] == String(repeating: "█", count: 15) + String(repeating: "░", count: 15), "the bar, half full"
        )
    }

    @Test("StateKit's own style, nearer the view, wins over the app's around it")
    func nearerWins() {
        let host = HeadlessHost(Downloads(style: 2), width: 30, height: 6)
        #expect(!host.text.contains("%]"))
        #expect(host.lines[0].hasPrefix("Copying"))
    }

    @Test("a gauge style of the app's own is given the value as a fraction of the range, and the labels")
    func customGauge() {
        let host = HeadlessHost(Downloads(style: 0), width: 30, height: 4)
        #expect(host.lines[1].hasPrefix("Fuel E level 3/10 F"))
    }
}

import StateKit

// A week of steps, drawn as a phone's activity app draws it: a header on a
// gradient, today's ring filling towards the goal, a medal from the asset
// catalog when it is reached, the week as a line chart, each in a card with a
// rounded border, and a tip in Markdown whose link opens in the browser.
// Written as for SwiftUI, with only the import changed.

@Observable
final class ActivityLog {
    var steps = [4_200, 6_100, 5_300, 8_000, 7_200, 9_100, 3_000]
    let goal = 10_000

    var today: Int { steps[steps.count - 1] }
    var progress: Double { min(1, Double(today) / Double(goal)) }

    func walk(_ more: Int) { steps[steps.count - 1] += more }

    func startNewDay() {
        steps.removeFirst()
        steps.append(0)
    }
}

/// Today's steps as a ring that fills clockwise from the top.
struct ProgressRing: View {
    let progress: Double

    var body: some View {
        ZStack {
            Circle().stroke(Color.gray.opacity(0.3), lineWidth: 2)
            Circle()
                .trim(from: 0, to: progress)
                .stroke(Color.green, style: StrokeStyle(lineWidth: 2, lineCap: .round))
                .rotationEffect(.degrees(-90))
            Text("\(Int(progress * 100))%").bold()
        }
    }
}

/// The week's steps as a line, highest at the top.
struct WeekChart: View {
    let steps: [Int]

    var body: some View {
        GeometryReader { proxy in
            let highest = Double(max(steps.max() ?? 1, 1))
            Path { path in
                for (day, count) in steps.enumerated() {
                    let x = proxy.size.width * Double(day) / Double(max(steps.count - 1, 1))
                    let y = proxy.size.height * (1 - Double(count) / highest)
                    if day == 0 {
                        path.move(to: CGPoint(x: x, y: y))
                    } else {
                        path.addLine(to: CGPoint(x: x, y: y))
                    }
                }
            }
            .stroke(Color.blue, lineWidth: 1)
        }
    }
}

/// A titled card with a rounded border.
struct Card<Content: View>: View {
    let title: String
    @ViewBuilder let content: Content

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            Text(title).font(.headline)
            content
        }
        .padding()
        .overlay(RoundedRectangle(cornerRadius: 12).stroke(Color.gray, lineWidth: 1))
    }
}

struct ContentView: View {
    @State private var log = ActivityLog()
    @State private var opened: String?

    var body: some View {
        VStack(alignment: .leading, spacing: 16) {
            Text("Activity")
                .font(.largeTitle.bold())
                .frame(maxWidth: .infinity)
                .padding(.vertical, 8)
                .background(LinearGradient(colors: [.green, .blue], startPoint: .leading, endPoint: .trailing))
            HStack(spacing: 16) {
                Card(title: "Today") {
                    HStack(spacing: 16) {
                        ProgressRing(progress: log.progress).frame(width: 96, height: 96)
                        VStack(alignment: .leading) {
                            Text("**\(log.today)** steps")
                            Text("Goal \(log.goal)").foregroundStyle(.secondary)
                            if log.today >= log.goal {
                                Image("Medal").resizable().scaledToFit().frame(width: 64, height: 64)
                            }
                        }
                    }
                }
                Card(title: "This week") {
                    WeekChart(steps: log.steps).frame(height: 96)
                }
            }
            HStack {
                Button("Walk 500 steps") { log.walk(500) }
                Button("New day") { log.startNewDay() }
            }
            Text(
                """
                Aim for *10,000 steps* a day: not ~~a rule~~ but **a habit**. \
                [Why it matters](https://www.who.int/news-room/fact-sheets/detail/physical-activity)
                """)
            if let opened {
                Text("Opening \(opened)…").foregroundStyle(.secondary)
            }
        }
        .padding()
        .environment(
            \.openURL,
            OpenURLAction { [$opened] url in
                $opened.wrappedValue = url.host
                return .systemAction
            })
    }
}

@main
struct ActivityApp: App {
    var body: some Scene {
        WindowGroup {
            ContentView()
        }
    }
}

// Day 12 of learning SwiftUI: a workout in pages. Each exercise page counts
// down in its own @State from a timer publisher and tells its parent when it
// is done through a @Binding; Done records the exercise in a HistoryStore that
// the pages share as an environment object.
import StateKit

@main
struct WorkoutApp: App {
    var body: some Scene {
        WindowGroup {
            ContentView()
        }
    }
}

/// The pages. The store is made in this body: it lives as long as the body is
/// not evaluated again, and a page change does not evaluate it (only the tab
/// view reads the selection).
struct ContentView: View {
    @State private var selectedTab = 9

    var body: some View {
        TabView(selection: $selectedTab) {
            WelcomeView(selectedTab: $selectedTab)
                .tag(9)
            ForEach(0..<Exercise.names.count, id: \.self) { index in
                ExerciseView(index: index, selectedTab: $selectedTab)
                    .tag(index)
            }
        }
        .environmentObject(HistoryStore())
        .tabViewStyle(PageTabViewStyle(indexDisplayMode: .never))
    }
}

enum Exercise {
    static let names = ["Squat", "Step Up", "Burpee"]
}

struct WelcomeView: View {
    @Binding var selectedTab: Int

    var body: some View {
        VStack {
            Text("Welcome to the workout").font(.title)
            Button("Get Started") { selectedTab = 0 }
        }
    }
}

struct ExerciseView: View {
    @EnvironmentObject var history: HistoryStore
    let index: Int
    @Binding var selectedTab: Int
    @State private var timerDone = false

    var body: some View {
        VStack {
            Text(Exercise.names[index]).font(.headline)
            TimerView(timerDone: $timerDone)
            Text(timerDone ? "Time is up" : "Keep going")
            Text("Days in history: \(history.exerciseDays.count)")
            Button("Done") {
                history.addDoneExercise(Exercise.names[index])
                selectedTab = index + 1 < Exercise.names.count ? index + 1 : 9
            }
        }
    }
}

/// Counts down from three, a second a step, then tells its parent.
struct TimerView: View {
    @State private var timeRemaining = 3
    @Binding var timerDone: Bool

    let timer = Timer.publish(every: 1, on: .main, in: .common).autoconnect()

    var body: some View {
        Text("\(timeRemaining)")
            .font(.system(size: 90, design: .rounded))
            .padding()
            .onReceive(timer) { _ in
                if timeRemaining > 0 {
                    timeRemaining -= 1
                } else {
                    timerDone = true
                }
            }
    }
}

@testable import StateKit

/// Day 12's countdown: `@State` and a timer publisher, telling its parent when
/// it is done through a binding.
struct CountdownView: View {
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

struct CountdownHost: View {
    @State private var timerDone = false

    var body: some View {
        VStack {
            CountdownView(timerDone: $timerDone)
            Text(timerDone ? "Timer done" : "Timer running")
        }
    }
}

/// Counts how many objects were made, to show `@StateObject` makes one.
@MainActor
final class MadeCounter: ObservableObject {
    static var made = 0
    @Published var value = 0
    init() { MadeCounter.made += 1 }
}

struct StateObjectOwner: View {
    @StateObject var model = MadeCounter()
    var body: some View {
        VStack {
            Text("model \(model.value)")
            Button("bump") { model.value += 1 }
                .keyboardShortcut("b", modifiers: [])
        }
    }
}

struct StateObjectParent: View {
    @State private var generation = 0
    var body: some View {
        VStack {
            Text("generation \(generation)")
            Button("again") { generation += 1 }
                .keyboardShortcut("g")
            StateObjectOwner()
        }
    }
}

/// Keeps what `onChange` saw.
@MainActor
final class ChangeRecord {
    var seen: [String] = []
}

struct ChangeWatcher: View {
    @State private var value = 0
    let record: ChangeRecord

    var body: some View {
        VStack {
            Text("value \(value)")
                .onChange(of: value) { old, new in record.seen.append("\(old)->\(new)") }
                .onChange(of: value, initial: true) { record.seen.append("now \(value)") }
            Button("up") { value += 1 }
                .keyboardShortcut(.upArrow)
        }
    }
}

struct StyledView: View {
    @State private var enabled = false
    @State private var presses = 0

    var body: some View {
        VStack(alignment: .leading) {
            Text("Title").font(.title)
            Text("body").font(.body)
            Text("framed").frame(width: 80, alignment: .trailing)
            Text("wide").frame(maxWidth: .infinity)
            Button("press \(presses)") { presses += 1 }
                .disabled(!enabled)
                .keyboardShortcut("p")
            Button("enable") { enabled = true }
                .keyboardShortcut("e")
        }
        .foregroundColor(.green)
    }
}

struct EntryApp: App {
    var body: some Scene {
        WindowGroup {
            Text("from the app")
        }
    }
}

/// A setting behind a toggle, and a view that reads it.
struct SettingsForm: View {
    @State private var notify = false
    var body: some View {
        VStack(alignment: .leading) {
            Toggle("Notify", isOn: $notify)
            NotifyStatus(notify: $notify)
        }
    }
}

struct NotifyStatus: View {
    @Binding var notify: Bool
    var body: some View {
        Text(notify ? "will notify" : "silent")
    }
}

struct Layered: View {
    var body: some View {
        ZStack(alignment: .topLeading) {
            Text("..........")
            Text("front")
        }
    }
}

/// An `@Observable` model edited through `@Bindable`.
@Observable
final class Profile {
    var nickname = "ada"
    var newsletter = false
}

struct ProfileEditor: View {
    @Bindable var profile: Profile

    var body: some View {
        VStack(alignment: .leading) {
            TextField("Nickname:", text: $profile.nickname)
            Toggle("Newsletter", isOn: $profile.newsletter)
        }
    }
}

struct ProfileSummary: View {
    @Environment(Profile.self) var profile

    var body: some View {
        Text("\(profile.nickname) \(profile.newsletter ? "subscribed" : "not subscribed")")
    }
}

struct ProfileScreen: View {
    let profile: Profile

    var body: some View {
        VStack(alignment: .leading) {
            ProfileEditor(profile: profile)
            ProfileSummary()
        }
        .environment(profile)
    }
}

// Xcode ends SwiftUI files with a preview: it compiles here and expands to
// nothing (a terminal has no canvas).
#Preview {
    ProfileScreen(profile: Profile())
}

#Preview("Editor", traits: .sizeThatFitsLayout) {
    ProfileEditor(profile: Profile())
}

/// A parent handing its child a value it reads, for `@self`.
struct ScoreBoard: View {
    @State private var score = 0
    var body: some View {
        let _ = Self._printChanges()
        VStack {
            ScoreLine(score: score)
            Button("score") { score += 1 }.keyboardShortcut("s")
        }
    }
}

struct ScoreLine: View {
    let score: Int
    var body: some View {
        let _ = Self._printChanges()
        Text("score \(score)")
    }
}

/// An `@Observable` read in a body, for `@dependencies`.
@Observable
final class Thermometer {
    var degrees = 20
}

struct ThermometerView: View {
    @Environment(Thermometer.self) var thermometer
    var body: some View {
        let _ = Self._printChanges()
        Text("\(thermometer.degrees)°")
    }
}

/// Views of the vocabulary that only draw.
struct Showcase: View {
    @State private var presses = 0

    var body: some View {
        VStack(alignment: .leading, spacing: 16) {
            HStack(alignment: .bottom, spacing: 24) {
                Text("a\nb")
                Text("c")
            }
            Button(action: { presses += 1 }) {
                Label("Star \(presses)", systemImage: "star.fill")
            }
            .keyboardShortcut(.return, modifiers: [])
            VStack {
                Text("plain")
                Text("strong")
            }
            .bold()
            Text("coloured").foregroundStyle(.red).background(Color.blue.opacity(0.5)).foregroundColor(.green)
            Label("no glyph", systemImage: "no.such.symbol")
        }
    }
}

/// Pages without a selection binding: the tab view keeps its own.
struct OwnTabs: View {
    var body: some View {
        TabView {
            Text("first page").tabItem { Text("One") }
            Text("second page").tabItem { Text("Two") }
        }
    }
}

/// A scroll view of numbered lines.
struct Lines: View {
    var body: some View {
        ScrollView {
            VStack(alignment: .leading) {
                ForEach(1...30, id: \.self) { number in
                    Text("line \(number)")
                }
            }
        }
    }
}

@testable import StateKit

/// The global-state design: one object, two views holding it.
final class GlobalState: ObservableObject {
    @Published var counter = 0
    @Published var isAuthenticated = false
}

struct GlobalCounterView: View {
    @EnvironmentObject var appState: GlobalState
    var body: some View {
        let _ = Self._printChanges()
        VStack {
            Text("\(appState.counter)")
            Button("Increment") { appState.counter += 1 }
        }
    }
}

struct GlobalAuthenticationView: View {
    @EnvironmentObject var appState: GlobalState
    var body: some View {
        let _ = Self._printChanges()
        VStack {
            Text(appState.isAuthenticated ? "AUTHENTICATED" : "NOT AUTHENTICATED")
            Button("Toggle Authentication") { appState.isAuthenticated.toggle() }
        }
    }
}

struct GlobalContentView: View {
    var body: some View {
        VStack {
            GlobalCounterView()
            GlobalAuthenticationView()
        }
    }
}

/// Collects what `_printChanges` writes while `body` runs.
@MainActor
func printedChanges(_ body: () -> Void) -> [String] {
    var lines: [String] = []
    let saved = ChangeLog.write
    ChangeLog.write = { lines.append($0) }
    defer { ChangeLog.write = saved }
    body()
    return lines
}

/// A history kept in an object made inside a body, as Day 12's `ContentView`
/// does: it survives only while that body is not evaluated again.
final class PageHistory: ObservableObject {
    @Published var days: [String] = []
}

struct PagedContent: View {
    @State private var selectedPage = 9

    var body: some View {
        TabView(selection: $selectedPage) {
            PagedWelcome(selectedPage: $selectedPage).tag(9)
            ForEach(0..<2) { index in
                PagedExercise(index: index, selectedPage: $selectedPage).tag(index)
            }
        }
        .environmentObject(PageHistory())
        .tabViewStyle(PageTabViewStyle(indexDisplayMode: .never))
    }
}

struct PagedWelcome: View {
    @Binding var selectedPage: Int
    var body: some View {
        VStack {
            Text("Welcome")
            Button("Get Started") { selectedPage = 0 }
        }
    }
}

struct PagedExercise: View {
    @EnvironmentObject var history: PageHistory
    let index: Int
    @Binding var selectedPage: Int

    var body: some View {
        VStack {
            Text("Exercise \(index)")
            Text("Days: \(history.days.count)")
            Button("Done") {
                history.days.append("day")
                selectedPage = index + 1 < 2 ? index + 1 : 9
            }
        }
    }
}

enum Place: Hashable {
    case home, settings
}

final class PlaceState: ObservableObject {
    @Published var selected: Place = .home
}

final class PlaceContainer: ObservableObject {
    var placeState = PlaceState()
}

/// App-wide state's fix: the tab in its own object, the home view holding the
/// container that publishes nothing.
struct PlacesView: View {
    @EnvironmentObject var state: PlaceState
    var body: some View {
        TabView(selection: $state.selected) {
            PlaceHome()
                .tabItem { Label("Home", systemImage: "house.fill") }
                .tag(Place.home)
            Text("Settings page")
                .tabItem { Label("Settings", systemImage: "gear") }
                .tag(Place.settings)
        }
    }
}

@MainActor
final class Journal {
    var entries: [String] = []
}

struct PlaceHome: View {
    @EnvironmentObject var container: PlaceContainer
    @Environment(JournalBox.self) var journal

    var body: some View {
        let _ = journal.journal.entries.append("Home body")
        VStack {
            Button("go to settings") { container.placeState.selected = .settings }
            Text("Home")
                .onAppear { journal.journal.entries.append("appear") }
                .onDisappear { journal.journal.entries.append("disappear") }
        }
    }
}

/// Hands a plain journal down through the environment.
@Observable
final class JournalBox {
    let journal = Journal()
}

import StateKit
import StateKitTesting
import Testing

// A pushed screen built from the pushing view's data shows that data as it
// changes, as in SwiftUI: a habit tracker's detail writes the store, the list
// holding the link is evaluated again, and the detail it now builds replaces
// the pushed one's inputs, its @State kept.

struct Habit: Identifiable, Equatable {
    let id: Int
    var title: String
    var done = 0
}

final class HabitStore: ObservableObject {
    @Published var habits = [Habit(id: 1, title: "Run"), Habit(id: 2, title: "Read")]

    func complete(_ habit: Habit) {
        guard let index = habits.firstIndex(where: { $0.id == habit.id }) else { return }
        habits[index].done += 1
    }
}

struct HabitList: View {
    @StateObject private var store = HabitStore()

    var body: some View {
        NavigationStack {
            List {
                ForEach(store.habits) { habit in
                    NavigationLink(habit.title) {
                        HabitDetail(store: store, habit: habit)
                    }
                }
            }
            .navigationTitle("Habits")
        }
    }
}

struct HabitDetail: View {
    let store: HabitStore
    let habit: Habit
    @State private var visits = 0

    var body: some View {
        VStack {
            Text("\(habit.title): completed \(habit.done) times")
            Text("visits \(visits)")
            Button("Mark") { visits += 1 }
            Button("Done") { store.complete(habit) }
        }
    }
}

@MainActor
@Suite("A pushed view follows its data")
struct PushedDetailFollowsDataTests {
    @Test("a NavigationLink's detail shows the store's change made in it, its @State kept")
    func linkDetailFollowsTheStore() throws {
        let host = HeadlessHost(HabitList(), width: 50, height: 12)
        try host.click(on: "Run")
        #expect(host.text.contains("Run: completed 0 times"))
        try host.click(on: "Mark")
        #expect(host.text.contains("visits 1"))
        try host.click(on: "Done")
        #expect(host.text.contains("Run: completed 1 times"))
        #expect(host.text.contains("visits 1"), "the detail's @State is kept")
        try host.click(on: "Done")
        #expect(host.text.contains("Run: completed 2 times"))
    }
}

struct HabitSheetHost: View {
    @StateObject private var store = HabitStore()
    @State private var editing: Habit?
    @State private var showsFirst = false

    var body: some View {
        VStack {
            Button("Edit first") { showsFirst = true }
            Button("Edit second") { editing = store.habits[1] }
        }
        .sheet(isPresented: $showsFirst) {
            HabitDetail(store: store, habit: store.habits[0])
        }
        .sheet(item: $editing) { habit in
            HabitDetail(store: store, habit: store.habits.first { $0.id == habit.id } ?? habit)
        }
    }
}

struct PresentedHabit: View {
    @StateObject private var store = HabitStore()
    @State private var showsDetail = false

    var body: some View {
        NavigationStack {
            Button("Open") { showsDetail = true }
                .navigationDestination(isPresented: $showsDetail) {
                    HabitDetail(store: store, habit: store.habits[1])
                }
        }
    }
}

@MainActor
@Suite("Presented content follows its data")
struct PresentedContentFollowsDataTests {
    @Test("a sheet's content shows the presenter's state as it changes, its @State kept")
    func sheetFollowsTheStore() throws {
        let host = HeadlessHost(HabitSheetHost(), width: 50, height: 14)
        try host.click(on: "Edit first")
        #expect(host.text.contains("Run: completed 0 times"))
        try host.click(on: "Mark")
        try host.click(on: "Done")
        #expect(host.text.contains("Run: completed 1 times"))
        #expect(host.text.contains("visits 1"))
    }

    @Test("sheet(item:) content that looks its data up shows the change")
    func itemSheetFollowsTheStore() throws {
        let host = HeadlessHost(HabitSheetHost(), width: 50, height: 14)
        try host.click(on: "Edit second")
        #expect(host.text.contains("Read: completed 0 times"))
        try host.click(on: "Done")
        #expect(host.text.contains("Read: completed 1 times"))
    }

    @Test("navigationDestination(isPresented:) shows the presenter's state as it changes")
    func presentedDestinationFollowsTheStore() throws {
        let host = HeadlessHost(PresentedHabit(), width: 50, height: 14)
        try host.click(on: "Open")
        #expect(host.text.contains("Read: completed 0 times"))
        try host.click(on: "Mark")
        try host.click(on: "Done")
        #expect(host.text.contains("Read: completed 1 times"))
        #expect(host.text.contains("visits 1"))
    }
}

struct HabitPath: View {
    @StateObject private var store = HabitStore()
    @State private var path: [Int] = []

    var body: some View {
        NavigationStack(path: $path) {
            List {
                ForEach(store.habits) { habit in
                    NavigationLink(habit.title, value: habit.id)
                }
            }
            .navigationDestination(for: Int.self) { id in
                if let habit = store.habits.first(where: { $0.id == id }) {
                    HabitDetail(store: store, habit: habit)
                }
            }
        }
    }
}

@MainActor
@Suite("A destination for a value looks its data up again")
struct ValueDestinationFollowsDataTests {
    @Test("navigationDestination(for:)'s closure runs again: the screen it made shows the change")
    func valueDestinationFollowsTheStore() throws {
        let host = HeadlessHost(HabitPath(), width: 50, height: 14)
        try host.click(on: "Read")
        #expect(host.text.contains("Read: completed 0 times"))
        try host.click(on: "Mark")
        try host.click(on: "Done")
        #expect(host.text.contains("Read: completed 1 times"))
        #expect(host.text.contains("visits 1"))
    }
}

struct SidebarHabits: View {
    @StateObject private var store = HabitStore()

    var body: some View {
        NavigationView {
            List {
                ForEach(store.habits) { habit in
                    NavigationLink(habit.title) {
                        HabitDetail(store: store, habit: habit)
                    }
                }
            }
            Text("Pick a habit")
        }
    }
}

@MainActor
@Suite("A split view's detail follows its data")
struct SplitDetailFollowsDataTests {
    @Test("the detail column a sidebar's link shows follows the store it edits, its @State kept")
    func splitDetailFollowsTheStore() throws {
        let host = HeadlessHost(SidebarHabits(), width: 100, height: 14)
        try host.click(on: "Run")
        #expect(host.text.contains("Run: completed 0 times"))
        try host.click(on: "Mark")
        try host.click(on: "Done")
        #expect(host.text.contains("Run: completed 1 times"))
        #expect(host.text.contains("visits 1"))
        try host.click(on: "Read")
        #expect(host.text.contains("Read: completed 0 times"))
        #expect(host.text.contains("visits 0"), "another link's destination starts afresh")
    }
}

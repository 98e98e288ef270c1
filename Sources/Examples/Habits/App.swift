import StateKit

// example-habits: a habit tracker. A pushed detail and a sheet both edit the
// one store, and each shows the edit in place, as in SwiftUI: the detail is
// built again by the list that pushed it, with the habit as it is now.

@main
struct HabitsApp: App {
    @StateObject private var store = HabitStore()

    var body: some Scene {
        WindowGroup {
            HabitList()
                .environmentObject(store)
        }
    }
}

struct Habit: Identifiable, Equatable {
    let id: UUID
    var title: String
    var completions = 0
}

final class HabitStore: ObservableObject {
    @Published var habits = [
        Habit(id: UUID(), title: "Read a chapter"),
        Habit(id: UUID(), title: "Walk the dog"),
    ]

    func update(_ habit: Habit) {
        guard let index = habits.firstIndex(where: { $0.id == habit.id }) else { return }
        habits[index] = habit
    }
}

struct HabitList: View {
    @EnvironmentObject private var store: HabitStore

    var body: some View {
        NavigationStack {
            List {
                ForEach(store.habits) { habit in
                    NavigationLink {
                        HabitDetail(habit: habit)
                    } label: {
                        Text("\(habit.title) (\(habit.completions))")
                    }
                }
            }
            .navigationTitle("Habits")
        }
    }
}

struct HabitDetail: View {
    @EnvironmentObject private var store: HabitStore
    let habit: Habit
    @State private var renaming = false

    var body: some View {
        VStack(spacing: 12) {
            Text(habit.title)
                .font(.title)
            Text("Completed \(habit.completions) times")
                .foregroundStyle(Color("Streak"))
            HStack(spacing: 12) {
                Button("Done today") {
                    var done = habit
                    done.completions += 1
                    store.update(done)
                }
                Button("Rename") { renaming = true }
            }
        }
        .navigationTitle(habit.title)
        .sheet(isPresented: $renaming) {
            RenameSheet(habit: habit)
        }
    }
}

struct RenameSheet: View {
    @EnvironmentObject private var store: HabitStore
    @Environment(\.dismiss) private var dismiss
    let habit: Habit
    @State private var title = ""

    var body: some View {
        VStack(spacing: 12) {
            Text("Rename \"\(habit.title)\"")
            TextField("New name", text: $title)
                .onSubmit(save)
            HStack(spacing: 12) {
                Button("Cancel") { dismiss() }
                Button("Save", action: save)
            }
        }
        .padding()
    }

    private func save() {
        var renamed = habit
        renamed.title = title.isEmpty ? habit.title : title
        store.update(renamed)
        dismiss()
    }
}

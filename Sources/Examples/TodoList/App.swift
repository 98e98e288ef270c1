// A first app as it is written for SwiftUI: a todo list in a TabView, an
// @Observable store in the environment, a field that adds on Return, a toggle
// per item bound with ForEach($items), "Clear done", a "Hide done" switch kept
// in @AppStorage across runs, and an About tab.
import StateKit

struct TodoItem: Identifiable {
    let id = UUID()
    var title: String
    var isDone = false
}

@Observable
final class TodoStore {
    var items: [TodoItem] = [
        TodoItem(title: "Buy milk"),
        TodoItem(title: "Walk the dog"),
        TodoItem(title: "Write the report"),
    ]

    var remaining: Int { items.filter { !$0.isDone }.count }

    func add(_ title: String) {
        let trimmed = title.trimmingCharacters(in: .whitespaces)
        guard !trimmed.isEmpty else { return }
        items.append(TodoItem(title: trimmed))
    }

    func clearDone() {
        items.removeAll { $0.isDone }
    }
}

@main
struct TodoApp: App {
    @State private var store = TodoStore()

    var body: some Scene {
        WindowGroup {
            ContentView()
                .environment(store)
        }
    }
}

struct ContentView: View {
    var body: some View {
        TabView {
            TodoListView()
                .tabItem { Label("Todos", systemImage: "checkmark") }
            AboutView()
                .tabItem { Label("About", systemImage: "info.circle") }
        }
    }
}

struct TodoListView: View {
    @Environment(TodoStore.self) private var store
    @State private var newTitle = ""
    @FocusState private var isAdding: Bool
    @AppStorage("hideDone") private var hideDone = false

    var body: some View {
        @Bindable var store = store
        VStack(alignment: .leading) {
            TextField("What needs doing?", text: $newTitle)
                .textFieldStyle(.roundedBorder)
                .focused($isAdding)
                .submitLabel(.done)
                .onSubmit(add)
            List {
                ForEach($store.items) { $item in
                    if !(hideDone && item.isDone) {
                        Toggle(item.title, isOn: $item.isDone)
                    }
                }
            }
            HStack {
                Text("\(store.remaining) left")
                    .foregroundStyle(.secondary)
                Spacer()
                Toggle("Hide done", isOn: $hideDone)
                Button("Clear done") {
                    store.clearDone()
                }
                .disabled(store.items.allSatisfy { !$0.isDone })
            }
        }
        .padding()
    }

    private func add() {
        store.add(newTitle)
        newTitle = ""
        isAdding = true
    }
}

struct AboutView: View {
    var body: some View {
        VStack(alignment: .leading, spacing: 16) {
            Text("Todos").font(.title)
            Text("A small list to keep track of things.")
            Text("Type and press Return to add; click an item to tick it.")
                .foregroundStyle(.secondary)
                .italic()
        }
        .padding()
    }
}

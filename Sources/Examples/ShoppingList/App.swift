// An editable, searchable list as it is written for SwiftUI: items in a
// List with a binding per row, added from a field, deleted by onDelete (the
// Delete key, or edit mode's ⊖) and by a swipe action, moved by onMove
// (Alt-Up, Alt-Down), ticked by a toggle, renamed in a sheet from a context
// menu, filtered by a search field, and cleared from a menu in the toolbar.
import StateKit

struct Item: Identifiable, Hashable {
    let id = UUID()
    var name: String
    var bought = false
}

@Observable
final class ShoppingList {
    var items = ["Apples", "Bread", "Cheese", "Dates", "Eggs", "Flour"].map { Item(name: $0) }

    func add(_ name: String) {
        let trimmed = name.trimmingCharacters(in: .whitespaces)
        guard !trimmed.isEmpty else { return }
        items.append(Item(name: trimmed))
    }

    func remove(_ item: Item) {
        items.removeAll { $0.id == item.id }
    }
}

@main
struct ShoppingListApp: App {
    @State private var list = ShoppingList()

    var body: some Scene {
        WindowGroup {
            ContentView()
                .environment(list)
        }
    }
}

struct ContentView: View {
    @Environment(ShoppingList.self) private var list
    @State private var search = ""
    @State private var newItem = ""
    @State private var renaming: Item?

    var body: some View {
        @Bindable var list = list
        NavigationStack {
            VStack(alignment: .leading) {
                TextField("Add", text: $newItem, prompt: Text("an item, then Return"))
                    .onSubmit {
                        list.add(newItem)
                        newItem = ""
                    }
                List {
                    ForEach($list.items) { $item in
                        if search.isEmpty || item.name.localizedCaseInsensitiveContains(search) {
                            Toggle(item.name, isOn: $item.bought)
                                .swipeActions {
                                    Button("Delete", role: .destructive) { list.remove(item) }
                                }
                                .contextMenu {
                                    Button("Rename") { renaming = item }
                                    Button("Delete", role: .destructive) { list.remove(item) }
                                }
                        }
                    }
                    .onDelete { list.items.remove(atOffsets: $0) }
                    .onMove { list.items.move(fromOffsets: $0, toOffset: $1) }
                }
                .searchable(text: $search, prompt: "Find an item")
                Text("\(list.items.filter(\.bought).count) of \(list.items.count) bought")
                    .foregroundStyle(.secondary)
            }
            .navigationTitle("Shopping")
            .toolbar {
                EditButton()
                Menu("Clear") {
                    Button("Bought items") { list.items.removeAll(where: \.bought) }
                    Button("All items", role: .destructive) { list.items.removeAll() }
                }
            }
            .sheet(item: $renaming) { item in
                RenameSheet(item: item)
            }
        }
    }
}

struct RenameSheet: View {
    @Environment(ShoppingList.self) private var list
    @Environment(\.dismiss) private var dismiss
    let item: Item
    @State private var name = ""

    var body: some View {
        NavigationStack {
            Form {
                TextField("Name", text: $name)
                    .onSubmit(save)
            }
            .navigationTitle("Rename \(item.name)")
            .toolbar {
                ToolbarItem(placement: .cancellationAction) {
                    Button("Cancel") { dismiss() }
                }
                ToolbarItem(placement: .confirmationAction) {
                    Button("Save", action: save)
                        .disabled(name.isEmpty)
                }
            }
        }
        .onAppear { name = item.name }
    }

    func save() {
        if let index = list.items.firstIndex(where: { $0.id == item.id }) { list.items[index].name = name }
        dismiss()
    }
}

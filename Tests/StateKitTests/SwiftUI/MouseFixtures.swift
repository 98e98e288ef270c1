import StateKit

struct Fruit: Identifiable {
    let id: Int
    var name: String { "Fruit \(id)" }
}

/// A list of fifty rows, each with a button that records its row.
struct FruitList: View {
    @State private var picked = "none"
    let fruits = (1...50).map(Fruit.init)

    var body: some View {
        VStack(alignment: .leading) {
            Text("picked \(picked)")
            List(fruits) { fruit in
                HStack {
                    Text(fruit.name)
                    Button("pick") { picked = fruit.name }
                }
            }
        }
    }
}

/// One control of each kind, for clicks.
struct ClickTargets: View {
    @State private var count = 0
    @State private var isOn = false
    @State private var name = ""

    var body: some View {
        VStack(alignment: .leading) {
            Button("Add") { count += 1 }
            Text("count \(count)")
            Toggle("Lights", isOn: $isOn)
            TextField("Name:", text: $name)
        }
    }
}

/// A tab view whose pages have keys, so Tab cycles the pages; the first page
/// has a field and a button to move the focus between.
struct KeyedTabs: View {
    @State private var tab = 0
    @State private var name = ""
    @State private var hits = 0

    var body: some View {
        TabView(selection: $tab) {
            TabItem("One", key: "1", value: 0) {
                VStack(alignment: .leading) {
                    Text("first, hits \(hits)")
                    TextField("N:", text: $name, focusKey: "n")
                    Button("hit") { hits += 1 }
                }
            }
            TabItem("Two", key: "2", value: 1) { Text("second") }
        }
    }
}

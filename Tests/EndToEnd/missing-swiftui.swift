// SwiftUI code that uses the names StateKit does not have: run.sh type-checks
// it against the built module and expects StateKit's message for each of them,
// and no other error.
import StateKit

struct UsesMissingNames: View {
    @State private var isPresented = false
    @State private var item: Item?
    @State private var choice = 0
    @State private var level = 0.5
    @State private var count = 0

    struct Item: Identifiable {
        let id: Int
    }

    var body: some View {
        VStack {
            NavigationStack { Text("stack") }
            NavigationView { Text("view") }
            NavigationLink("link") { Text("destination") }
            Picker("choice", selection: $choice) { Text("one") }
            Slider(value: $level, in: 0...1)
            Stepper("count", value: $count)
            Grid { Text("cell") }
            GeometryReader { _ in Text("size") }
            Text("sheet").sheet(isPresented: $isPresented) { Text("content") }
            Text("item").sheet(item: $item) { _ in Text("content") }
            Text("alert").alert("title", isPresented: $isPresented) { Button("OK") {} }
            Text("alert").alert("title", isPresented: $isPresented) {
                Button("OK") {}
            } message: {
                Text("m")
            }
            Text("old alert").alert(isPresented: $isPresented) { Alert(title: Text("title")) }
        }
    }
}

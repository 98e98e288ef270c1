import StateKit

/// What the demo's panes show, shared by the three state designs: each design
/// differs only in where its views get the values and where their actions write.
/// These are plain functions, not views, so they add no node of their own.
@MainActor
enum Screens {
    static func content(tabs: some View, counter: some View, authentication: some View) -> some View {
        VStack {
            tabs
            HStack(spacing: 0) {
                counter
                authentication
            }
        }
    }

    static func home(goToSettings: @escaping @MainActor () -> Void) -> some View {
        VStack {
            Text("Home").bold()
            Text("This view only writes the selected tab.").dim()
            Button("go to settings", key: "s", action: goToSettings)
        }
    }

    static func settings() -> some View {
        VStack {
            Text("Settings").bold()
            Text("Press 1 or Tab to go back home.").dim()
        }
    }

    static func counter(
        count: Int, increment: @escaping @MainActor () -> Void, decrement: @escaping @MainActor () -> Void
    ) -> some View {
        VStack {
            Text("Count: \(count)").bold()
            HStack {
                Button("Increment", key: "+", action: increment)
                Button("Decrement", key: "-", action: decrement)
            }
        }
    }

    static func authentication(isAuthenticated: Bool, toggle: @escaping @MainActor () -> Void) -> some View {
        VStack {
            Text(isAuthenticated ? "AUTHENTICATED" : "NOT AUTHENTICATED").bold()
            Button("Toggle Authentication", key: "a", action: toggle)
        }
    }
}

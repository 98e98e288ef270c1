import StateKit
import StateKitTesting
import Testing

// An app's body is evaluated in a node of its own: its @State lives there,
// and a scene's onChange sees the values its body reads change.

@MainActor
@Observable
final class Theme {
    var name = "light"
}

@MainActor
final class ThemeLog {
    static var changes: [String] = []
}

struct ThemedApp: App {
    @State private var theme = Theme()

    var body: some Scene {
        WindowGroup {
            ThemePicker(theme: theme)
        }
        .onChange(of: theme.name) { old, new in ThemeLog.changes.append("\(old) → \(new)") }
    }
}

struct ThemePicker: View {
    let theme: Theme
    var body: some View {
        VStack {
            Text("theme \(theme.name)")
            Button("Dark") { theme.name = "dark" }
        }
    }
}

@MainActor
@Suite("Scene onChange")
struct SceneChangeTests {
    @Test("a scene's onChange runs when a value the app's body reads changes")
    func sceneOnChange() throws {
        ThemeLog.changes = []
        let (app, terminal) = makeApp(ThemedApp().rootView, size: Size(width: 30, height: 5))
        let row = try #require(terminal.lines.firstIndex { $0.contains(" Dark ") })
        let column = try #require(terminal.column(of: "Dark", row: row))
        app.process([.key(.mouse(MouseEvent(.press(button: 0), at: Point(x: column, y: row))))])
        app.renderFrame()
        app.renderFrame()
        #expect(terminal.lines.contains { $0.contains("theme dark") })
        #expect(ThemeLog.changes == ["light → dark"])
    }
}

import StateKit
import StateKitTesting
import Testing

// keyboardShortcut honours .control, .option and .shift; .command, which never
// reaches a terminal, leaves the key alone (SwiftUI's default).

struct ShortcutPanel: View {
    @State private var log: [String] = []

    var body: some View {
        VStack(alignment: .leading) {
            Button("Copy") { log.append("copy") }.keyboardShortcut("c", modifiers: .control)
            Button("Bold") { log.append("bold") }.keyboardShortcut("b", modifiers: .option)
            Button("Big") { log.append("big") }.keyboardShortcut("g", modifiers: .shift)
            Button("New") { log.append("new") }.keyboardShortcut("n")
            Button("Up") { log.append("up") }.keyboardShortcut(.upArrow, modifiers: [.option, .shift])
            Text("log \(log.joined(separator: ","))")
        }
    }
}

@MainActor
@Suite("Keyboard shortcuts with modifiers")
struct ShortcutModifierTests {
    @Test("a .control shortcut fires on Ctrl with the key, not on the plain key")
    func control() {
        let host = HeadlessHost(ShortcutPanel(), width: 40, height: 8)
        host.press("c")
        #expect(!host.text.contains("copy"))
        host.press("c", modifiers: .control)
        #expect(host.text.contains("log copy"))
    }

    @Test(".option fires on Esc with the key (Alt); .shift on the capital; .command on the key alone")
    func optionShiftCommand() {
        let host = HeadlessHost(ShortcutPanel(), width: 40, height: 8)
        host.press("b")
        host.press("g")
        #expect(!host.text.contains("bold") && !host.text.contains("big"))
        host.press("b", modifiers: .option)
        host.press("g", modifiers: .shift)
        host.press("n")
        #expect(host.text.contains("log bold,big,new"))
    }

    @Test("Option and Shift with an arrow, as xterm reports them")
    func arrowWithModifiers() {
        let host = HeadlessHost(ShortcutPanel(), width: 40, height: 8)
        host.press(.upArrow)
        host.press(.upArrow, modifiers: .option)
        #expect(!host.text.contains("up"))
        host.press(.upArrow, modifiers: [.option, .shift])
        #expect(host.text.contains("log up"))
    }
}

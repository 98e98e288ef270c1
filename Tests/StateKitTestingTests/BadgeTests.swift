import StateKit
import StateKitTesting
import Testing

// .badge on tab items and list rows.

/// Mail with an unread count on its tab, and rows with their own counts.
struct Mailboxes: View {
    @State private var unread = 3

    var body: some View {
        TabView {
            List {
                Text("Inbox").badge(unread)
                Text("Drafts").badge("new")
                Text("Sent").badge(0)
            }
            .tabItem { Text("Mail") }
            .badge(unread)
            Button("Read one") { unread -= 1 }
                .tabItem { Text("Actions") }
        }
    }
}

@MainActor
@Suite(".badge")
struct BadgeTests {
    @Test("a tab's badge follows its item in the bar, bold and red")
    func tabBadge() {
        let host = HeadlessHost(Mailboxes(), width: 40, height: 8)
        #expect(host.lines[0].contains("Mail 3"))
        let badge = host.styleRuns.first { $0.row == 0 && $0.text == "3" }
        #expect(badge?.foreground == .red)
        #expect(badge?.isBold == true)
    }

    @Test("a list row's badge stands at its trailing end in the secondary colour; zero shows none")
    func rowBadges() {
        let host = HeadlessHost(Mailboxes(), width: 40, height: 8)
        let rows = host.lines.filter { $0.hasPrefix(" Inbox") || $0.hasPrefix(" Drafts") || $0.hasPrefix(" Sent") }
        #expect(
            rows == [
                " Inbox" + String(repeating: " ", count: 32) + "3 ",
                " Drafts" + String(repeating: " ", count: 29) + "new ",
                " Sent" + String(repeating: " ", count: 35),
            ])
        let count = host.styleRuns.first { $0.text == "3" && $0.columns.lowerBound == 38 }
        #expect(count?.foreground == .secondary)
    }

    @Test("a badge follows the state it shows")
    func follows() throws {
        let host = HeadlessHost(Mailboxes(), width: 40, height: 8)
        try host.click(on: "Actions")
        try host.click(on: "Read one")
        #expect(host.lines[0].contains("Mail 2"))
    }
}

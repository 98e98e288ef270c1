import StateKit
import StateKitTesting
import Testing

// @Environment(\.keyPath): SwiftUI's values, keys of the app's own, and the
// rule that only the views reading a value are evaluated when it changes.

private struct LevelKey: EnvironmentKey {
    static let defaultValue = 0
}

extension EnvironmentValues {
    var level: Int {
        get { self[LevelKey.self] }
        set { self[LevelKey.self] = newValue }
    }
}

extension EnvironmentValues {
    @Entry var greeting: String = "hello"
    @Entry var limits: [String: Int] = ["max": 3]
    /// Stars to show: a doc comment whose text has a var in it.
    @Entry var stars: Int = 5  // a note after the value
    // A block comment after the value, which the macro must leave out.
    // swift-format-ignore: NoBlockComments
    @Entry var motto: String = "a // b" /* a block comment */
}

struct StarsReader: View {
    @Environment(\.stars) private var stars
    @Environment(\.motto) private var motto
    var body: some View { Text("stars \(stars) motto \(motto)") }
}

struct GreetingReader: View {
    @Environment(\.greeting) private var greeting
    @Environment(\.limits) private var limits
    var body: some View { Text("\(greeting) \(limits["max"] ?? 0)") }
}

struct LevelReader: View {
    @Environment(\.level) private var level
    var body: some View { Text("level \(level)") }
}

struct Bystander: View {
    var body: some View { Text("bystander") }
}

struct Middle: View {
    var body: some View {
        VStack(alignment: .leading) {
            LevelReader()
            Bystander()
        }
    }
}

struct LevelSetter: View {
    @State private var level = 1
    var body: some View {
        VStack(alignment: .leading) {
            Button("Up") { level += 1 }
            Middle().environment(\.level, level)
            LevelReader()
        }
    }
}

struct SystemValues: View {
    @Environment(\.colorScheme) private var colorScheme
    @Environment(\.isEnabled) private var isEnabled
    @Environment(\.locale) private var locale
    @Environment(\.calendar) private var calendar
    @Environment(\.timeZone) private var timeZone
    var body: some View {
        VStack(alignment: .leading) {
            Text("scheme \(colorScheme == .dark ? "dark" : "light") enabled \(isEnabled)")
            Text("zone \(timeZone == .current) locale \(locale == .current) calendar \(calendar == .current)")
        }
    }
}

struct Opener: View {
    @Environment(\.openURL) private var openURL
    var body: some View {
        Button("Docs") { openURL(URL(string: "https://example.org/docs")!) }
    }
}

@MainActor
final class OpenedURLs {
    var urls: [URL] = []
}

@MainActor
@Suite("Environment values by key path")
struct EnvironmentValuesTests {
    @Test("a changed value evaluates the views that read it, and no view between")
    func onlyReadersAreEvaluated() throws {
        let host = HeadlessHost(LevelSetter(), width: 30, height: 6)
        #expect(host.text.contains("level 1"))
        // The reader outside the modifier sees the default.
        #expect(host.text.contains("level 0"))
        let middle = host.renders(of: Middle.self)
        let bystander = host.renders(of: Bystander.self)
        let readers = host.renders(of: LevelReader.self)
        try host.click(on: "Up")
        #expect(host.text.contains("level 2"))
        #expect(host.renders(of: Middle.self) == middle)
        #expect(host.renders(of: Bystander.self) == bystander)
        // The reader inside, once; the one outside reads the default, unchanged.
        #expect(host.renders(of: LevelReader.self) == readers + 1)
        #expect(host.reasons.contains("LevelReader: environment LevelKey changed"))
    }

    @Test("SwiftUI's values: colorScheme, isEnabled, locale, calendar, timeZone")
    func systemValues() {
        let host = HeadlessHost(
            VStack {
                SystemValues()
                SystemValues().disabled(true).environment(\.colorScheme, .light)
            }, width: 50, height: 6)
        // Without COLORFGBG the terminal's scheme cannot be known: dark.
        if ProcessInfo.processInfo.environment["COLORFGBG"] == nil {
            #expect(host.lines[0].contains("scheme dark enabled true"))
        }
        #expect(host.lines[0].contains("enabled true"))
        #expect(host.lines[1].contains("zone true locale true calendar true"))
        #expect(host.lines[2].contains("scheme light enabled false"))
    }

    @Test("openURL calls the action set above")
    func openURL() throws {
        let opened = OpenedURLs()
        let host = HeadlessHost(
            Opener().environment(
                \.openURL,
                OpenURLAction { url in
                    MainActor.assumeIsolated { opened.urls.append(url) }
                    return .handled
                }), width: 20, height: 2)
        try host.click(on: "Docs")
        #expect(opened.urls == [URL(string: "https://example.org/docs")!])
    }

    @Test("@Entry declares a value with its default; .environment sets it")
    func entryMacro() {
        let host = HeadlessHost(
            VStack(alignment: .leading) {
                GreetingReader()
                GreetingReader().environment(\.greeting, "bonjour").environment(\.limits, ["max": 9])
            }, width: 30, height: 3)
        #expect(host.lines[0].hasPrefix("hello 3"))
        #expect(host.lines[1].hasPrefix("bonjour 9"))
        let commented = HeadlessHost(StarsReader(), width: 30, height: 1)
        #expect(commented.lines[0].hasPrefix("stars 5 motto a // b"), "comments around an @Entry are no part of it")
    }
}

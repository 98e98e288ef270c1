import Foundation
import StateKit
import StateKitTesting
import Testing

// A literal is read as Markdown, as SwiftUI reads a LocalizedStringKey; a
// string, `verbatim:` and what a literal interpolates are shown as written.

/// A text with two links, opened through the environment's `openURL`.
private struct LinkedText: View {
    var body: some View {
        Text("See [the guide](https://example.com/guide) or [the API](https://example.com/api).")
    }
}

@MainActor
@Suite("Styled text: Markdown and AttributedString")
struct MarkdownTextTests {
    @Test("a literal's markup is drawn: bold, italic, struck through, code, and a link underlined in the tint")
    func literalMarkdown() {
        let host = HeadlessHost(Text("**bold** *it* ~~old~~ `code` [link](https://a.b)"), width: 30, height: 1)
        #expect(host.lines[0].hasPrefix("bold it old code link"))
        #expect(
            host.styleRuns.map(\.description) == [
                "row 0, columns 0-3: bold", "row 0, columns 5-6: italic", "row 0, columns 8-10: strikethrough",
                "row 0, columns 17-20: underline, accent",
            ])
    }

    @Test("a string, a verbatim text and an interpolated value are left as written")
    func literalsLeftAlone() {
        let markup = "**not bold**"
        let host = HeadlessHost(
            VStack(alignment: .leading) {
                Text(markup)
                Text(verbatim: "*as is*")
                Text("**Hi** \(markup)")
                Text("Count: \(3)")
            }, width: 24, height: 4)
        #expect(
            host.lines.map { $0.trimmingCharacters(in: .whitespaces) } == [
                "**not bold**", "*as is*", "Hi **not bold**", "Count: 3",
            ])
        #expect(host.styleRuns.map(\.description) == ["row 2, columns 0-1: bold"])
    }

    @Test("a literal's markup wraps as one text, each run keeping its style across the break")
    func markdownWraps() {
        let host = HeadlessHost(
            Text("one **two three** four").frame(width: 80, alignment: .leading), width: 10, height: 2)
        #expect(host.lines == ["one two   ", "three four"])
        #expect(host.styleRuns.map(\.description) == ["row 0, columns 4-6: bold", "row 1, columns 0-4: bold"])
    }

    @Test("an interpolated Text keeps its own style inside a literal")
    func interpolatedText() {
        let host = HeadlessHost(Text("Hello, \(Text("World").italic())!"), width: 20, height: 1)
        #expect(host.lines[0].hasPrefix("Hello, World!"))
        #expect(host.styleRuns.map(\.description) == ["row 0, columns 7-11: italic"])
    }

    @Test("AttributedString runs: colours, background, font, underline, strikethrough")
    func attributedRuns() {
        var greeting = AttributedString("Hello ")
        greeting.foregroundColor = .red
        var name = AttributedString("Ada")
        name.font = .headline
        name.backgroundColor = .yellow
        var rest = AttributedString(" under")
        rest.underlineStyle = .single
        var struck = AttributedString(" gone")
        struck.strikethroughStyle = Text.LineStyle(pattern: .dash)
        let host = HeadlessHost(Text(greeting + name + rest + struck), width: 24, height: 1)
        #expect(host.lines[0].hasPrefix("Hello Ada under gone"))
        #expect(
            host.styleRuns.map(\.description) == [
                "row 0, columns 0-5: red", "row 0, columns 6-8: bold, on yellow", "row 0, columns 9-14: underline",
                "row 0, columns 15-19: strikethrough",
            ])
    }

    @Test("AttributedString(markdown:) sets each run's intent and link, as Apple's Foundation does")
    func attributedMarkdown() throws {
        let string = try AttributedString(
            markdown: "A **b** *c* `d` [e](/f)", baseURL: URL(string: "https://example.com"))
        let runs = string.runs.map { run in
            (String(string[run.range].characters), run.inlinePresentationIntent, run.link?.absoluteString)
        }
        #expect(runs.map(\.0) == ["A ", "b", " ", "c", " ", "d", " ", "e"])
        #expect(runs[1].1 == .stronglyEmphasized)
        #expect(runs[3].1 == .emphasized)
        #expect(runs[5].1 == .code)
        #expect(runs[7].2 == "https://example.com/f")
        let host = HeadlessHost(Text(string), width: 12, height: 1)
        #expect(host.lines[0].hasPrefix("A b c d e"))
        #expect(
            host.styleRuns.map(\.description) == [
                "row 0, columns 2-2: bold", "row 0, columns 4-4: italic", "row 0, columns 8-8: underline, accent",
            ])
    }

    @Test("a link opens through openURL: on a click, and on Enter after Tab, Right choosing the next")
    func linksOpen() throws {
        let opened = OpenedURLs()
        let host = HeadlessHost(
            LinkedText().environment(
                \.openURL,
                OpenURLAction { url in
                    MainActor.assumeIsolated { opened.urls.append(url) }
                    return .handled
                }), width: 60, height: 1)
        try host.click(on: "the API")
        #expect(opened.urls.map(\.absoluteString) == ["https://example.com/api"])
        try host.click(on: "See")
        #expect(opened.urls.count == 1, "a click beside the links opens none")
        host.press(.leftArrow)
        host.press(.return)
        #expect(opened.urls.map(\.absoluteString) == ["https://example.com/api", "https://example.com/guide"])
        #expect(
            host.styleRuns.map(\.description).contains("row 0, columns 4-12: reverse, underline, accent"),
            "the chosen link shows in reverse while the text has the focus")
        host.press(.rightArrow)
        host.press(.space)
        #expect(opened.urls.last?.absoluteString == "https://example.com/api")
    }

    @Test("textCase applies to the texts below, each part keeping its style; the inner one wins")
    func textCase() {
        let host = HeadlessHost(
            VStack(alignment: .leading) {
                Text("Straße **fett**")
                Text("MiXed").textCase(.lowercase)
            }.textCase(.uppercase), width: 14, height: 2)
        #expect(host.lines == ["STRASSE FETT  ", "mixed         "])
        #expect(host.styleRuns.map(\.description) == ["row 0, columns 8-11: bold"])
    }

    @Test("the accepted text modifiers change nothing a terminal can show")
    func acceptedModifiers() {
        let host = HeadlessHost(
            VStack(alignment: .leading) {
                Text("12.5").monospacedDigit().monospaced().kerning(2).tracking(1).baselineOffset(4)
                Text("secret").privacySensitive().monospaced().textSelection(.enabled)
            }, width: 8, height: 2)
        #expect(host.lines == ["12.5    ", "secret  "])
        #expect(host.styleRuns.isEmpty)
    }

    @Test("a link of wide characters opens from either of a character's columns")
    func wideLinkClick() {
        let opened = OpenedURLs()
        let host = HeadlessHost(
            Text("見る [漢字](https://example.com/kanji)").environment(
                \.openURL,
                OpenURLAction { url in
                    MainActor.assumeIsolated { opened.urls.append(url) }
                    return .handled
                }), width: 12, height: 1)
        // "見る " takes columns 0-4; 漢 takes 5 and 6, 字 7 and 8.
        host.click(column: 6, row: 0)
        host.click(column: 8, row: 0)
        #expect(opened.urls.map(\.lastPathComponent) == ["kanji", "kanji"])
        // A wide character's look is its first column's.
        #expect(
            host.styleRuns.map(\.description).filter { $0.contains("reverse") } == [
                "row 0, columns 5-5: reverse, underline, accent", "row 0, columns 7-7: reverse, underline, accent",
            ])
    }

    @Test("a text of parts scrolled partly out of view keeps each part's style on the rows shown")
    func scrolledParts() throws {
        let host = HeadlessHost(
            ScrollView {
                Text("one two three four five six **seven eight**").frame(width: 80, alignment: .leading)
            }.frame(height: 32), width: 10, height: 2)
        #expect(host.lines[0].hasPrefix("one two"))
        // Five rows at ten columns; a notch of the wheel scrolls three.
        try host.scroll(by: 1, on: "one")
        #expect(host.lines == ["seven     ", "eight     "])
        let bold = host.styleRuns.filter { $0.isBold }.map(\.text)
        #expect(bold == ["seven", "eight"])
    }

    @Test("hostile Markdown: 100,000 characters without a space, control characters among them, drawn whole and styled")
    func hostileMarkdown() {
        let body = String(repeating: "ab\u{7}", count: 33_333)
        let key = LocalizedStringKey("**\(body)** [x](\u{1B}[31m) *\u{0}*")
        let host = HeadlessHost(Text(key).frame(width: 80, alignment: .leading), width: 10, height: 3)
        // A value's bytes are text: the literal's stars make all of it bold.
        #expect(host.styleRuns.first?.isBold == true)
        #expect(host.lines[0].hasPrefix("ab"))
        let parsed = try? AttributedString(markdown: "**" + body + "** [x](\u{1B}[31m) *\u{0}*")
        let first = parsed?.runs.first
        #expect(first?.inlinePresentationIntent == .stronglyEmphasized)
        #expect(first.map { parsed?[$0.range].characters.count } == 99_999)
    }
}

import Foundation
import Testing

@testable import StateKit

/// Inline Markdown, read as CommonMark's inline rules read it: each case is
/// the runs a string becomes, written `text|intents|link`.
@Suite("Inline Markdown")
struct InlineMarkdownTests {
    /// The runs of `text`, one line each: its characters, then `i` for
    /// emphasis, `b` for strong, `s` for strikethrough, `c` for code, then the link.
    private func read(_ text: String, literal: [Range<Int>] = []) -> [String] {
        InlineMarkdown.runs(of: text, literal: literal).map { run in
            var marks = ""
            if run.intent.contains(.emphasized) { marks += "i" }
            if run.intent.contains(.stronglyEmphasized) { marks += "b" }
            if run.intent.contains(.strikethrough) { marks += "s" }
            if run.intent.contains(.code) { marks += "c" }
            return "\(run.text)|\(marks)" + (run.link.map { "|\($0)" } ?? "")
        }
    }

    @Test("emphasis, strong emphasis, strikethrough, code and links")
    func eachSyntax() {
        #expect(read("a **b** c") == ["a |", "b|b", " c|"])
        #expect(read("*i* and _j_") == ["i|i", " and |", "j|i"])
        #expect(read("__strong__") == ["strong|b"])
        #expect(read("~~gone~~ ~one~") == ["gone|s", " |", "one|s"])
        #expect(read("run `swift build` now") == ["run |", "swift build|c", " now|"])
        #expect(
            read("see [the docs](https://example.com/a_b) here") == [
                "see |", "the docs||https://example.com/a_b", " here|",
            ])
        #expect(read("<https://example.com>") == ["https://example.com||https://example.com"])
    }

    @Test("nesting: strong inside emphasis, emphasis inside a link, three stars")
    func nesting() {
        #expect(read("*a **b** c*") == ["a |i", "b|ib", " c|i"])
        #expect(read("***both***") == ["both|ib"])
        #expect(read("[**bold** link](u)") == ["bold|b|u", " link||u"])
        #expect(read("**a *b***") == ["a |b", "b|ib"])
    }

    @Test("what is not markup stays as written")
    func literalText() {
        #expect(read("2 * 3 * 4") == ["2 * 3 * 4|"])
        #expect(read("snake_case_name") == ["snake_case_name|"])
        #expect(read("**unclosed") == ["**unclosed|"])
        #expect(read("`no end") == ["`no end|"])
        #expect(read("[no link]") == ["[no link]|"])
        #expect(read("[a](has space)") == ["[a](has space)|"])
        #expect(read("# Title\n- item") == ["# Title\n- item|"])
        #expect(read("~~~three~~~") == ["~~~three~~~|"])
        #expect(read("a < b & c") == ["a < b & c|"])
    }

    @Test("a bracket that opened no link leaves the ones after it free to")
    func bracketsAfterAnInactiveOne() {
        #expect(read("[a [b](c)] [d](e)") == ["[a ", "b||c", "] ", "d||e"].map { $0.contains("|") ? $0 : $0 + "|" })
        #expect(read("[a [b](c) d] [e](f)").last == "e||f")
        #expect(read("[a [b](c) d](e)") == ["[a |", "b||c", " d](e)|"])
    }

    @Test("escapes, references and code spans keep their characters")
    func escapes() {
        #expect(read("&#+65; &#x+41; &#00000065; &#65;") == ["&#+65; &#x+41; &#00000065; A|"])
        #expect(read(#"\*not\* \[x\]"#) == ["*not* [x]|"])
        #expect(read("Tom &amp; Jerry &#233; &#x1F600;") == ["Tom & Jerry é 😀|"])
        #expect(read("`` a`b ``") == ["a`b|c"])
        #expect(read("`*not emphasis*`") == ["*not emphasis*|c"])
        #expect(read(#"a\b"#) == [#"a\b|"#])
    }

    @Test("the rule of three and intraword underscores, as CommonMark reads them")
    func flankingRules() {
        #expect(read("*foo**bar**baz*") == ["foo|i", "bar|ib", "baz|i"])
        #expect(read("foo*bar*") == ["foo|", "bar|i"])
        #expect(read("foo_bar_") == ["foo_bar_|"])
        #expect(read("*(*foo*)*") == ["(foo)|i"])
        #expect(read("**foo*") == ["*|", "foo|i"])
    }

    @Test("what an interpolation gave is never markup")
    func interpolatedRangesStayText() {
        // "Hello \(name)!" with name = "**Ada**": bytes 6..<13 came from the value.
        #expect(read("Hello **Ada**!", literal: [6..<13]) == ["Hello **Ada**!|"])
        // "**\(name)**": the literal's stars still make it bold.
        #expect(read("**a_b_c**", literal: [2..<7]) == ["a_b_c|b"])
        // A link whose text is a value: still a link.
        #expect(read("[x*y](u)", literal: [1..<4]) == ["x*y||u"])
    }

    @Test("hostile input reads in one pass: 20,000 openers, brackets, backticks and nested runs")
    func hostileInput() {
        let stars = String(repeating: "*a ", count: 20_000)
        #expect(read(stars) == [stars + "|"])
        let brackets = String(repeating: "[a](", count: 20_000)
        #expect(read(brackets) == [brackets + "|"])
        let links = String(repeating: "[a](b)", count: 20_000)
        #expect(read(links) == [String(repeating: "a", count: 20_000) + "||b"])
        let ticks = (1...200).map { String(repeating: "`", count: $0) }.joined(separator: "x")
        #expect(read(ticks) == [ticks + "|"])
        let nested = String(repeating: "*_", count: 20_000) + "x" + String(repeating: "_*", count: 20_000)
        #expect(InlineMarkdown.runs(of: nested).map(\.text).joined().contains("x"))
    }

    @Test("the quick checks read every byte, eight at a time: a markup byte or an unprintable one found at each place")
    func wordAtATimeChecks() {
        for length in 0...19 {
            let plain = String(repeating: "a", count: length)
            #expect(!InlineMarkdown.mayHaveMarkup(plain))
            #expect(TextElement.printableASCIIWidth(of: plain) == length)
            for place in 0..<length {
                for marker in ["*", "_", "~", "`", "[", "\\", "<", "&"] {
                    var bytes = Array(plain.utf8)
                    bytes[place] = marker.utf8.first!
                    #expect(
                        InlineMarkdown.mayHaveMarkup(String(decoding: bytes, as: UTF8.self)),
                        "\(marker) at \(place) of \(length)")
                }
                for unprintable: UInt8 in [0x00, 0x1F, 0x7F, 0x80, 0xFF] {
                    var bytes = Array(plain.utf8)
                    bytes[place] = unprintable
                    let text = String(decoding: bytes, as: UTF8.self)
                    #expect(TextElement.printableASCIIWidth(of: text) == nil, "\(unprintable) at \(place) of \(length)")
                }
                var neighbours = Array(plain.utf8)
                neighbours[place] = [0x20, 0x7E, 0x29, 0x5D, 0x61][place % 5]
                #expect(TextElement.printableASCIIWidth(of: String(decoding: neighbours, as: UTF8.self)) == length)
            }
        }
        #expect(!InlineMarkdown.mayHaveMarkup("Count: 1234 (done) - ok! #1 @x {y} 50% ^"))
    }
}

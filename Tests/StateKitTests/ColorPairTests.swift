import Testing

@testable import StateKit

@MainActor
@Suite("Colour pairs: one number per pair of colours, found again by it")
struct ColorPairTests {
    @Test("equal colours give one pair, -0 and 0 included; different ones give different pairs")
    func equalColoursOnePair() {
        let plus = ColorPair(foreground: Color(red: 0, green: 0.5, blue: 1), background: .blue)
        let minus = ColorPair(foreground: Color(red: -0.0, green: 0.5, blue: 1), background: .blue)
        #expect(plus == minus)
        let other = ColorPair(foreground: Color(red: 0, green: 0.5, blue: 0.99), background: .blue)
        #expect(other != plus)
        #expect(other.colors.foreground == Color(red: 0, green: 0.5, blue: 0.99))
        #expect(ColorPair(foreground: .red, background: nil) != ColorPair(foreground: nil, background: .red))
    }

    @Test("a gradient's many colours, asked for again and again, keep their numbers")
    func manyColoursAskedAgain() {
        let colours = (0..<1_000).map { Color(red: Double($0) / 1_000, green: 0.2, blue: 0.3) }
        let first = colours.map { ColorPair(foreground: .white, background: $0) }
        #expect(Set(first.map(\.number)).count == colours.count)
        for _ in 0..<3 {
            #expect(colours.map { ColorPair(foreground: .white, background: $0) } == first)
        }
        for (pair, colour) in zip(first, colours) { #expect(pair.colors.background == colour) }
    }
}

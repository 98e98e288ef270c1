import StateKit
import Testing

@Suite("The terminal's colour scheme")
struct ColorSchemeTests {
    @Test("from COLORFGBG: a white background is light, anything else or nothing dark")
    func colorSchemeOfTheTerminal() {
        #expect(ColorScheme.ofTerminal(colorFgBg: "0;15") == .light)
        #expect(ColorScheme.ofTerminal(colorFgBg: "0;default;7") == .light)
        #expect(ColorScheme.ofTerminal(colorFgBg: "15;0") == .dark)
        #expect(ColorScheme.ofTerminal(colorFgBg: "7;8") == .dark)
        #expect(ColorScheme.ofTerminal(colorFgBg: nil) == .dark)
        #expect(ColorScheme.ofTerminal(colorFgBg: "junk") == .dark)
    }
}

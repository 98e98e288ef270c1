import CLibC
import Glibc
import Testing

@testable import StateKit

// The width table, generated from the Unicode Character Database
// (Tests/Unicode/width_table.py), against the C library's wcwidth, which
// ncurses, xterm, VTE and tmux measure with; and the widths of graphemes.

@Suite("The width table")
struct CharacterWidthTableTests {
    @Test("its runs are in order, apart, and each of width 0 or 2")
    func runs() {
        var previousLast: UInt32?
        for run in Unicode.Scalar.widthRuns {
            let first = UInt32(run >> 24)
            let last = UInt32(run >> 2 & 0x3F_FFFF)
            #expect(first <= last && last <= 0x10FFFF)
            #expect(run & 3 == 0 || run & 3 == 2)
            if let previousLast { #expect(first > previousLast) }
            previousLast = last
        }
    }

    @Test("every code point the C library can print is as wide as it says, bidirectional controls excepted")
    func agreesWithTheCLibrary() {
        _ = setlocale(LC_CTYPE, "C.UTF-8")
        var compared = 0
        var differing: [UInt32] = []
        for value in UInt32(0x20)...0x10FFFF where !(0xD800...0xDFFF).contains(value) {
            let expected = Int(sk_wcwidth(wchar_t(bitPattern: value)))
            // Unprintable to the C library (controls, unassigned code points
            // of planes 2 and 3), or shown as a visible replacement here.
            guard expected >= 0, !Unicode.Scalar.isBidirectionalControl(value) else { continue }
            compared += 1
            if Unicode.Scalar(value)!.terminalWidth != expected { differing.append(value) }
        }
        #expect(compared > 280_000, "the C library prints most assigned code points")
        #expect(
            differing.isEmpty,
            "\(differing.count) differ, the first \(differing.prefix(8).map { String($0, radix: 16) })")
    }

    @Test(
        "graphemes take the columns tmux 3.3 and xterm give them",
        arguments: [
            ("e\u{301}", 1),  // e and a combining acute
            ("\u{AC01}", 2),  // 각, a precomposed syllable
            ("\u{1112}\u{1161}\u{11AB}", 2),  // 한, decomposed: a wide initial, then two that join it
            ("\u{1F1EB}\u{1F1F7}", 2),  // 🇫🇷, two regional indicators
            ("\u{1F1EB}", 1),  // one regional indicator alone
            ("\u{2764}\u{FE0F}", 1),  // ❤️: the variation selector changes nothing
            ("\u{231A}\u{FE0E}", 2),  // ⌚︎
            ("1\u{FE0F}\u{20E3}", 1),  // 1️⃣, a keycap: its digit's
            ("\u{1F468}\u{200D}\u{1F469}\u{200D}\u{1F467}", 2),  // 👨‍👩‍👧, a ZWJ sequence
            ("\u{4DC0}", 2),  // ䷀, a hexagram, wide in glibc and Unicode 16
            ("\u{600}", 1),  // an Arabic number sign, a format character drawn as a sign
        ])
    func graphemes(text: String, columns: Int) {
        #expect(text.count == 1)
        #expect(text.terminalWidth == columns)
    }
}

import Foundation
import StateKit
import StateKitTesting
import Testing

// DatePicker: the date as numbers after its label; Left and Right choose a
// number, Up and Down step it within the range; a click chooses one.

@MainActor
let utcCalendar: Calendar = {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(identifier: "UTC")!
    return calendar
}()

@MainActor
func utcDate(_ year: Int, _ month: Int, _ day: Int, _ hour: Int = 0, _ minute: Int = 0) -> Date {
    utcCalendar.date(from: DateComponents(year: year, month: month, day: day, hour: hour, minute: minute))!
}

struct DueDateForm: View {
    @State private var due = utcDate(2026, 11, 26, 14, 5)
    @State private var wake = utcDate(2026, 1, 1, 7, 30)
    let earliest = utcDate(2026, 11, 20)

    var body: some View {
        VStack(alignment: .leading) {
            DatePicker("Due", selection: $due, in: earliest...)
            DatePicker("Wake", selection: $wake, displayedComponents: .hourAndMinute)
            Text("due \(utcCalendar.component(.day, from: due)) at \(utcCalendar.component(.hour, from: due))")
        }
        .environment(\.calendar, utcCalendar)
    }
}

struct DateForm: View {
    @State private var day = utcDate(2026, 3, 31)
    var body: some View {
        Form {
            DatePicker("Start", selection: $day, displayedComponents: [.date])
        }
        .environment(\.calendar, utcCalendar)
    }
}

struct TripDates: View {
    @State private var start = utcDate(2026, 12, 30)
    @State private var end = utcDate(2026, 12, 31)
    let first = utcDate(2026, 12, 1)
    let last = utcDate(2026, 12, 31)

    var body: some View {
        VStack(alignment: .leading) {
            DatePicker("Start", selection: $start, in: first...last, displayedComponents: .date)
            DatePicker(selection: $end, in: ...last, displayedComponents: [.date]) {
                Text("End").bold()
            }
            .datePickerStyle(.graphical)
        }
        .environment(\.calendar, utcCalendar)
    }
}

@MainActor
@Suite("DatePicker")
struct DatePickerTests {
    @Test("the label, then the date and time as numbers; the time alone for .hourAndMinute")
    func drawn() {
        let host = HeadlessHost(DueDateForm(), width: 40, height: 4)
        #expect(host.lines[0].hasPrefix("Due  2026-11-26 14:05"))
        #expect(host.lines[1].hasPrefix("Wake  07:30"))
    }

    @Test("Up and Down step the chosen number; Left and Right choose another; the range holds")
    func byKeys() {
        let host = HeadlessHost(DueDateForm(), width: 40, height: 4)
        host.press(.tab)
        #expect(host.styleRuns.contains { $0.row == 0 && $0.isReversed && $0.text == "2026" })
        host.press(.rightArrow)
        host.press(.rightArrow)
        #expect(host.styleRuns.contains { $0.row == 0 && $0.isReversed && $0.text == "26" })
        host.press(.upArrow)
        #expect(host.lines[0].hasPrefix("Due  2026-11-27 14:05"))
        #expect(host.text.contains("due 27 at 14"))
        for _ in 0..<10 { host.press(.downArrow) }
        #expect(host.lines[0].hasPrefix("Due  2026-11-20 00:00"), "no earlier than the range's start")
        host.press(.rightArrow)
        host.press(.upArrow)
        #expect(host.lines[0].hasPrefix("Due  2026-11-20 01:00"))
        host.press(.tab)
        host.press(.leftArrow)
        #expect(host.styleRuns.contains { $0.row == 1 && $0.isReversed && $0.text == "07" })
        host.press(.downArrow)
        #expect(host.lines[1].hasPrefix("Wake  06:30"))
        host.press(.rightArrow)
        for _ in 0..<30 { host.press(.upArrow) }
        #expect(host.lines[1].hasPrefix("Wake  06:00"), "the minute turns round within its hour")
        host.press(.downArrow)
        #expect(host.lines[1].hasPrefix("Wake  06:59"))
    }

    @Test("a click on a number focuses the picker there")
    func byClick() throws {
        let host = HeadlessHost(DueDateForm(), width: 40, height: 4)
        try host.click(on: "14")
        host.press(.upArrow)
        #expect(host.lines[0].hasPrefix("Due  2026-11-26 15:05"))
        try host.click(on: "05")
        host.press(.downArrow)
        #expect(host.lines[0].hasPrefix("Due  2026-11-26 15:04"))
    }

    @Test("in a form the date stands at the row's end; a month stepped from the 31st keeps to the calendar")
    func inForm() {
        let host = HeadlessHost(DateForm(), width: 30, height: 3)
        let row = host.lines.first { $0.contains("Start") } ?? ""
        #expect(row.hasSuffix("2026-03-31"))
        host.press(.tab)
        host.press(.rightArrow)
        host.press(.upArrow)
        #expect(host.text.contains("2026-04-30"))
    }

    @Test("a closed range and a range open below hold their ends; a label view; the style accepted")
    func ranges() {
        let host = HeadlessHost(TripDates(), width: 30, height: 3)
        #expect(host.lines[1].hasPrefix("End  2026-12-31"))
        #expect(host.styleRuns.contains { $0.row == 1 && $0.text == "End" && $0.isBold })
        host.press(.tab)
        host.press(.rightArrow)
        host.press(.upArrow)
        #expect(
            host.lines[0].hasPrefix("Start  2026-12-01"),
            "December turns round to January of the same year, before the range: its start holds")
        host.press(.tab)
        host.press(.rightArrow)
        host.press(.rightArrow)
        host.press(.upArrow)
        #expect(host.lines[1].hasPrefix("End  2026-12-01"), "the day after the 31st turns to the 1st, within the range")
        host.press(.downArrow)
        host.press(.leftArrow)
        host.press(.upArrow)
        #expect(host.lines[1].hasPrefix("End  2026-01-31"), "January of the same year, which a range open below allows")
    }
}

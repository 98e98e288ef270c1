/// One number of a date as a picker shows it, and the unit its arrows step.
struct DateField: Equatable {
    let text: String
    let unit: Calendar.Component
    /// What is written before it: `-` between the parts of the date, a space
    /// before the time, `:` between the hour and the minute.
    let separator: String

    /// `date` with its `unit` stepped by `amount`, turning round within the
    /// unit above as a picker's wheel does (the minute after :59 is :00 of
    /// the same hour, the day after the month's last is its first); a year
    /// steps alone, and a day the new month lacks becomes its last.
    static func step(_ date: Date, _ unit: Calendar.Component, by amount: Int, in calendar: Calendar) -> Date? {
        let above: [Calendar.Component: Calendar.Component] = [
            .minute: .hour, .hour: .day, .day: .month, .month: .year,
        ]
        var delta = amount
        if let larger = above[unit], let range = calendar.range(of: unit, in: larger, for: date) {
            let index = calendar.component(unit, from: date) - range.lowerBound
            let count = range.count
            delta = ((index + amount) % count + count) % count - index
        }
        return calendar.date(byAdding: unit, value: delta, to: date)
    }

    static func fields(of date: Date, showing components: DatePickerComponents, in calendar: Calendar) -> [DateField] {
        let parts = calendar.dateComponents([.year, .month, .day, .hour, .minute], from: date)
        func number(_ value: Int?, _ digits: Int) -> String {
            let text = String(value ?? 0)
            return String(repeating: "0", count: max(0, digits - text.count)) + text
        }
        var fields: [DateField] = []
        if components.contains(.date) {
            fields += [
                DateField(text: number(parts.year, 4), unit: .year, separator: ""),
                DateField(text: number(parts.month, 2), unit: .month, separator: "-"),
                DateField(text: number(parts.day, 2), unit: .day, separator: "-"),
            ]
        }
        if components.contains(.hourAndMinute) {
            fields += [
                DateField(text: number(parts.hour, 2), unit: .hour, separator: fields.isEmpty ? "" : " "),
                DateField(text: number(parts.minute, 2), unit: .minute, separator: ":"),
            ]
        }
        return fields
    }
}

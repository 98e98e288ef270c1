/// What a date picker shows: the date, the time of day, or both.
public struct DatePickerComponents: OptionSet, Sendable {
    /// The components as bits.
    public let rawValue: UInt

    /// Components from their bits.
    public init(rawValue: UInt) {
        self.rawValue = rawValue
    }

    /// The year, the month and the day.
    public static let date = DatePickerComponents(rawValue: 1 << 0)
    /// The hour and the minute.
    public static let hourAndMinute = DatePickerComponents(rawValue: 1 << 1)
}

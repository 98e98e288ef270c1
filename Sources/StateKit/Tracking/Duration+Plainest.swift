extension Duration {
    /// The duration between `shortest` and `longest` (both included) with
    /// the most trailing zeros in nanoseconds: the one a program most likely
    /// wrote, where all that is known is that it lies in the span.
    /// `shortest` when the span is empty, or reaches below zero or beyond a
    /// day, where a few microseconds more or less matter to no one.
    static func plainest(from shortest: Duration, through longest: Duration) -> Duration {
        guard shortest >= .zero, longest > shortest, longest < .seconds(86_400) else { return shortest }
        let low = shortest.nanoseconds
        let high = longest.nanoseconds
        // Within a day a count of nanoseconds is under 10^14, so no multiple
        // of a unit up to 10^15 overflows.
        var unit: Int64 = 1_000_000_000_000_000
        while unit > 1 {
            let (quotient, remainder) = low.quotientAndRemainder(dividingBy: unit)
            let candidate = (quotient + (remainder > 0 ? 1 : 0)) * unit
            if candidate <= high { return .nanoseconds(candidate) }
            unit /= 10
        }
        return .nanoseconds(low)
    }

    /// The whole nanoseconds in the duration, the attoseconds below them
    /// dropped.
    private var nanoseconds: Int64 {
        let (seconds, attoseconds) = components
        return seconds * 1_000_000_000 + attoseconds / 1_000_000_000
    }
}

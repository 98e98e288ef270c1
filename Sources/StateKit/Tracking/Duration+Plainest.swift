extension Duration {
    /// The duration between `shortest` and `longest` (both included) with
    /// the most trailing zeros in nanoseconds: the one a program most likely
    /// wrote, where all that is known is that it lies in the span.
    /// `shortest` when the span is empty or negative.
    static func plainest(from shortest: Duration, through longest: Duration) -> Duration {
        let low = max(shortest.nanoseconds, 0)
        let high = longest.nanoseconds
        guard high > low else { return shortest }
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

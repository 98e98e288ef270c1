extension Double {
    /// The value as a fraction of a whole, within 0 and 1; 0 for NaN, which a
    /// division by an empty range or a bad value gives: a bar, a slider, a
    /// gauge and a progress view all draw it so.
    var clampedFraction: Double {
        isNaN ? 0 : Swift.max(0, Swift.min(1, self))
    }
}

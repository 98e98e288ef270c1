/// What a slider does, its value read only where it is drawn: as a fraction
/// of its range.
struct SliderModel {
    let fraction: @MainActor () -> Double
    let setFraction: @MainActor (Double) -> Void
    /// How far a key moves it, as a fraction of the range.
    let keyStep: Double
    let onEditingChanged: @MainActor (Bool) -> Void
}

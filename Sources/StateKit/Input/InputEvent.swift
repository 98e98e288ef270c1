/// One event of a batch: a key, a step of the manual clock, or a resize.
package enum InputEvent: Hashable, Sendable {
    /// A key press.
    case key(Key)
    /// The manual clock moving on by a duration (`<tick:250ms>` in a key script); due timers fire.
    case tick(Duration)
    /// The screen taking a new size, in cells (`<resize:100x30>` in a key script).
    case resize(Size)
}

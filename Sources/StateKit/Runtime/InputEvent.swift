/// One event of a batch: a key, a step of the manual clock, or a resize.
public enum InputEvent: Hashable, Sendable {
    case key(Key)
    case tick(Duration)
    case resize(Size)
}

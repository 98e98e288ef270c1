/// Where a text too long for its room is cut and shows "…": what
/// `Text.TruncationMode` asks for, as the environment and the text elements
/// keep it.
enum TextTruncation: Hashable, Sendable {
    /// At the start: "…end of it".
    case head
    /// At the end: "start of i…".
    case tail
    /// In the middle: "sta…of it".
    case middle
}

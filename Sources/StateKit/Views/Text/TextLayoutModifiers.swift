extension View {
    /// Lets the texts below take at most `number` lines, as SwiftUI's: a
    /// text with more is cut at the last, which ends (or starts, or breaks)
    /// in "…" as `truncationMode` says. `nil` lets them take as many as
    /// their words need at the width they are given.
    public func lineLimit(_ number: Int?) -> some View {
        AttributeModifier(content: self) { $0.textLines = TextLines(minimum: 0, maximum: number) }
    }

    /// Lets the texts below take at least the lower bound of lines, blank
    /// ones kept, and at most the upper bound.
    public func lineLimit(_ limit: ClosedRange<Int>) -> some View {
        AttributeModifier(content: self) {
            $0.textLines = TextLines(minimum: limit.lowerBound, maximum: limit.upperBound)
        }
    }

    /// Lets the texts below take at least `limit.lowerBound` lines.
    public func lineLimit(_ limit: PartialRangeFrom<Int>) -> some View {
        AttributeModifier(content: self) { $0.textLines = TextLines(minimum: limit.lowerBound, maximum: nil) }
    }

    /// Lets the texts below take at most `limit.upperBound` lines.
    public func lineLimit(_ limit: PartialRangeThrough<Int>) -> some View {
        AttributeModifier(content: self) { $0.textLines = TextLines(minimum: 0, maximum: limit.upperBound) }
    }

    /// Lets the texts below take at most `limit` lines, and, with
    /// `reservesSpace`, that many whatever their words need.
    public func lineLimit(_ limit: Int, reservesSpace: Bool) -> some View {
        AttributeModifier(content: self) {
            $0.textLines = TextLines(minimum: reservesSpace ? limit : 0, maximum: limit)
        }
    }

    /// Lines up the lines of the texts below that wrap, or hold several, as
    /// `alignment` says, within the text's width.
    public func multilineTextAlignment(_ alignment: TextAlignment) -> some View {
        AttributeModifier(content: self) { $0.textAlignment = alignment }
    }

    /// Where a text cut at its last line shows "…": at its end, its start or
    /// its middle.
    public func truncationMode(_ mode: Text.TruncationMode) -> some View {
        AttributeModifier(content: self) { $0.truncationMode = mode.truncation }
    }
}

extension Text {
    /// Where a text too long for its room shows "…", as SwiftUI names it.
    public enum TruncationMode: Hashable, Sendable {
        /// At the start: "…end of it".
        case head
        /// At the end: "start of i…".
        case tail
        /// In the middle: "sta…of it".
        case middle

        /// The cut as the text elements make it.
        var truncation: TextTruncation {
            switch self {
            case .head: .head
            case .tail: .tail
            case .middle: .middle
            }
        }
    }
}

extension View {
    /// Accepted: a terminal has one size of text, which it cannot scale down.
    public func minimumScaleFactor(_ factor: CGFloat) -> some View { self }

    /// Accepted: a terminal's lines are one row apart.
    public func lineSpacing(_ lineSpacing: CGFloat) -> some View { self }

    /// Lets the texts below be selected (`.enabled`) or not (`.disabled`):
    /// a drag of the mouse across a text selects it, shown in reverse video,
    /// and Alt-C copies the selection to the terminal's clipboard (OSC 52). A
    /// control's own label stays a control: a click there is the control's.
    public func textSelection<S: TextSelectability>(_ selectability: S) -> some View {
        AttributeModifier(content: self) { $0.allowsTextSelection = S.allowsSelection }
    }
}

/// Whether text can be selected, as SwiftUI names it: `.enabled` or
/// `.disabled`, for `textSelection(_:)`.
public protocol TextSelectability: Sendable {
    /// Whether the texts below can be selected.
    static var allowsSelection: Bool { get }
}

/// Text the user can select.
public struct EnabledTextSelectability: TextSelectability {
    /// `true`: the texts can be selected.
    public static var allowsSelection: Bool { true }
}

/// Text the user cannot select.
public struct DisabledTextSelectability: TextSelectability {
    /// `false`: the texts cannot be selected.
    public static var allowsSelection: Bool { false }
}

extension TextSelectability where Self == EnabledTextSelectability {
    /// Selectable.
    public static var enabled: EnabledTextSelectability { EnabledTextSelectability() }
}

extension TextSelectability where Self == DisabledTextSelectability {
    /// Not selectable.
    public static var disabled: DisabledTextSelectability { DisabledTextSelectability() }
}

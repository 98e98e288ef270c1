extension Key {
    /// The key a terminal without extended reporting sends for this one,
    /// where this one's modifiers are some only extended reporting tells
    /// (Shift-Enter, Ctrl-Enter, Ctrl-Tab, Shift-Backspace, Ctrl-Shift-A,
    /// Shift-Space);
    /// `nil` where both are the same. A key nothing takes is offered again
    /// as this, so that Shift-Enter submits a form and Ctrl-Shift-K deletes
    /// to the end of a field on any terminal, as before.
    package var legacyEquivalent: Key? {
        guard case .modified(let base, let held) = self else { return nil }
        let alt = held.intersection(.alt)
        switch base {
        case .tab where held.contains(.shift):
            return alt.isEmpty ? .backTab : nil
        case .enter, .tab, .backspace, .escape:
            return held == alt ? nil : base.key.withModifiers(alt)
        case .control where held.contains(.shift):
            return base.key.withModifiers(alt)
        case .character where held.contains(.shift):
            // Shift with a space or a sign a terminal reports as held (tmux's
            // Shift-Space): the character it types.
            return base.key.withModifiers(alt)
        default:
            return nil
        }
    }
}

// An image on a terminal is one glyph in one cell: `resizable` is accepted so
// that code sizing its images builds, and leaves the glyph as it is
// (`scaledToFit` and `scaledToFill` are `aspectRatio`'s, in Sizing.swift).

extension Image {
    /// Accepted: a glyph keeps its cell whatever the frame.
    public func resizable() -> Image { self }
}

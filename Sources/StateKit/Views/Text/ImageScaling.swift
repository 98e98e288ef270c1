// An image on a terminal is one glyph in one cell: SwiftUI's scaling
// modifiers are accepted so that code sizing its images builds, and leave the
// glyph as it is.

extension Image {
    /// Accepted: a glyph keeps its cell whatever the frame.
    public func resizable() -> Image { self }
}

extension View {
    /// Accepted: a glyph keeps its cell whatever the frame.
    public func scaledToFit() -> some View { self }

    /// Accepted: a glyph keeps its cell whatever the frame.
    public func scaledToFill() -> some View { self }
}

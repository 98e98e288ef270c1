// `resizable` lets a picture take the room it is offered; a symbol's glyph
// keeps its cell whatever the frame (`scaledToFit` and `scaledToFill` are
// `aspectRatio`'s, in Sizing.swift).

extension Image {
    /// The picture takes the room it is offered, stretched to fill it; with
    /// `scaledToFit()` or `aspectRatio`, the room of its own proportions. A
    /// symbol's glyph keeps its cell.
    public func resizable() -> Image {
        var image = self
        image.isResizable = true
        return image
    }
}

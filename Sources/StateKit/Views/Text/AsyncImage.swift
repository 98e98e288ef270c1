/// An image loaded from a URL, as SwiftUI's `AsyncImage`. A terminal draws no
/// pictures, so the image is never fetched: the view shows its placeholder
/// (or its content for the `.empty` phase) for as long as it is on screen.
public struct AsyncImage<Content: View>: View {
    let content: Content

    /// A photo glyph where the image would be.
    public init(url: URL?, scale: CGFloat = 1) where Content == Image {
        content = Image(systemName: "photo")
    }

    /// The placeholder, where the image would be; `content` would shape the
    /// loaded image, which a terminal never shows.
    public init<I: View>(
        url: URL?, scale: CGFloat = 1, @ViewBuilder content: @escaping (Image) -> I,
        @ViewBuilder placeholder: @escaping () -> Content
    ) {
        self.content = placeholder()
    }

    /// What `content` shows for the `.empty` phase: the image is not loaded
    /// on a terminal.
    public init(url: URL?, scale: CGFloat = 1, @ViewBuilder content: @escaping (AsyncImagePhase) -> Content) {
        self.content = content(.empty)
    }

    /// The placeholder or the empty phase's content.
    public var body: some View { content }
}

/// Where the loading of an `AsyncImage` stands; on a terminal, always `.empty`.
public enum AsyncImagePhase {
    /// Not loaded.
    case empty
    /// Loaded.
    case success(Image)
    /// Failed to load.
    case failure(any Error)

    /// The loaded image, if any.
    public var image: Image? {
        if case .success(let image) = self { return image }
        return nil
    }

    /// The error that stopped the loading, if any.
    public var error: (any Error)? {
        if case .failure(let error) = self { return error }
        return nil
    }
}

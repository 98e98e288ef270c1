import Foundation

/// An image loaded from a URL, as SwiftUI's `AsyncImage`. A `file://` URL
/// is read at once, its PNG or JPEG drawn as `Image` draws a picture. A
/// terminal program fetches nothing from the network: for another URL the
/// view shows its placeholder (or its content for the `.empty` phase) for
/// as long as it is on screen.
public struct AsyncImage<Content: View>: View {
    let content: AnyView

    /// The image at `url`, or a photo glyph where it would be.
    public init(url: URL?, scale: CGFloat = 1) where Content == Image {
        content = AnyView(Self.load(url, scale: scale) ?? Image(systemName: "photo"))
    }

    /// The file's image shaped by `content`, or the placeholder where it would be.
    public init<I: View>(
        url: URL?, scale: CGFloat = 1, @ViewBuilder content: @escaping (Image) -> I,
        @ViewBuilder placeholder: @escaping () -> Content
    ) {
        if let image = Self.load(url, scale: scale) {
            self.content = AnyView(content(image))
        } else {
            self.content = AnyView(placeholder())
        }
    }

    /// What `content` shows for the phase the loading is in: `.success` for
    /// a file read, `.failure` for a file that cannot be, `.empty` for a
    /// URL of the network.
    public init(url: URL?, scale: CGFloat = 1, @ViewBuilder content: @escaping (AsyncImagePhase) -> Content) {
        guard let url, url.isFileURL else {
            self.content = AnyView(content(.empty))
            return
        }
        if let image = Image(file: url, scale: scale) {
            self.content = AnyView(content(.success(image)))
        } else {
            self.content = AnyView(content(.failure(AsyncImageFileError(url: url))))
        }
    }

    /// The image, the placeholder or the phase's content.
    public var body: some View { content }

    private static func load(_ url: URL?, scale: CGFloat) -> Image? {
        guard let url, url.isFileURL else { return nil }
        return Image(file: url, scale: scale)
    }
}

/// A file an `AsyncImage` could not read as a PNG or a JPEG.
struct AsyncImageFileError: Error, CustomStringConvertible {
    let url: URL
    var description: String { "\(url.path) is not a PNG or JPEG picture that can be read" }
}

/// Where the loading of an `AsyncImage` stands.
public enum AsyncImagePhase {
    /// Not loaded: a URL of the network, which a terminal program does not fetch.
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

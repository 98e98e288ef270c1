import Foundation

/// An image. A picture from the app's asset catalog (`Image("name")`) or a
/// file is drawn in half blocks, two pixels a cell, in true colour (reduced
/// to 256 or 8 colours where the terminal has no more). A terminal draws an
/// SF Symbol as a glyph of one column where a close one exists (`house.fill`
/// is ⌂, `gear` is ⚙), and as nothing otherwise.
public struct Image: View, PrimitiveView, Equatable {
    let glyph: String
    /// The picture, for an image from a catalog or a file.
    var picture: Picture?
    /// Set by `resizable()`: the picture takes the room it is offered.
    var isResizable = false

    /// The glyph standing for the SF Symbol `systemName`, or nothing.
    public init(systemName: String) {
        glyph = Self.glyph(for: systemName)
    }

    /// The image `name` of the app's asset catalog: SwiftPM copies an
    /// `Assets.xcassets` folder beside the program as a resource
    /// (`resources: [.copy("Assets.xcassets")]`), each `<name>.imageset`
    /// holding a PNG or a JPEG; `bundle` is where to look (`.module`), the
    /// program's own resources when `nil`. Its size in points is its pixels
    /// over its scale (`2x`), as on a phone. A name no catalog has draws the
    /// name in brackets, and is named once on standard error after the screen
    /// is restored.
    public init(_ name: String, bundle: Bundle? = nil) {
        guard let file = AssetCatalog.imageFile(named: name, in: bundle),
            let bitmap = ImageFiles.bitmap(at: file.url)
        else {
            AssetCatalog.reportMissing(image: name)
            glyph = "[\(name)]"
            return
        }
        glyph = ""
        picture = Picture(bitmap: bitmap, scale: max(1, file.scale))
    }

    /// The image `name`, which a screen reader passes over: drawn as `Image(_:bundle:)`.
    public init(decorative name: String, bundle: Bundle? = nil) {
        self.init(name, bundle: bundle)
    }

    /// The picture in the PNG or JPEG file at `url`; `nil` when it cannot be read.
    init?(file url: URL, scale: CGFloat) {
        guard let bitmap = ImageFiles.bitmap(at: url) else { return nil }
        glyph = ""
        picture = Picture(bitmap: bitmap, scale: max(1, Int(scale.rounded())))
    }

    /// Images are drawn by StateKit.
    public var body: Never { primitiveBody() }

    func makeElements(_ context: ResolveContext, into elements: inout [Element]) {
        if let picture {
            elements.append(
                ImageElement(
                    bitmap: picture.bitmap, scale: picture.scale, isResizable: isResizable,
                    background: context.environment.attributes.background))
            return
        }
        guard !glyph.isEmpty else { return }
        let attributes = context.environment.attributes
        elements.append(
            TextElement(
                glyph, style: attributes.textStyle(own: .plain, font: nil, weightIsBold: nil, foreground: nil),
                colors: ColorPair(foreground: attributes.foreground, background: attributes.background)))
    }

    /// A decoded picture and the scale it was made for.
    struct Picture: Equatable {
        let bitmap: Bitmap
        let scale: Int

        static func == (lhs: Picture, rhs: Picture) -> Bool { lhs.bitmap === rhs.bitmap && lhs.scale == rhs.scale }
    }

    /// A glyph for a symbol: by its full name, else by its first word (`star`
    /// for `star.circle.fill`).
    static func glyph(for name: String) -> String {
        if let glyph = symbols[name] { return glyph }
        let base = String(name.split(separator: ".").first ?? "")
        return symbols[base] ?? ""
    }

    private static let symbols: [String: String] = [
        "house": "⌂", "gear": "⚙", "gearshape": "⚙", "star": "☆", "star.fill": "★", "heart": "♡", "heart.fill": "♥",
        "person": "☺", "person.fill": "☻", "checkmark": "✓", "xmark": "✗", "plus": "+", "minus": "-",
        "trash": "⌫", "magnifyingglass": "⌕", "clock": "◷", "timer": "◷", "calendar": "▦", "list": "≡",
        "bell": "♪", "envelope": "✉", "pencil": "✎", "square.and.pencil": "✎", "info": "ℹ", "info.circle": "ℹ",
        "exclamationmark.triangle": "⚠", "arrow.right": "→", "arrow.left": "←", "arrow.up": "↑",
        "arrow.down": "↓", "chevron.right": "›", "chevron.left": "‹", "circle": "○", "circle.fill": "●",
        "square": "□", "square.fill": "■", "play": "▶", "play.fill": "▶", "pause": "‖", "stop": "■",
        "flame": "♨", "sun.max": "☀", "moon": "☾", "cloud": "☁", "bolt": "ϟ", "flag": "⚑", "bookmark": "⚑",
        "lock": "⚿", "music.note": "♪", "figure.walk": "☍", "figure.run": "☍", "chart.bar": "▤",
        "questionmark": "?", "questionmark.circle": "?", "ellipsis": "…", "slider.horizontal.3": "≡",
    ]
}

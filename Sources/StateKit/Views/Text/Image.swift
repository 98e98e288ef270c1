/// An image. A terminal draws an SF Symbol as a glyph of one column where a
/// close one exists (`house.fill` is ⌂, `gear` is ⚙), and as nothing otherwise.
public struct Image: View, PrimitiveView, Equatable {
    let glyph: String

    /// The glyph standing for the SF Symbol `systemName`, or nothing.
    public init(systemName: String) {
        glyph = Self.glyph(for: systemName)
    }

    /// Images are drawn by StateKit.
    public var body: Never { primitiveBody() }

    func makeElements(_ context: ResolveContext, into elements: inout [Element]) {
        guard !glyph.isEmpty else { return }
        let attributes = context.environment.attributes
        elements.append(
            TextElement(
                glyph, style: attributes.textStyle(own: .plain, font: nil, weightIsBold: nil, foreground: nil),
                colors: ColorPair(foreground: attributes.foreground, background: attributes.background)))
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

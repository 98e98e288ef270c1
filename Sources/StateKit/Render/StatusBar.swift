/// Lines the application draws above and below the view tree, outside any view
/// node: headers, the latest invalidation reasons, key help. They are diffed
/// like everything else and cost nothing while unchanged.
public struct StatusBar: Equatable, Sendable {
    /// One line of a status bar.
    public struct Line: Equatable, Sendable {
        /// What the line says.
        public var text: String
        /// How it is drawn.
        public var style: Style
        /// Its colours, where the terminal has colour.
        public var colors: ColorPair

        /// A line of `text`, drawn with `style` and, where there is colour, `colors`.
        public init(_ text: String, style: Style = .plain, colors: ColorPair = .default) {
            self.text = text
            self.style = style
            self.colors = colors
        }
    }

    /// The lines above the views.
    public var top: [Line]
    /// The lines below the views.
    public var bottom: [Line]

    /// Lines above and below the views.
    public init(top: [Line] = [], bottom: [Line] = []) {
        self.top = top
        self.bottom = bottom
    }
}

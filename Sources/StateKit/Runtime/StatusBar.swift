/// Lines the application draws above and below the view tree, outside any view
/// node: headers, the latest invalidation reasons, key help. They are diffed
/// like everything else and cost nothing while unchanged.
package struct StatusBar: Equatable, Sendable {
    /// One line of a status bar.
    package struct Line: Equatable, Sendable {
        /// What the line says.
        package var text: String
        /// How it is drawn.
        package var style: Style
        /// Its colours, where the terminal has colour.
        package var colors: ColorPair

        /// A line of `text`, drawn with `style` and, where there is colour, `colors`.
        package init(_ text: String, style: Style = .plain, colors: ColorPair = .default) {
            self.text = text
            self.style = style
            self.colors = colors
        }
    }

    /// The lines above the views.
    package var top: [Line]
    /// The lines below the views.
    package var bottom: [Line]

    /// Lines above and below the views.
    package init(top: [Line] = [], bottom: [Line] = []) {
        self.top = top
        self.bottom = bottom
    }
}

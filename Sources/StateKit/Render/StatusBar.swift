/// Lines the application draws above and below the view tree, outside any view
/// node: headers, the latest invalidation reasons, key help. They are diffed
/// like everything else and cost nothing while unchanged.
public struct StatusBar: Equatable, Sendable {
    /// One line of a status bar.
    public struct Line: Equatable, Sendable {
        public var text: String
        public var style: Style

        public init(_ text: String, style: Style = .plain) {
            self.text = text
            self.style = style
        }
    }

    public var top: [Line]
    public var bottom: [Line]

    public init(top: [Line] = [], bottom: [Line] = []) {
        self.top = top
        self.bottom = bottom
    }
}

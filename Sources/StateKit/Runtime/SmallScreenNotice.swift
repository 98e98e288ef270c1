/// What the screen shows while it is smaller than the application's declared
/// minimum: a short notice instead of the views, word-wrapped and clipped to the
/// screen, so nothing is drawn over anything else and no body is evaluated.
///
/// The notice keeps a mirror of the cells it wrote, like the renderer's front
/// buffer, and writes only what changed. The renderer's own buffers are reset
/// when the notice comes and when it goes, so the views are drawn whole again
/// once the screen is large enough.
@MainActor
final class SmallScreenNotice {
    /// The smallest screen the application can use; `nil` for any size.
    var minimumSize: Size?
    /// What the notice shows now, or `nil` while the views are shown.
    private(set) var shown: CellBuffer?

    var isShown: Bool { shown != nil }

    /// Whether a screen of `size` is too small for the views.
    func isTooSmall(_ size: Size) -> Bool {
        guard let minimumSize else { return false }
        return size.width < minimumSize.width || size.height < minimumSize.height
    }

    /// The notice's text: `Terminal too small: 30x8, needs 60x20`.
    static func message(size: Size, minimum: Size) -> String {
        "Terminal too small: \(size), needs \(minimum)"
    }

    /// The notice's lines for a screen `width` columns wide: words wrapped onto
    /// as many lines as they need; a word wider than the screen is cut at its edge.
    static func lines(of message: String, width: Int) -> [String] {
        guard width > 0 else { return [] }
        return WordWrap.lines(of: message, width: width)
    }

    /// Draws the notice on `terminal` if the screen is too small and returns
    /// `true`; otherwise takes the notice down (if it was up) and returns `false`.
    func update(renderer: Renderer) -> Bool {
        let terminal = renderer.terminal
        guard let minimumSize, isTooSmall(terminal.size) else {
            if shown != nil {
                shown = nil
                // A blank screen and fresh buffers: the next frame draws every view.
                renderer.terminalResized()
            }
            return false
        }
        if shown == nil || shown?.size != terminal.size {
            // Coming from the views (or a resize): blank screen, cursor hidden.
            if shown == nil { renderer.terminalResized() }
            shown = CellBuffer(size: terminal.size)
        }
        var notice = CellBuffer(size: terminal.size)
        let lines = Self.lines(of: Self.message(size: terminal.size, minimum: minimumSize), width: notice.size.width)
        for (row, line) in lines.prefix(notice.size.height).enumerated() {
            notice.write(line, x: 0, y: row, style: .reverse, clip: notice.bounds)
        }
        var front = shown!
        let written = CellDiff.apply(notice, onto: &front, in: notice.bounds) { point, cell in
            terminal.write(cell, at: point)
        }
        shown = front
        if written > 0 { terminal.present() }
        return true
    }

    /// The screen was reset behind the notice's back (a resize): draw it again.
    func screenWasReset() {
        if shown != nil { shown = CellBuffer(size: .zero) }
    }
}

extension Application {
    /// The smallest screen the application's views can use. Below it the views
    /// are neither evaluated nor drawn; the screen shows only
    /// `Terminal too small: 30x8, needs 60x20`, and the views come back whole once
    /// the screen is large enough again. `nil` (the default) draws at any size.
    package var minimumSize: Size? {
        get { smallScreen.minimumSize }
        set { smallScreen.minimumSize = newValue }
    }

    /// Whether the screen shows the "too small" notice instead of the views.
    package var isShowingSmallScreenNotice: Bool { smallScreen.isShown }

    /// What the screen shows: the views as last drawn, or the notice.
    package var screenLines: [String] { smallScreen.shown?.lines ?? renderer.screenLines }

    /// Follows a terminal resize: the renderer starts afresh, and so does the
    /// notice if it is up.
    package func terminalResized() {
        renderer.terminalResized()
        smallScreen.screenWasReset()
    }
}

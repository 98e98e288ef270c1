/// Where frames go: the ncurses screen or an in-memory grid. The renderer diffs
/// its buffers itself and writes only cells that changed, then presents once.
@MainActor
package protocol Terminal: AnyObject {
    /// The screen size in cells.
    var size: Size { get }
    /// How the screen shows colour: the views read whether it has any, and
    /// the roles' colours are drawn for it.
    var screenColors: ScreenColors { get }
    /// Writes one cell (a wide cell covers the column to its right too).
    func write(_ cell: Cell, at point: Point)
    /// Shows the cursor at `position`, or hides it for `nil`; takes effect with
    /// the next `present()`.
    func setCursor(_ position: Point?)
    /// Shows everything written since the last call: one flush per frame.
    func present()
    /// Re-reads the size after a resize and blanks the screen; the next frame
    /// repaints every cell.
    func reset()
    /// Wraps each frame in synchronized output from now on, or not, as the
    /// terminal's answer to the question asked at its start says.
    func useSynchronizedOutput(_ use: Bool)
    /// Turns the kitty keyboard protocol on, as the terminal's answer to the
    /// question asked at its start says it can (`KittyKeyboard`): it stays
    /// on until the terminal is given back. Whether it is on.
    @discardableResult
    func useKittyKeyboard() -> Bool
    /// Puts `text` on the clipboard of the terminal's user, through OSC 52
    /// (`TerminalClipboard`), which a terminal without it ignores.
    func copyToClipboard(_ text: String)
    /// Draws `runs` again, after the cells written since the last
    /// `present()`, each inside its link (OSC 8) or none; takes effect with
    /// the next `present()`.
    func writeHyperlinks(_ runs: [HyperlinkRun])
}

extension Terminal {
    /// A terminal in memory shows each frame at once anyway.
    package func useSynchronizedOutput(_ use: Bool) {}
    /// A terminal in memory reads whatever keys it is sent.
    package func useKittyKeyboard() -> Bool { false }
}

/// A terminal whose size a script or a test sets, as a window resize would:
/// the in-memory grid. A real terminal's size changes from outside.
@MainActor
package protocol ResizableTerminal: Terminal {
    /// Changes the size; the next `reset()` takes it.
    func resize(to newSize: Size)
}

/// A terminal whose height follows its content: an inline region, which
/// takes the rows its views need, up to the window's.
@MainActor
package protocol ContentSizedTerminal: ResizableTerminal {
    /// The most the region may take: the window's width and height.
    var largestSize: Size { get }
}

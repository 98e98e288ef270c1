import StateKit

extension HeadlessHost {
    /// What a test asked of the screen that it does not show.
    public struct NotOnScreen: Error, CustomStringConvertible {
        /// The text looked for.
        public let text: String
        /// The screen at the time, as `HeadlessHost.text` gives it.
        public let screen: String

        /// `"Increment" is not on the screen:` and the screen.
        public var description: String { "\"\(text)\" is not on the screen:\n\(screen)" }
    }

    /// Presses `key`, with `modifiers` held, as a terminal sends it: Shift with
    /// Tab is Shift-Tab, Shift with a letter its capital, Control with a letter
    /// its control code, Option an Esc before the key, and any of them with an
    /// arrow or a named key the parameter of its sequence (`ESC [ 1 ; 3 D`).
    /// Command never reaches a terminal program, so a key pressed with it
    /// stops the test.
    public func press(_ key: KeyEquivalent, modifiers: EventModifiers = []) {
        send(TerminalBytes.of(key, modifiers: modifiers))
    }

    /// Lets go of `key`, with `modifiers` still held, as a terminal with the
    /// kitty keyboard protocol reports it: what `onKeyPress(phases: .up)`
    /// answers. A terminal without the protocol never reports a release.
    public func release(_ key: KeyEquivalent, modifiers: EventModifiers = []) {
        precondition(!modifiers.contains(.command), "Command never reaches a terminal program")
        send(TerminalBytes.release(of: key, modifiers: modifiers))
    }

    /// Types `text`, one key per character, each its own batch and frame as
    /// when a user types.
    public func type(_ text: String) {
        for character in text { send(Array(String(character).utf8)) }
    }

    /// Pastes `text` as a terminal with bracketed paste sends it: between its
    /// markers, one insertion in one batch, not keys.
    public func paste(_ text: String) {
        send(Array("\u{1B}[200~\(text)\u{1B}[201~".utf8))
    }

    /// Clicks (presses and releases `button`, the left one unless told) on
    /// the middle of the first place the screen shows `text`, reading rows
    /// from the top.
    public func click(on text: String, button: MouseButton = .left) throws {
        let (column, row) = try position(of: text)
        click(column: column, row: row, button: button)
    }

    /// Clicks the cell at `column` and `row`, counted from 0 at the top left,
    /// with `button`, the left one unless told.
    public func click(column: Int, row: Int, button: MouseButton = .left) {
        let at = Point(x: column, y: row)
        process([
            .key(.mouse(MouseEvent(.press(button: button.number), at: at))),
            .key(.mouse(MouseEvent(.release, at: at))),
        ])
    }

    /// Presses the button at `column` and `row`, moves the pointer to
    /// `toColumn` and `toRow` with it held, a frame at each cell on the way,
    /// and lets it go there: a slider's drag.
    public func drag(column: Int, row: Int, toColumn: Int, toRow: Int) {
        process([.key(.mouse(MouseEvent(.press(button: 0), at: Point(x: column, y: row))))])
        var point = Point(x: column, y: row)
        while point != Point(x: toColumn, y: toRow) {
            point.x += (toColumn - point.x).signum()
            point.y += (toRow - point.y).signum()
            process([.key(.mouse(MouseEvent(.drag, at: point)))])
        }
        process([.key(.mouse(MouseEvent(.release, at: point)))])
    }

    /// Turns the mouse wheel `notches` times over the first place the screen
    /// shows `text`: down, towards later content, for a positive count; up
    /// for a negative one. Each notch is its own frame.
    public func scroll(by notches: Int, on text: String) throws {
        let (column, row) = try position(of: text)
        scroll(by: notches, column: column, row: row)
    }

    /// Turns the mouse wheel `notches` times over the cell at `column` and
    /// `row`: down for a positive count, up for a negative one.
    public func scroll(by notches: Int, column: Int, row: Int) {
        let action: MouseEvent.Action = notches > 0 ? .wheelDown : .wheelUp
        for _ in 0..<abs(notches) {
            process([.key(.mouse(MouseEvent(action, at: Point(x: column, y: row))))])
        }
    }

    /// Gives the screen a new size, as a terminal window resized; the views
    /// are laid out again and every cell is drawn.
    public func resize(width: Int, height: Int) {
        process([.resize(Size(width: width, height: height))])
    }

    /// Moves the host's clock on by `duration`: the timers that fall due fire,
    /// then a frame follows. A repeating timer whose time came several times
    /// fires once, as Foundation's `Timer` skips the firings it missed: move
    /// the clock a period at a time to see each one.
    public func advanceClock(by duration: Duration) {
        process([.tick(duration)])
    }

    /// Sends `bytes` as the terminal's keyboard would: each key they make is
    /// one batch with its frame; a lone Esc is a key at once, as after the
    /// quiet delay a real terminal waits for.
    func send(_ bytes: [UInt8]) {
        var keys: [Key] = []
        decoder.decode(bytes, into: &keys)
        decoder.flushPendingEscape(into: &keys)
        for key in keys { process([.key(key)]) }
    }

    /// The cell in the middle of the first place the screen shows `text`.
    func position(of text: String) throws -> (column: Int, row: Int) {
        for (row, line) in lines.enumerated() {
            guard let range = line.range(of: text) else { continue }
            let start = line[..<range.lowerBound].terminalWidth
            return (start + text.terminalWidth / 2, row)
        }
        throw NotOnScreen(text: text, screen: self.text)
    }
}

/// A button of the mouse, for `HeadlessHost.click(on:button:)`.
public enum MouseButton: Sendable {
    /// The left button: presses, focuses, chooses.
    case left
    /// The right button: opens a view's context menu.
    case right

    /// The button's number in a terminal's report.
    var number: Int { self == .left ? 0 : 2 }
}

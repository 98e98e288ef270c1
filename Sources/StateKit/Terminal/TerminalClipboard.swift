import Foundation

/// The clipboard of the terminal's user, reached through OSC 52
/// (`ESC ] 52 ; c ; base64 ESC \`): xterm, kitty, WezTerm, foot, iTerm2 and
/// tmux (with `set-clipboard on`) put the text on the system's clipboard,
/// over SSH too; a terminal without it ignores the sequence. Nothing is read
/// back: a terminal answering a read would give the program the user's
/// clipboard, which most refuse.
enum TerminalClipboard {
    /// The sequence that puts `text` on the clipboard.
    static func sequence(for text: String) -> [UInt8] {
        Array("\u{1B}]52;c;".utf8) + Array(Data(text.utf8).base64EncodedString().utf8) + [0x1B, UInt8(ascii: "\\")]
    }
}

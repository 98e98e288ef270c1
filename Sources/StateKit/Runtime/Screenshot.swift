import Foundation

/// `STATEKIT_SCREENSHOT=screen.svg swift run MyApp`: the app's first screen
/// drawn as an SVG picture into the file named (its text alone into a file
/// ending in `.txt`), with no terminal needed, at
/// `COLUMNS` by `LINES` cells (80 by 24 unless they are set), in true
/// colour (none under `NO_COLOR`) on the terminal's background as
/// `COLORFGBG` says, dark otherwise. How the examples' pictures in the
/// README are made.
@MainActor
enum Screenshot {
    /// The picture's file, when the program was asked for one.
    static var requestedPath: String? {
        ProcessEnvironment.value("STATEKIT_SCREENSHOT").flatMap { $0.isEmpty ? nil : $0 }
    }

    /// Draws `root`'s first frame headless and writes its picture to `path`;
    /// the exit status, 1 when the file cannot be written.
    static func write(_ root: AnyView, to path: String, programName: String) -> Int32 {
        func length(_ name: String, _ fallback: Int) -> Int {
            ProcessEnvironment.value(name).flatMap { Int($0) }.flatMap { (1...1000).contains($0) ? $0 : nil }
                ?? fallback
        }
        let terminal = HeadlessTerminal(size: Size(width: length("COLUMNS", 80), height: length("LINES", 24)))
        let noColor = ProcessEnvironment.value("NO_COLOR").map { !$0.isEmpty } ?? false
        terminal.screenColors = ScreenColors(depth: noColor ? .none : .direct, scheme: .terminal)
        let application = Application(terminal: terminal)
        application.setRoot(root)
        application.renderFrame()
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue {
            StandardError.write("\(programName): cannot write the screenshot to \(path): it is a directory\n")
            return 1
        }
        // A name ending in .txt takes the screen's text alone, a row a line.
        let contents =
            path.hasSuffix(".txt")
            ? terminal.lines.map { String($0.reversed().drop(while: { $0 == " " }).reversed()) + "\n" }.joined()
            : ScreenPicture.svg(of: terminal.screen, colors: terminal.screenColors)
        do {
            try Data(contents.utf8).write(to: URL(fileURLWithPath: path), options: .atomic)
        } catch {
            StandardError.write(
                "\(programName): cannot write the screenshot to \(path): \(error.localizedDescription)\n")
            return 1
        }
        return 0
    }
}

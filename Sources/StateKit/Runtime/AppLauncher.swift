/// Runs an `App` on the terminal: checks there is one, draws on standard
/// output or, when that is redirected, on the controlling terminal (as fzf and
/// vim do), and keeps what the program prints off the screen.
@MainActor
enum AppLauncher {
    /// The status of a run that found no terminal to use.
    static let noTerminalStatus: Int32 = 2

    /// Shows `root` until the program ends; returns the exit status.
    /// `appModule` names the app's module, whose asset catalog may give the
    /// app its accent colour.
    static func run(_ root: AnyView, programName: String, appModule: String? = nil) -> Int32 {
        StandardStreams.lineBufferOutput()
        if let appModule { AssetCatalog.adoptAppAccent(appModule: appModule) }
        if let path = Screenshot.requestedPath { return Screenshot.write(root, to: path, programName: programName) }
        guard ProcessEnvironment.isTerminal(0) else {
            StandardError.write("\(programName): standard input is not a terminal; run the program in a terminal.\n")
            return noTerminalStatus
        }
        let outputIsScreen = ProcessEnvironment.isTerminal(1)
        guard let screen = StandardStreams.screenDescriptor(outputIsScreen: outputIsScreen) else {
            StandardError.write(
                "\(programName): standard output is redirected and there is no controlling terminal to draw on.\n")
            return noTerminalStatus
        }
        let terminal: CursesTerminal
        do {
            terminal = try CursesTerminal(output: screen)
        } catch {
            StandardError.write("\(programName): cannot use this terminal: \(error).\n")
            return noTerminalStatus
        }
        // Printed lines would tear the screen: they are kept, and written in
        // order once it is restored. Redirected, they go straight to the file.
        if outputIsScreen { TerminalRescue.captureStandardOutput() }
        // What the app stored in UserDefaults reaches the disk however it ends.
        AppStorageSync.installExitHook()
        let application = Application(terminal: terminal, clock: MonotonicClock())
        application.setRoot(root)
        return application.runInteractive(on: terminal).exitStatus
    }
}

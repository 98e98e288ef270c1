/// A program's entry point, as in SwiftUI: a type marked `@main` whose `body`
/// holds a `WindowGroup`.
///
///     @main
///     struct CounterApp: App {
///         var body: some Scene {
///             WindowGroup { ContentView() }
///         }
///     }
///
/// `main()` makes the app with `init()`, puts the terminal in program mode and
/// runs the event loop until the program quits or a signal ends it, always
/// giving the terminal back as it was. Ctrl-C ends any app.
@MainActor
public protocol App {
    /// The scenes the app shows; a terminal shows the first window group.
    associatedtype Body: Scene

    /// The app's content.
    @SceneBuilder var body: Body { get }

    /// Makes the app; `@StateObject` properties are created here, once.
    init()
}

extension App {
    /// Runs the app on the terminal, then exits with its status: 0 when it
    /// quit, 128 + the signal's number when a signal ended it, 2 when there is
    /// no terminal to run on.
    public static func main() {
        // The app type's module, from its full name (`Activity.ActivityApp`).
        let appModule = String(qualifiedTypeName(Self.self).prefix { $0 != "." })
        exit(AppLauncher.run(Self().rootView, programName: StandardError.programName, appModule: appModule))
    }
}

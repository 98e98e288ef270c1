import ArgumentParser
import Foundation
import StateKit

/// Failures the end-to-end tests provoke on purpose (`--fault`, hidden from
/// `--help`), to check that the terminal is restored before the message.
enum Fault: String, ExpressibleByArgument, CaseIterable {
    /// A view declares an `@EnvironmentObject` that nobody provided.
    case missingEnvironmentObject = "missing-environment-object"
    /// A view's body stops the program with `fatalError`.
    case fatalErrorInBody = "fatal-error-in-body"
    /// A view ends the program with `exit(3)` as it appears.
    case exitOnAppear = "exit-on-appear"

    @MainActor
    var root: AnyView {
        switch self {
        case .missingEnvironmentObject: AnyView(NeedsCounterState().pane())
        case .fatalErrorInBody: AnyView(FailsInBody().pane())
        case .exitOnAppear: AnyView(ExitsOnAppear().pane())
        }
    }
}

/// Stops the program from inside its body.
private struct FailsInBody: View {
    var body: some View {
        fatalError("FailsInBody gave up on purpose")
    }
}

/// Declares a `CounterState` that the fault's root never injects.
private struct NeedsCounterState: View {
    @EnvironmentObject var counterState: CounterState

    var body: some View {
        Text("Count: \(counterState.counter)")
    }
}

/// Ends the program as it appears, with a word on standard error first.
private struct ExitsOnAppear: View {
    var body: some View {
        Text("leaving")
            .onAppear {
                FileHandle.standardError.write(Data("ExitsOnAppear calls exit(3)\n".utf8))
                exit(3)
            }
    }
}

import Glibc
import StateKit

// statekit-counter: the smallest StateKit program, measured against a
// hand-written ncurses one by `make bench`.

guard isatty(0) == 1, isatty(1) == 1 else {
    StandardError.write("statekit-counter: standard input and output must be a terminal.\n")
    exit(2)
}
let terminal: CursesTerminal
do {
    terminal = try CursesTerminal()
} catch {
    StandardError.write("statekit-counter: cannot use this terminal: \(error)\n")
    exit(2)
}
let app = Application(terminal: terminal, clock: MonotonicClock())
app.setRoot(CounterScreen().environmentObject(CounterModel()))
app.onUnhandledKey = { key in if key == "q" { app.quit() } }
exit(app.runInteractive(on: terminal).exitStatus)

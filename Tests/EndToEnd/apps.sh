# Programs written as SwiftUI apps: failures that end them, printing, colour, the
# inspector, redirected output, and the small examples of the articles. Sourced by run.sh, whose helpers (lib.sh) it uses.

echo "e2e: a missing environment object"
start_shell
run_in_shell "'$demo' --state-dir $work/state --fault missing-environment-object; echo EXIT=\$?"
check "exits with status 70" wait_for "EXIT=70"
check "the message names the view and the type, on the restored screen" \
  shows "NeedsCounterState declares @EnvironmentObject var counterState: CounterState"
check "the terminal is sane afterwards" terminal_is_sane

echo "e2e: a fatal error in a view's body"
start_shell
run_in_shell "'$demo' --state-dir $work/state --fault fatal-error-in-body; echo EXIT=\$?"
check "the process dies of the trap (132)" wait_for "EXIT=132"
check "the fatal error's message shows on the restored screen" was_shown "Fatal error: FailsInBody gave up on purpose"
check "the terminal is sane afterwards" terminal_is_sane
check "mouse reporting is off after the crash" test "$(mouse_reporting)" = 0

echo "e2e: exit() called while the screen is up"
start_shell
run_in_shell "'$demo' --state-dir $work/state --fault exit-on-appear; echo EXIT=\$?"
check "the program ends with the status it gave exit()" wait_for "EXIT=3"
check "what it wrote to standard error shows on the restored screen" shows "ExitsOnAppear calls exit(3)"
check "the terminal is sane afterwards" terminal_is_sane
check "mouse reporting is off" test "$(mouse_reporting)" = 0

echo "e2e: an @main App without a terminal"
"$examples/example-slicing-sliced" </dev/null >"$work/app-out" 2>"$work/app-err"
check "exit status 2" test $? = 2
check "a message naming what is missing" grep -q "standard input is not a terminal" "$work/app-err"
check "nothing on standard output, no escape codes" bash -c "[ ! -s '$work/app-out' ] && ! grep -q $'\e' '$work/app-err'"

echo "e2e: example-slicing-sliced, an @main App, printing on the terminal"
start_shell
run_in_shell "'$examples/example-slicing-sliced'; echo EXIT=\$?"
check "the app shows its views" wait_for "Increment"
check "nothing printed tears the screen" bash -c "! tmux -L '$socket' capture-pane -p -t e2e | grep -q 'changed\.'"
tab_then_enter
check "Tab then Enter presses Increment" wait_for "Count: 1"
check "mouse reporting is on (SGR 1006)" test "$(mouse_reporting)" = 1
click_on "Increment"
check "a click on Increment presses it" wait_for "Count: 2"
click_on "Sign in or out"
check "a click on the other button presses that one" wait_for "Signed in"
tm send-keys -t e2e C-c
check "Ctrl-C ends it with status 130" wait_for "EXIT=130"
check "mouse reporting is off again" test "$(mouse_reporting)" = 0
check "the first evaluation is printed after the screen is restored" \
  was_shown "CounterView: @self, @identity, _counterState changed."
check "Increment re-renders CounterView" was_shown "CounterView: _counterState changed."
check "AuthenticationView only when its own slice changed" \
  test "$(tm capture-pane -p -S - -t e2e | grep -c 'AuthenticationView: _authenticationState changed.')" = 1
check "the terminal is sane afterwards" terminal_is_sane

# Runs the sliced example with environment $1 (TERM=..., NO_COLOR=...), signs
# in, and leaves the screen with its attributes in $work/colour.txt.
signed_in_screen() {
  start_shell
  run_in_shell "env $1 '$examples/example-slicing-sliced' >/dev/null; echo EXIT=\$?"
  wait_for "Sign in or out" >/dev/null || return 1
  click_on "Sign in or out"
  wait_for "Signed in" >/dev/null || return 1
  tm capture-pane -p -e -t e2e > "$work/colour.txt"
  tm send-keys -t e2e C-c
  wait_for "EXIT=130" >/dev/null
}
# Whether "Signed in" is drawn right after the escape sequence $1.
signed_in_after() { grep -qF -- "$(printf '\e[%sm' "$1")Signed in" "$work/colour.txt"; }
no_colour_escape() { ! grep -qE $'\e''\[(3[0-9]|4[0-9]|38|48)[;:m]' "$work/colour.txt"; }

echo "e2e: colour, through the terminal's own capabilities"
signed_in_screen "TERM=screen"
check "8 colours: .foregroundColor(.green) draws ANSI green" signed_in_after 32
signed_in_screen "TERM=screen-256color"
check "256 colours: the named green is the palette's green" signed_in_after 32
signed_in_screen "TERM=xterm-direct"
check "true colour: green as red, green and blue" signed_in_after "38;2;52;199;89"
signed_in_screen "TERM=xterm-256color COLORTERM=truecolor"
check "COLORTERM=truecolor on a 256-colour type: true colour" signed_in_after "38;2;52;199;89"
signed_in_screen "TERM=screen-256color COLORTERM=truecolor"
check "and where the family has no true-colour type, 256 colours" signed_in_after 32
signed_in_screen "TERM=screen-256color NO_COLOR=1"
check "NO_COLOR: no colour at all" no_colour_escape
check "NO_COLOR: the text is there" grep -qF "Signed in" "$work/colour.txt"
signed_in_screen "TERM=vt220"
check "a monochrome terminal: no colour" no_colour_escape
check "the terminal is sane afterwards" terminal_is_sane

echo "e2e: the inspector (STATEKIT_INSPECT=1, F12) in a program that knows nothing of it"
start_shell
run_in_shell "STATEKIT_INSPECT=1 '$examples/example-slicing-sliced' >/dev/null; echo EXIT=\$?"
check "the panel lists CounterView, rendered once" wait_for "│  CounterView · renders 1"
check "and AuthenticationView, rendered once" shows "│  AuthenticationView · renders 1"
click_on "Increment"
# First, and captured from the click: the highlight lasts a second, which a
# loaded machine's checks can take.
check "the updated view is highlighted while the panel is open" highlighted_text_soon "Count: 1"
check "after Increment: CounterView rendered twice" wait_for "│  CounterView · renders 2"
check "with its reason in _printChanges' words" shows "│    _counterState changed"
check "AuthenticationView still once" shows "│  AuthenticationView · renders 1"
tm send-keys -t e2e F12
check "F12 closes the panel" wait_for_gone "Inspector · F12 closes"
tm send-keys -t e2e F12
check "and opens it again" wait_for "Inspector · F12 closes"
tm send-keys -t e2e C-c
check "Ctrl-C ends it" wait_for "EXIT=130"
start_shell
run_in_shell "STATEKIT_INSPECT=1 '$examples/statekit-counter'; echo EXIT=\$?"
check "statekit-counter gets the panel too" wait_for "CounterLine · renders 1"
tm send-keys -t e2e +
check "and its counts follow" wait_for "CounterLine · renders 2"
tm send-keys -t e2e q
check "q ends it" wait_for "EXIT=0"

echo "e2e: example-slicing-monolithic, standard output redirected to a file"
start_shell
run_in_shell "'$examples/example-slicing-monolithic' > $work/monolithic.txt; echo EXIT=\$?"
check "the app draws on the terminal" wait_for "Increment"
tab_then_enter
check "Increment" wait_for "Count: 1"
sleep 0.2
check "the file gets CounterView's line at once" grep -qxF "CounterView: _appState changed." "$work/monolithic.txt"
check "and AuthenticationView's, which holds the same object" \
  grep -qxF "AuthenticationView: _appState changed." "$work/monolithic.txt"
click_on "Sign in or out"
check "a click on the other button" wait_for "Signed in"
sleep 0.2
check "each change re-renders both views: two lines each" \
  test "$(grep -cxF "CounterView: _appState changed." "$work/monolithic.txt"),$(grep -cxF "AuthenticationView: _appState changed." "$work/monolithic.txt")" = "2,2"
tm send-keys -t e2e C-c
check "Ctrl-C ends it with status 130" wait_for "EXIT=130"
check "the file holds no escape codes" bash -c "! grep -q $'\e' '$work/monolithic.txt'"
check "the terminal is sane afterwards" terminal_is_sane

# The lines a finished example printed, from the shell's scrollback.
printed() { tm capture-pane -p -S - -t e2e | grep -cxF -- "$1"; }

echo "e2e: example-day12, a timer publisher and pages sharing a HistoryStore"
start_shell
run_in_shell "'$examples/example-day12'; echo EXIT=\$?"
check "the welcome page" wait_for "Welcome to the workout"
click_on "Get Started"
check "a click on Get Started shows the first exercise" wait_for "Squat"
check "the timer counts down to 0 and sets timerDone" wait_for "Time is up"
check "the history has the older day" shows "Days in history: 1"
tab_then_enter
check "Tab and Enter press Done: the next page" wait_for "Step Up"
check "the first exercise of today starts a new day" shows "Days in history: 2"
click_on "Done"
check "a click on Done: the next page, the store kept" wait_for "Burpee"
check "the second exercise joins today" shows "Days in history: 2"
tm send-keys -t e2e C-c
check "Ctrl-C ends it" wait_for "EXIT=130"
check "Done on the second exercise of the day prints Adding Step Up" test "$(printed "Adding Step Up")" = 1
check "and the first prints nothing" test "$(printed "Adding Squat")" = 0
check "the terminal is sane afterwards" terminal_is_sane

echo "e2e: example-optional-environment, an object that arrives late"
start_shell
run_in_shell "'$examples/example-optional-environment'; echo EXIT=\$?"
check "LoginView while there is no user" wait_for "Please log in"
check "HomeView once asyncAfter has set the user" wait_for "Welcome home, Ada"
check "LoginView is gone" bash -c "! tmux -L '$socket' capture-pane -p -t e2e | grep -q 'Please log in'"
tm send-keys -t e2e C-c
check "Ctrl-C ends it" wait_for "EXIT=130"

echo "e2e: example-app-wide-pitfall, the tab in app-wide state"
start_shell
run_in_shell "'$examples/example-app-wide-pitfall'; echo EXIT=\$?"
check "the home tab" wait_for "go to settings"
click_on "Settings"
check "a click on the Settings item shows Settings" wait_for_gone "go to settings"
click_on "Home"
check "a click on the Home item shows Home again" wait_for "go to settings"
tm send-keys -t e2e C-c
check "Ctrl-C ends it" wait_for "EXIT=130"
check "HomeView is evaluated on each tab change, hidden or not: 3 times in all" test "$(printed "HomeView body")" = 3

echo "e2e: example-app-wide-container, the tab in its own object"
start_shell
run_in_shell "'$examples/example-app-wide-container'; echo EXIT=\$?"
check "the home tab" wait_for "go to settings"
click_on "go to settings"
check "a click on go to settings shows Settings" wait_for_gone "go to settings"
tab_then_enter
check "Tab reaches the Home item, Enter selects it" wait_for "go to settings"
click_on "Settings"
check "a click on the Settings item" wait_for_gone "go to settings"
click_on "Home"
check "a click on the Home item" wait_for "go to settings"
tm send-keys -t e2e C-c
check "Ctrl-C ends it" wait_for "EXIT=130"
check "Home body is printed once in all" test "$(printed "Home body")" = 1
check "home on appear once per appearance: 3" test "$(printed "home on appear")" = 3
check "the terminal is sane afterwards" terminal_is_sane

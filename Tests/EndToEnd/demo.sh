# The demo: its command line, the app in tmux, signals, crashes, resize storms, a
# pseudo-terminal's random bytes, suspending, highlighting, terminals it cannot use. Sourced by run.sh, whose helpers (lib.sh) it uses.

echo "e2e: command line"
out=$("$demo" </dev/null 2>"$work/err" | cat; echo "status=${PIPESTATUS[0]}")
check "without a terminal: exit status 2" grep -q "status=2" <<<"$out"
check "without a terminal: a clear message on stderr" grep -q "is not a terminal" "$work/err"
check "without a terminal: nothing on stdout" test "$(head -1 <<<"$out")" = "status=2"
check "without a terminal: no escape codes at all" bash -c "! grep -q $'\e' '$work/err'"
"$demo" --mode bogus >"$work/out" 2>"$work/err"; status=$?
check "bad --mode: non-zero exit" test "$status" -ne 0
check "bad --mode: the parser names the option and the choices" grep -q "monolithic" "$work/err"
"$demo" --help >"$work/help" 2>&1
check "--help describes the keys" grep -q "next mode" "$work/help"
check "--help describes the mouse" grep -q "The mouse: a click presses a button" "$work/help"
"$demo" --headless --state-dir "$work/state" --keys '++a' --report - >"$work/report.json"
check "--headless --report - prints JSON" python3 -c "
import json; d = json.load(open('$work/report.json'))
s = d['state']
assert (s['counter'], s['isAuthenticated'], s['selectedTab'], s['user']) == (2, True, 'home', 'guest'), s
assert (s['step'], s['timerRemaining'], s['historyCount']) == (1, 3, 0), s
assert d['panes']['CounterView']['renders'] == 3 and d['panes']['HomeView']['renders'] == 1, d['panes']"

"$demo" --headless --state-dir "$work/state" --keys '+<resize:30x8>' >"$work/small.txt"
check "--headless <resize:30x8>: the too-small notice" grep -q "Terminal too small: 30x8" "$work/small.txt"
"$demo" --headless --state-dir "$work/state" --keys '+<resize:30x8><resize:100x30>' >"$work/back.txt"
check "--headless, resized back to 100x30: the views again" \
  bash -c "grep -q 'Count: 1' '$work/back.txt' && test \$(wc -l <'$work/back.txt') = 30 && ! grep -q 'too small' '$work/back.txt'"

echo "e2e: the demo in tmux"
start_shell
run_in_shell "'$demo' --state-dir $work/state --report $work/tmux-report.json; echo EXIT=\$?"
check "starts and shows every pane" wait_for "AuthenticationView · renders 1"
check "starts in sliced mode" shows "StateKit · sliced"
# One key at a time: keys that arrive together are one batch, one evaluation.
for n in 1 2 3; do tm send-keys -t e2e '+'; wait_for "Count: $n" >/dev/null; done
check "three + show Count: 3" wait_for "Count: 3"
check "CounterView rendered 4 times" shows "CounterView · renders 4"
check "AuthenticationView untouched by +" shows "AuthenticationView · renders 1"
tm resize-window -t e2e -x 90 -y 26
check "a resize lays out again at the new width" wait_for_width 90
check "a resize evaluates no body" shows "CounterView · renders 4"
tm resize-window -t e2e -x 70 -y 24
check "below the minimum size, a notice" wait_for "Terminal too small: 70x24, needs 79x23"
tm resize-window -t e2e -x 100 -y 30
check "back to 100x30" wait_for_width 100
tm send-keys -t e2e a
check "a shows AUTHENTICATED" wait_for "│ AUTHENTICATED "
check "AuthenticationView rendered twice" shows "AuthenticationView · renders 2"
# The Home tab's timer ticks for four seconds; a tick in the same turn as
# the key would join the reasons line. Wait for it to end.
check "the Home tab's timer ends" wait_for "Timer: done"
tm send-keys -t e2e s
check "s shows SettingsView" wait_for "SettingsView · renders 1"
check "ContentView rendered twice" wait_for "ContentView · renders 2"
check "the Settings tab is selected (underlined)" bash -c "tmux -L '$socket' capture-pane -p -e -t e2e | grep -q $'\e\\[[0-9;]*4[0-9;]*m 2 Settings'"
# The bottom line may reach tmux a moment after the panes: wait for it.
check "the reasons line names the change" wait_for "why: ContentView: TabViewState.selectedTab changed"
click_on "1 Home"
check "a click on the Home tab shows HomeView again" wait_for "HomeView · renders"
check "and SettingsView is gone" wait_for_gone "SettingsView · renders"
tm send-keys -t e2e m
check "m switches to observable with fresh counters" wait_for "StateKit · observable"
check "fresh counters after m" wait_for "CounterView · renders 1"
tm send-keys -t e2e '+'
check "observable: + re-renders CounterView" wait_for "CounterView · renders 2"
check "observable: ContentView untouched" shows "ContentView · renders 1"
tm send-keys -t e2e q
check "q exits with status 0" wait_for "EXIT=0"
check "the terminal is sane after q (echo, icanon)" terminal_is_sane
check "the report was written at exit" python3 -c "
import json; d = json.load(open('$work/tmux-report.json'))
assert d['mode'] == 'observable' and d['state']['counter'] == 1, d
assert d['size'] == {'cols': 100, 'rows': 30}, d['size']"

echo "e2e: signals restore the terminal, write the report and keep the history"
for signal in INT TERM HUP; do
  start_shell
  run_in_shell "sh -c 'echo \$\$ > $work/pid; exec \"$demo\" --state-dir $work/signal-$signal --report $work/signal-$signal.json'; echo EXIT=\$?"
  if ! wait_for "CounterView · renders 1" >/dev/null; then fail "SIG$signal: the demo started"; continue; fi
  tm send-keys -t e2e + + 3 e
  if ! wait_for "  Squat" >/dev/null; then fail "SIG$signal: keys before the signal"; continue; fi
  check "SIG$signal: mouse reporting is on while the demo runs" test "$(mouse_reporting)" = 1
  if [ "$signal" = INT ]; then
    tm send-keys -t e2e C-c
  else
    kill "-$signal" "$(cat "$work/pid")"
  fi
  case $signal in INT) code=130 ;; TERM) code=143 ;; HUP) code=129 ;; esac
  check "SIG$signal: exit status $code" wait_for "EXIT=$code"
  check "SIG$signal: the terminal is sane" terminal_is_sane
  check "SIG$signal: mouse reporting is off" test "$(mouse_reporting)" = 0
  check "SIG$signal: the report was written, with the state at the signal" python3 -c "
import json; d = json.load(open('$work/signal-$signal.json'))
s = d['state']
assert (s['counter'], s['selectedTab'], s['historyCount']) == (2, 'history', 1), s
assert any('Squat' in line for line in d['screen']), d['screen']"
  check "SIG$signal: the history was saved" python3 -c "
import json; d = json.load(open('$work/signal-$signal/history.json'))
assert [e for day in d['days'] for e in day['exercises']] == ['Squat'], d"
done

echo "e2e: a crash signal sent with kill ends the demo with 128+n, after the backtrace"
for signal in ABRT SEGV; do
  start_shell
  # Not interactive: the backtracer would otherwise wait for a key.
  run_in_shell "SWIFT_BACKTRACE=interactive=no sh -c 'echo \$\$ > $work/pid; exec \"$demo\" --state-dir $work/crash-$signal'; echo EXIT=\$?"
  if ! wait_for "CounterView · renders 1" >/dev/null; then fail "SIG$signal: the demo started"; continue; fi
  kill "-$signal" "$(cat "$work/pid")"
  case $signal in ABRT) code=134 ;; SEGV) code=139 ;; esac
  check "SIG$signal sent by kill: exit status $code" wait_for "EXIT=$code"
  check "SIG$signal sent by kill: the terminal is sane" terminal_is_sane
  check "SIG$signal sent by kill: mouse reporting is off" test "$(mouse_reporting)" = 0
done

echo "e2e: a storm of $storm_size resizes (seed $seed), then back to 100x30"
start_shell
run_in_shell "'$demo' --state-dir $work/storm; echo EXIT=\$?"
wait_for "CounterView · renders 1" >/dev/null
tm send-keys -t e2e + + 2 n
wait_for "SettingsView · renders 1" >/dev/null
# A ZWJ sequence and a flag too: a cut sequence must not join the next glyph.
tm send-keys -t e2e -l 'Zoë 山田 👩‍💻🇫🇷!'
wait_for "Name: Zoë 山田" >/dev/null
# The paste's last character, on the name's line (how a flag is shown varies).
for _ in $(seq 1 100); do screen | grep -F "Name: Zoë 山田" | grep -qF '!' && break; sleep 0.1; done
before=$(screen)
cursor_before=$(tm display-message -p -t e2e '#{cursor_flag} #{cursor_x} #{cursor_y}')
RANDOM=$seed
for i in $(seq 1 "$storm_size"); do
  case $((i % 4)) in
    0) width=$((RANDOM % 300 + 1)); height=$((RANDOM % 100 + 1)) ;;
    1) width=$((RANDOM % 12 + 1)); height=$((RANDOM % 6 + 1)) ;;
    2) width=$((RANDOM % 6 + 77)); height=$((RANDOM % 6 + 21)) ;;
    3) if [ $((i % 8)) = 3 ]; then width=1; height=1; else width=300; height=100; fi ;;
  esac
  tm resize-window -t e2e -x "$width" -y "$height" || { fail "tmux resize to ${width}x${height}"; break; }
done
tm resize-window -t e2e -x 40 -y 10
check "the storm ends below the minimum: the notice" wait_for "Terminal too small: 40x10, needs 79x23"
tm resize-window -t e2e -x 100 -y 30
check "back to 100x30" wait_for_width 100
sleep 0.5
check "the same screen as before the storm" test "$(screen)" = "$before"
check "the cursor back in the name field" test "$(tm display-message -p -t e2e '#{cursor_flag} #{cursor_x} #{cursor_y}')" = "$cursor_before"
tm send-keys -t e2e Escape
sleep 0.2
tm send-keys -t e2e 1 +
check "keys still work after the storm" wait_for "Count: 3"
tm send-keys -t e2e q
check "q exits with status 0" wait_for "EXIT=0"
check "the terminal is sane afterwards" terminal_is_sane

echo "e2e: through a pseudo-terminal"
check "NO_COLOR: no colour in the output, on a 256-colour terminal" \
  python3 "$here/no_color.py" "$demo" "$work/nocolor"
check "$fuzz_bytes random bytes (seed $seed), then q: exit 0, terminal restored, still responding" \
  python3 "$here/pty_fuzz.py" "$demo" "$work/fuzz" --bytes "$fuzz_bytes" --seed "$seed" --drawn "$work/fuzz.drawn"
# What the demo drew, replayed in tmux, must be the screen the demo thought it drew.
tm kill-session -t e2e >/dev/null 2>&1
tm new-session -d -s e2e -x 100 -y 30 "stty -echo; cat '$work/fuzz.drawn'; exec sleep 60"
sleep 1
check "after the random bytes, the terminal shows what the renderer drew" python3 -c "
import json, sys
shown = [line.rstrip() for line in sys.stdin.read().split('\n')[:30]]
drawn = json.load(open('$work/fuzz/fuzz-report.json'))['screen']
assert shown == drawn, '\n'.join(shown + ['--- drawn:'] + drawn)" < <(screen)

echo "e2e: the window in the background (focus reports): the countdown pauses"
tm set-option -g focus-events on
start_shell
run_in_shell "'$demo' --state-dir $work/focus; echo EXIT=\$?"
wait_for "TimerView" >/dev/null
# A new pane takes the focus: tmux reports it gone to the demo's (ESC [ O).
tm split-window -t e2e -v -l 3 "sleep 30"
demo_pane_shows() { tm capture-pane -p -t e2e.0 | grep -qF -- "$1"; }
check "the timer, which reads scenePhase, says it is paused" \
  wait_until demo_pane_shows "paused: the window is in the background"
check "the why line names the change" demo_pane_shows "TimerView: environment ScenePhaseKey changed"
tm kill-pane -t e2e.1
tm send-keys -t e2e q
check "q still quits" wait_for "EXIT=0"
check "the terminal is sane afterwards" terminal_is_sane
tm set-option -g focus-events off

echo "e2e: Ctrl-Z suspends to the shell, fg brings the demo back"
start_shell
run_in_shell "'$demo' --state-dir $work/state"
wait_for "CounterView · renders 1" >/dev/null
tm send-keys -t e2e +
wait_for "Count: 1" >/dev/null
tm send-keys -t e2e C-z
check "Ctrl-Z stops the demo" wait_for "Stopped"
check "the shell gets a sane terminal meanwhile" terminal_is_sane
check "and no mouse reporting" test "$(mouse_reporting)" = 0
run_in_shell "clear; fg"
check "fg repaints the whole screen" wait_for "ContentView · renders 1"
check "mouse reporting is back" test "$(mouse_reporting)" = 1
check "with the state it had" shows "Count: 1"
tm send-keys -t e2e +
check "and keys work again" wait_for "Count: 2"
tm send-keys -t e2e q
run_in_shell "echo EXIT=\$?"
check "q then exits with status 0" wait_for "EXIT=0"

echo "e2e: the demo highlights the panes each update evaluates, for a second"
start_shell
run_in_shell "'$demo' --state-dir $work/state"
wait_for "CounterView · renders 1" >/dev/null
sleep 5.5
check "once the countdown is over, nothing is highlighted" not highlighted CounterView
tm send-keys -t e2e +
wait_for "CounterView · renders 2" >/dev/null
check "after +, CounterView's frame is highlighted" highlighted CounterView
check "and AuthenticationView's is not" not highlighted AuthenticationView
sleep 2
check "two seconds later, CounterView's is not" not highlighted CounterView
check "nor AuthenticationView's" not highlighted AuthenticationView
tm send-keys -t e2e h +
wait_for "CounterView · renders 3" >/dev/null
check "h turns highlighting off" not highlighted CounterView
tm send-keys -t e2e q

echo "e2e: terminals it cannot use"
for term in unset dumb nonexistent; do
  start_shell
  if [ "$term" = unset ]; then prefix="env -u TERM"; else prefix="env TERM=$term"; fi
  run_in_shell "$prefix '$demo' --state-dir $work/state; echo EXIT=\$?"
  check "TERM $term: exit status 2" wait_for "EXIT=2"
  check "TERM $term: a message that says why" shows "statekit-demo: cannot use this terminal"
done
start_shell
run_in_shell "'$demo' --state-dir $work/state >$work/redirected; echo EXIT=\$?"
check "stdout redirected to a file: exit status 2" wait_for "EXIT=2"
check "stdout redirected to a file: a message that says why" shows "standard output is not a terminal"
check "stdout redirected to a file: nothing written to it" test ! -s "$work/redirected"
run_in_shell "clear; '$demo' --state-dir $work/state <&-; echo CLOSED-EXIT=\$?"
check "stdin closed: exit status 2" wait_for "CLOSED-EXIT=2"
check "stdin closed: a message that says why" shows "standard input is not a terminal"

# An inline command-line tool (example-ship): its views drawn below the
# prompt while its log streams above them, two questions, resizes, Ctrl-C,
# Ctrl-Z and plain text when piped; then synchronized output, inline and full
# screen. Sourced by run.sh, whose helpers (lib.sh) it uses.

ship="$examples/example-ship"
history() { tm capture-pane -p -J -S - -t e2e; }
# Whether the scrollback holds the steps' log, every line once and in order
# ($1 lines a step).
log_is_whole() {
  history | python3 -c 'import sys
count = int(sys.argv[1])
lines = [line.strip() for line in sys.stdin if " of %d" % count in line]
steps = ["resolve packages", "build", "test", "package"]
sys.exit(lines != ["%s: line %d of %d" % (step, n, count) for step in steps for n in range(1, count + 1)])' "$1"
}
# How many times the scrollback holds $1.
times_shown() { history | grep -cF -- "$1"; }

echo "e2e: an inline view while a log streams above it, resized, then two questions"
start_shell
# A line every 150 ms: a resize the terminal applies while it is still
# reading a frame moves the cursor under the frame's relative moves (see
# InlineRegion), and a test should not depend on that chance.
run_in_shell "'$ship' --lines 8 --delay 150; echo EXIT=\$?"
check "the steps are drawn below the log" wait_for "Resolve packages"
for size in "60 30" "120 36" "40 20" "100 30"; do
  set -- $size
  tm resize-window -t e2e -x "$1" -y "$2"
  sleep 0.3
done
check "the confirmation is asked once the steps end" wait_for "? Publish the release?"
check "the scrollback holds every log line once, in order" log_is_whole 8
check "the last frame is in the scrollback once, after four resizes" test "$(times_shown "Resolve packages")" = 1
check "the last frame shows every step done" test "$(times_shown "100%")" = 4
check "the log is above the steps" above "package: line 8 of 8" "Package "
tm send-keys -t e2e y
check "y answers the confirmation, and the channel is asked" wait_for "Publish to which channel?"
check "the answer stays on the question's line" shows "[Yes]"
tm send-keys -t e2e Down
tm send-keys -t e2e Enter
check "Return takes the channel the arrow chose, and the command prints it" wait_for "Published to nightly."
check "it exits with status 0" wait_for "EXIT=0"
check "the terminal is sane afterwards" terminal_is_sane

echo "e2e: Ctrl-C while an inline view is up"
start_shell
run_in_shell "'$ship' --lines 200 --delay 20; echo EXIT=\$?"
wait_for "build: line" >/dev/null
tm send-keys -t e2e C-c
check "Ctrl-C ends it with status 130" wait_for "EXIT=130"
check "its last frame stays, once" test "$(times_shown "Resolve packages")" = 1
check "the cursor is shown again" test "$(tm display -p -t e2e '#{cursor_flag}')" = 1
check "the terminal is sane afterwards" terminal_is_sane

echo "e2e: Ctrl-Z while an inline view is up, then fg"
start_shell
run_in_shell "'$ship' --lines 40 --delay 50"
wait_for "build: line" >/dev/null
tm send-keys -t e2e C-z
check "Ctrl-Z stops it, as the shell reports" wait_for "Stopped"
check "the shell has its terminal settings while it is stopped" terminal_is_sane
run_in_shell "fg; echo EXIT=\$?"
check "once continued, it goes on to its question" wait_for "? Publish the release?"
tm send-keys -t e2e n
check "n answers no" wait_for "Not published."
check "it exits with status 0" wait_for "EXIT=0"
check "the terminal is sane afterwards" terminal_is_sane

echo "e2e: Esc at an inline question"
start_shell
run_in_shell "'$ship' --lines 1 --delay 1; echo EXIT=\$?"
wait_for "? Publish the release?" >/dev/null
tm send-keys -t e2e y
wait_for "Publish to which channel?" >/dev/null
tm send-keys -t e2e Escape
check "Esc cancels the question at once, though its picker has the focus" wait_for "Not published: cancelled."
check "the command ends with status 1" wait_for "EXIT=1"
check "the terminal is sane afterwards" terminal_is_sane

echo "e2e: an inline tool piped"
"$ship" --lines 3 --delay 1 --yes --channel stable >"$work/ship-out" 2>"$work/ship-err"
check "exit status 0" test $? = 0
check "the last frame is printed as plain text, once" test "$(grep -c 'Resolve packages' "$work/ship-out")" = 1
check "the steps' progress is whole in it" grep -q "✓ Package .* 100%" "$work/ship-out"
check "the log comes before the frame" bash -c "grep -n 'package: line 3 of 3' '$work/ship-out' | cut -d: -f1 | \
  xargs -I{} awk 'NR > {} && /Resolve packages/ { found = 1 } END { exit !found }' '$work/ship-out'"
check "no escape sequence in it" bash -c "! grep -q $'\e' '$work/ship-out'"
check "the answers come from the options" grep -q "Published to stable." "$work/ship-out"
"$ship" --lines 1 --delay 1 </dev/null >"$work/ship-out" 2>"$work/ship-err"
check "a question without a terminal fails with status 2" test $? = 2
check "with a message that says why" grep -q "cannot ask: standard input is not a terminal" "$work/ship-err"
"$ship" --plain --lines 1 --delay 1 --yes --channel beta </dev/null >"$work/ship-out" 2>&1
check "--plain prints the frame as text too" grep -q "✓ Resolve packages .* 100%" "$work/ship-out"

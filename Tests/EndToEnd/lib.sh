# The shared part of the end-to-end tests: the work directory, the tmux server
# and the helpers every area uses (check, wait_for, click_on, start_shell…).
# Sourced by run.sh after it set $demo and $here.

export LANG=C.UTF-8
work=$(mktemp -d)
socket="statekit-e2e-$$"
failures=0
checks=0
# STATEKIT_SEED replays the random parts; STATEKIT_SOAK=1 (make soak) runs them longer.
seed=${STATEKIT_SEED:-20261121}
if [ "${STATEKIT_SOAK:-}" = 1 ]; then storm_size=5000; fuzz_bytes=1000000; else storm_size=1000; fuzz_bytes=200000; fi

tm() { tmux -L "$socket" -u "$@"; }
cleanup() {
  tm kill-server >/dev/null 2>&1
  mountpoint -q "$work/readonly" 2>/dev/null && umount "$work/readonly"
  rm -rf "$work"
}
trap cleanup EXIT
# The server outlives its sessions: a session started right after the last one
# was killed would otherwise reach a server still exiting, and fail with
# "server exited unexpectedly" on a loaded machine.
tm start-server \; set-option -g exit-empty off

pass() { checks=$((checks + 1)); echo "  ok   $1"; }
fail() { checks=$((checks + 1)); failures=$((failures + 1)); echo "  FAIL $1" >&2; }
check() { local name=$1; shift; if "$@"; then pass "$name"; else fail "$name"; fi; }

screen() { tm capture-pane -p -t e2e; }
# Waits until the pane shows $1 (a fixed string), up to 10 s.
wait_for() {
  local text=$1
  for _ in $(seq 1 100); do
    screen | grep -qF -- "$text" && return 0
    sleep 0.1
  done
  echo "--- waited for: $text; the screen:" >&2
  screen >&2
  return 1
}
shows() { screen | grep -qF -- "$1"; }
# Waits until the pane no longer shows $1, up to 10 s.
wait_for_gone() {
  for _ in $(seq 1 100); do
    screen | grep -qF -- "$1" || return 0
    sleep 0.1
  done
  echo "--- waited for this to go: $1" >&2
  return 1
}
# Whether the screen shows $1 on a row above the first showing $2.
above() {
  screen | python3 -c 'import sys
lines = sys.stdin.read().split("\n")
first = [row for row, line in enumerate(lines) if sys.argv[1] in line]
second = [row for row, line in enumerate(lines) if sys.argv[2] in line]
sys.exit(not (first and second and first[0] < second[0]))' "$1" "$2"
}
# Retries the command given until it succeeds, up to 10 s.
wait_until() {
  for _ in $(seq 1 100); do "$@" && return 0; sleep 0.1; done
  echo "--- waited for: $*; the screen:" >&2
  screen >&2
  return 1
}
# Whether $1 is on the screen or in the scrollback above it.
was_shown() { tm capture-pane -p -S - -t e2e | grep -qF -- "$1"; }
# Waits until ContentView's border (the second line) spans exactly $1 columns.
wait_for_width() {
  for _ in $(seq 1 100); do
    screen | sed -n 2p | python3 -c 'import sys; line = sys.stdin.read().rstrip("\n")
sys.exit(not (len(line) == int(sys.argv[1]) and line[0] == "┌" and line[-1] == "┐"))' "$1" && return 0
    sleep 0.1
  done
  echo "--- waited for a border $1 wide; the screen:" >&2
  screen >&2
  return 1
}

# Waits until a line of the screen ends with $1 at column $2, the pane's
# width: after a resize, the app has drawn its trailing items at the new
# edge (until then the pane shows the old frame, cut or padded), up to 10 s.
wait_for_trailing() {
  for _ in $(seq 1 100); do
    screen | python3 -c 'import sys
text, width = sys.argv[1], int(sys.argv[2])
sys.exit(not any(len(line) == width and line.endswith(text) for line in sys.stdin.read().split("\n")))' "$1" "$2" \
      && return 0
    sleep 0.1
  done
  echo "--- waited for $1 at the end of a line $2 wide; the screen:" >&2
  screen >&2
  return 1
}

# Clicks (SGR 1006: press, then release) on the middle of the first place
# the screen shows $1; the text must sit in a line of one-column characters.
click_on() {
  local at
  at=$(screen | python3 -c 'import sys, unicodedata
text = sys.argv[1]
for row, line in enumerate(sys.stdin.read().split("\n")):
    # A combining mark (a struck-through letter) shares its letter'"'"'s cell.
    col = "".join(c for c in line if not unicodedata.combining(c)).find(text)
    if col >= 0:
        print(col + len(text) // 2 + 1, row + 1)
        break' "$1")
  [ -n "$at" ] || { echo "--- nothing to click: $1 is not on the screen" >&2; return 1; }
  set -- $at
  tm send-keys -t e2e -H $(printf '\e[<0;%d;%dM' "$1" "$2" | od -An -tx1)
  tm send-keys -t e2e -H $(printf '\e[<0;%d;%dm' "$1" "$2" | od -An -tx1)
}
# Drags the mouse (SGR 1006: press, a move with the button held, release)
# from the first character of the first place the screen shows $1 to its last.
drag_across() {
  local at
  at=$(screen | python3 -c 'import sys
text = sys.argv[1]
for row, line in enumerate(sys.stdin.read().split("\n")):
    col = line.find(text)
    if col >= 0:
        print(col + 1, col + len(text), row + 1)
        break' "$1")
  [ -n "$at" ] || { echo "--- nothing to drag across: $1 is not on the screen" >&2; return 1; }
  set -- $at
  tm send-keys -t e2e -H $(printf '\e[<0;%d;%dM' "$1" "$3" | od -An -tx1)
  tm send-keys -t e2e -H $(printf '\e[<32;%d;%dM' "$2" "$3" | od -An -tx1)
  tm send-keys -t e2e -H $(printf '\e[<0;%d;%dm' "$2" "$3" | od -An -tx1)
}
# Whether the first place the screen shows $1 is drawn in reverse video
# throughout: reverse (SGR 7) is on before it and not turned off inside it.
drawn_reversed() {
  tm capture-pane -p -e -t e2e | python3 -c 'import re, sys
text = sys.argv[1]
screen = sys.stdin.read()
reverse = False
plain = ""
for piece in re.split(r"(\x1b\[[0-9;]*m)", screen):
    if piece.startswith("\x1b["):
        codes = piece[2:-1].split(";") if piece[2:-1] else ["0"]
        for code in codes:
            if code in ("0", ""): reverse = False
            elif code == "7": reverse = True
            elif code == "27": reverse = False
        continue
    for character in piece:
        plain += "R" if reverse else "-"
text_at = re.sub(r"\x1b\[[0-9;]*m", "", screen).find(text)
sys.exit(0 if text_at >= 0 and set(plain[text_at:text_at + len(text)]) == {"R"} else 1)' "$1"
}
# Tab (focusing the next control), then Enter (pressing it), as two reads.
tab_then_enter() {
  tm send-keys -t e2e Tab
  sleep 0.2
  tm send-keys -t e2e Enter
}
mouse_reporting() { tm display -p -t e2e '#{mouse_sgr_flag}'; }
# Whether what the regular expression $1 matches first on the screen is drawn
# in yellow, the highlight's colour (the last colour set before it).
drawn_yellow() {
  tm capture-pane -p -e -t e2e | python3 -c 'import re, sys
for line in sys.stdin:
    match = re.search(r"(\x1b\[[0-9;]*m)[^\x1b]*(?:" + sys.argv[1] + ")", line)
    if match:
        sys.exit(0 if "33m" in match.group(1) else 1)
sys.exit(2)' "$1"
}
# Whether pane $1's corner is highlighted; whether the text $1 is.
highlighted() { drawn_yellow "\u250c(?:\x1b\[[0-9;]*m)* $1 "; }
highlighted_text() { drawn_yellow "$(python3 -c 'import re, sys; print(re.escape(sys.argv[1]))' "$1")"; }

# Whether the text $1 is drawn in yellow in any capture of the pane taken
# over the next two to three seconds, as fast as tmux answers: a highlight
# lasts one second, which a look that starts a program each time can miss on
# a loaded machine. The captures are read once, at the end.
highlighted_text_soon() {
  local captures="$work/highlight-captures.txt" until=$((SECONDS + 3))
  : >"$captures"
  while [ "$SECONDS" -lt "$until" ]; do tm capture-pane -p -e -t e2e >>"$captures"; done
  python3 -c 'import re, sys
text = re.escape(sys.argv[1])
for line in open(sys.argv[2], errors="replace"):
    match = re.search(r"(\x1b\[[0-9;]*m)[^\x1b]*(?:" + text + ")", line)
    if match and "33m" in match.group(1):
        sys.exit(0)
sys.exit(1)' "$1" "$captures"
}

# Succeeds when the command given fails.
not() { ! "$@"; }

# A shell in a 100x30 tmux window, ready to run commands in.
start_shell() {
  tm kill-session -t e2e >/dev/null 2>&1
  tm new-session -d -s e2e -x 100 -y 30 \
    "env -i PATH=$PATH HOME=$HOME LANG=C.UTF-8 TERM=screen PS1='$ ' SWIFT_BACKTRACE=interactive=no bash --norc --noprofile"
  wait_for '$'
}
run_in_shell() { tm send-keys -t e2e "$1" Enter; }
# The shell's terminal settings, after the demo has ended.
terminal_is_sane() {
  rm -f "$work/stty.txt"
  # The marker is split as typed, so that only the shell's output shows it
  # whole: the typed line must not satisfy the wait before stty has run.
  run_in_shell "stty -a > $work/stty.txt; echo STTY-\"\"DONE"
  wait_for STTY-DONE >/dev/null || return 1
  grep -qE '(^| )echo( |$)' "$work/stty.txt" && grep -qE '(^| )icanon( |$)' "$work/stty.txt" \
    && ! grep -qE '(^| )-echo( |$)' "$work/stty.txt"
}

# The example programs sit beside the demo.
examples=$(dirname "$demo")

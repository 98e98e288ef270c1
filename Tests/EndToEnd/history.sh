# The demo's history on disk: login, restart, SIGKILL right after a change, a
# read-only state directory. Sourced by run.sh, whose helpers (lib.sh) it uses.

echo "e2e: login, history, restart"
start_shell
run_in_shell "'$demo' --state-dir $work/history; echo EXIT=\$?"
check "the login form is on screen" wait_for "LoginView · renders 1"
tm send-keys -t e2e n
tm send-keys -t e2e -l 'Zoë 山田'
check "the typed name shows in the field" wait_for "Name: Zoë 山田"
check "typing re-rendered only the login form" shows "AuthenticationView · renders 1"
field_row=$(screen | grep -n "Name: Zoë 山田" | head -1 | cut -d: -f1)
sleep 1.3  # the countdown ticks meanwhile, writing cells elsewhere
check "the cursor stays in the field while other cells change" \
  test "$(tm display-message -p -t e2e '#{cursor_flag} #{cursor_y}')" = "1 $((field_row - 1))"
tm send-keys -t e2e Enter
check "Enter logs in as Zoë 山田" wait_for "Signed in as Zoë 山田"
check "the name's pane keeps its border aligned" bash -c "tmux -L '$socket' capture-pane -p -t e2e | python3 '$here/border_aligned.py' 'Signed in as Zoë 山田' 'AuthenticationView · renders'"
tm send-keys -t e2e 3
check "the History tab opens" wait_for "HistoryView · renders 1"
tm send-keys -t e2e Down e
check "e marks Step Up done today" wait_for "  Step Up"
tm send-keys -t e2e q
check "q exits with status 0" wait_for "EXIT=0"
run_in_shell "clear; '$demo' --state-dir $work/history --keys 3; echo EXIT=\$?"
check "after a restart the history is still there" wait_for "  Step Up"
tm send-keys -t e2e q
wait_for "EXIT=0" >/dev/null
run_in_shell "clear; '$demo' --state-dir $work/history --keys 'n🎉 山田 👍<enter>'; echo EXIT=\$?"
check "a name with emoji shows" wait_for "Signed in as 🎉 山田 👍"
check "and keeps the border aligned" bash -c "tmux -L '$socket' capture-pane -p -t e2e | python3 '$here/border_aligned.py' 'Signed in as 🎉 山田 👍' 'AuthenticationView · renders'"
tm send-keys -t e2e q
wait_for "EXIT=0" >/dev/null
# Mixed scripts: Hangul precomposed and decomposed (a wide initial, then two
# jamo that join it), a flag, a combining accent, a ZWJ sequence, a
# wide emoji, a Yijing hexagram and a text-default heart with VS16.
run_in_shell "clear; '$demo' --state-dir $work/history --keys \$'n한글 \\u1112\\u1161\\u11ab 🇫🇷 e\\u0301 👨\\u200d👩\\u200d👧 ⌚ \\u4dc0 ❤\\ufe0f|<enter>'; echo EXIT=\$?"
check "a name in mixed scripts shows" wait_for "Signed in as 한글"
check "and keeps the border aligned, as tmux lays the row out" bash -c "tmux -L '$socket' capture-pane -p -t e2e | python3 '$here/border_aligned.py' 'Signed in as 한글' 'AuthenticationView · renders'"
check "the flag reaches the terminal whole" bash -c "tmux -L '$socket' capture-pane -p -t e2e | grep -q '🇫🇷'"
tm send-keys -t e2e q
wait_for "EXIT=0" >/dev/null
run_in_shell "clear; '$demo' --state-dir $work/history --keys \$'n\\u0378x'; echo EXIT=\$?"
check "a code point the C library cannot print shows as a replacement" wait_for "Name: �x "
tm send-keys -t e2e Escape q
wait_for "EXIT=0" >/dev/null

echo "e2e: the history survives SIGKILL right after a change"
start_shell
run_in_shell "sh -c 'echo \$\$ > $work/pid; exec \"$demo\" --state-dir $work/killed'; echo EXIT=\$?"
wait_for "HomeView · renders 1" >/dev/null
tm send-keys -t e2e 3 e
if wait_for "  Squat" >/dev/null; then
  kill -KILL "$(cat "$work/pid")"
  check "SIGKILL ends it (137)" wait_for "EXIT=137"
  check "the change is on disk" python3 -c "
import json; d = json.load(open('$work/killed/history.json'))
assert [e for day in d['days'] for e in day['exercises']] == ['Squat'], d"
  "$demo" --headless --state-dir "$work/killed" --keys 3 >"$work/after-kill.txt"
  check "a new run shows it" grep -q "  Squat" "$work/after-kill.txt"
else
  fail "marking an exercise before SIGKILL"
fi

echo "e2e: a read-only state directory"
# Root ignores permissions, so as root the directory is a read-only mount, or,
# where mounting is not allowed, a 555 directory written from a new user
# namespace, where root keeps its identity but not its power to override
# permissions.
readonly_dir="$work/readonly"
mkdir -p "$readonly_dir"
runner=""
if [ "$(id -u)" = 0 ] && ! mount -t tmpfs -o ro tmpfs "$readonly_dir" 2>/dev/null; then
  chmod 555 "$readonly_dir"
  if unshare -U true 2>/dev/null; then runner="unshare -U"; else readonly_dir=""; fi
elif [ "$(id -u)" != 0 ]; then
  chmod 555 "$readonly_dir"
fi
if [ -z "$readonly_dir" ]; then
  fail "a read-only state directory: cannot make one here (no mount, no user namespace)"
else
  start_shell
  run_in_shell "$runner '$demo' --state-dir $readonly_dir; echo EXIT=\$?"
  wait_for "HomeView · renders 1" >/dev/null
  tm send-keys -t e2e 3 e
  check "a clear message says the history cannot be saved" wait_for "History not saved ("
  check "the message names the reason" bash -c "tmux -L '$socket' capture-pane -p -t e2e | grep -qE 'History not saved \((Read-only file system|Permission denied)\); kept in memory'"
  check "and the directory" shows "in $readonly_dir"
  tm send-keys -t e2e 1 +
  check "the app keeps running" wait_for "Count: 1"
  tm send-keys -t e2e q
  check "and quits normally" wait_for "EXIT=0"
  mountpoint -q "$readonly_dir" && umount "$readonly_dir"
fi

# Nothing lost, nothing frozen: flow control off while an app runs, the size
# read from the terminal, outside strings escaped in messages, and what
# @AppStorage stored surviving kill -9. Sourced by run.sh, whose helpers and
# variables ($examples, $work, check, start_shell…) it uses.

# Whether example-settings' title is centred in a window 100 columns wide.
title_centred_in_100() {
  screen | python3 -c "
import sys
title = sys.stdin.read().split('\n')[0].find('Settings')
sys.exit(not (40 <= title <= 50))"
}

echo "e2e: Ctrl-S does not freeze an app: heavy redraws behind it, then Ctrl-C ends it"
start_shell
run_in_shell "stty -a > $work/stty-before.txt; '$examples/example-settings'; echo EXIT=\$?"
check "example-settings starts" wait_for "Name     Ada"
tm send-keys -t e2e C-s
# Enough input and output behind it to fill the terminal's queues, had
# Ctrl-S stopped the output: 40 resizes with 30 keys each.
for i in $(seq 1 40); do
  tm resize-window -t e2e -x $((80 + i % 21)) -y $((24 + i % 7))
  for _ in 1 2 3 4 5 6 7 8 9 10; do tm send-keys -t e2e Tab Up Down; done
done
tm resize-window -t e2e -x 100 -y 30
check "the app still draws after Ctrl-S: its title centred in 100 columns" wait_until title_centred_in_100
tm send-keys -t e2e C-q
tm send-keys -t e2e C-c
check "Ctrl-C ends it with 130" wait_for "EXIT=130"
check "the terminal is sane afterwards" terminal_is_sane
ixon_state() { grep -oE '(^| )-?ixon( |$)' "$1" | tr -d ' '; }
check "flow control is as the shell had it" test "$(ixon_state "$work/stty.txt")" = "$(ixon_state "$work/stty-before.txt")"

echo "e2e: COLUMNS and LINES that disagree with the terminal are not trusted"
start_shell
run_in_shell "COLUMNS=300 LINES=80 '$examples/example-settings'; echo EXIT=\$?"
check "example-settings starts" wait_for "Name     Ada"
# The title is centred in the window's 100 columns, not in 300 (where it
# would start past the window's edge).
check "laid out at the window's 100 columns" title_centred_in_100
check "the rows' values end at the window's edge" wait_for_trailing "14 pt ▾" 100
tm send-keys -t e2e C-c
check "Ctrl-C ends it with 130" wait_for "EXIT=130"

echo "e2e: a terminal type or program name holding escape sequences is shown, not obeyed"
start_shell
tm select-pane -t e2e -T "the shell's title"
run_in_shell "TERM=\$'\\e]2;pwned\\a' '$examples/example-settings' 2>$work/term-err; echo EXIT=\$?"
check "an unusable terminal type: exit status 2" wait_for "EXIT=2"
check "the message names the type with its escape drawn visibly" grep -qF "'␛]2;pwned␇'" "$work/term-err"
check "and holds no escape character" bash -c "! grep -q $'\e' '$work/term-err'"
check "the terminal's title is untouched" test "$(tm display -p -t e2e '#{pane_title}')" = "the shell's title"
ln -sf "$examples/example-settings" "$work/$(printf 'evil\033]2;pwned\007')"
"$work/$(printf 'evil\033]2;pwned\007')" </dev/null 2>"$work/name-err"
check "a program name with an escape: its message shows it visibly" grep -qF "evil␛]2;pwned␇: standard input is not a terminal" "$work/name-err"

echo "e2e: @AppStorage through kill -9: the file always reads, the last stored value kept"
check "40 kill -9s during fast writes (seed $seed)" \
  python3 "$here/appstorage_kill.py" "$examples/example-todo-list" "$work/kill-config" --kills 40 --seed "$seed"

echo "e2e: a corrupt and an unwritable @AppStorage file"
mkdir -p "$work/corrupt-config"
printf '<plist><dict><key>hideDone' >"$work/corrupt-config/example-todo-list.plist"
start_shell
run_in_shell "XDG_CONFIG_HOME=$work/corrupt-config '$examples/example-todo-list' 2>$work/corrupt-err; echo EXIT=\$?"
check "a corrupt file: the app starts with its defaults" wait_for "[ ] Hide done"
click_on "Hide done"
check "and stores anew" wait_for "[x] Hide done"
tm send-keys -t e2e C-c
check "Ctrl-C ends it with 130" wait_for "EXIT=130"
check "the corrupt file was moved aside, as it was" bash -c \
  "cat '$work'/corrupt-config/example-todo-list.plist.unreadable-* | grep -qx '<plist><dict><key>hideDone'"
check "with a notice, after the terminal was restored" grep -q "was unreadable; moved aside to" "$work/corrupt-err"
check "the new file holds the new value" python3 -c "
import plistlib; assert plistlib.load(open('$work/corrupt-config/example-todo-list.plist', 'rb'))['hideDone'] is True"
printf 'x' >"$work/config-is-a-file"
start_shell
run_in_shell "XDG_CONFIG_HOME=$work/config-is-a-file/config '$examples/example-todo-list' 2>$work/unwritable-err; echo EXIT=\$?"
check "an unwritable place: the app runs" wait_for "[ ] Hide done"
click_on "Hide done"
check "and keeps the value in memory" wait_for "[x] Hide done"
tm send-keys -t e2e C-c
check "Ctrl-C ends it with 130" wait_for "EXIT=130"
check "a notice on standard error, once" test "$(grep -c 'could not save settings' "$work/unwritable-err")" = 1
check "the terminal is sane afterwards" terminal_is_sane

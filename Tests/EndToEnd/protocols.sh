# The terminal protocols StateKit uses where a terminal has them: through a
# pseudo-terminal that plays one that has each and one that has none,
# synchronized output (mode 2026), the kitty keyboard protocol, full screen
# and inline, and hyperlinks (OSC 8); through tmux, the clipboard (OSC 52)
# and extended keys.

echo "e2e: synchronized output (mode 2026), full screen and inline, through a pseudo-terminal"
synchronized_output() {
  python3 "$here/synchronized_output.py" "$examples" >"$work/synchronized.txt" 2>&1 || { cat "$work/synchronized.txt" >&2; return 1; }
}
check "frames come inside the mode where the terminal says it has it, and nowhere else" synchronized_output

echo "e2e: the kitty keyboard protocol, full screen and inline, through a pseudo-terminal"
kitty_keyboard() {
  python3 "$here/kitty_keyboard.py" "$examples" >"$work/kitty.txt" 2>&1 || { cat "$work/kitty.txt" >&2; return 1; }
}
check "keys by the protocol where the terminal has it, turned off on every way out, and never asked for elsewhere" kitty_keyboard

echo "e2e: OSC 8 hyperlinks, full screen, through a pseudo-terminal"
hyperlinks() {
  python3 "$here/hyperlinks.py" "$examples" >"$work/hyperlinks.txt" 2>&1 || { cat "$work/hyperlinks.txt" >&2; return 1; }
}
check "a link's cells drawn again inside the link, past ncurses, and never to the Linux console" hyperlinks

echo "e2e: a field's selection copied to the clipboard (OSC 52), through tmux"
start_shell
tm set-option -g set-clipboard on
run_in_shell "'$examples/example-todo-list'; echo EXIT=\$?"
wait_for "What needs doing?" >/dev/null
click_on "What needs doing?"
tm send-keys -t e2e -l "buy oat milk"
wait_for "buy oat milk" >/dev/null
tm send-keys -t e2e S-Left S-Left S-Left S-Left
tm send-keys -t e2e M-c
# The clipboard tmux keeps: what the program put there.
clipboard_is() { [ "$(tm show-buffer 2>/dev/null)" = "$1" ]; }
check "Shift-Left selects and Alt-C copies: the terminal's clipboard holds the selection" wait_until clipboard_is "milk"
tm send-keys -t e2e S-Home M-x
check "Alt-X cuts: the field is empty again" wait_for "What needs doing?"
check "and the clipboard holds what was cut (Shift-Home took the selection to the start)" wait_until clipboard_is "buy oat milk"
tm send-keys -t e2e C-c
check "the program ends as ever" wait_for "EXIT=130"
check "the terminal is sane afterwards" terminal_is_sane

echo "e2e: a selectable text's selection copied to the clipboard (OSC 52), through tmux"
start_shell
tm set-option -g set-clipboard on
run_in_shell "'$examples/example-contacts'; echo EXIT=\$?"
wait_for "Grace Hopper" >/dev/null
click_on "Grace Hopper"
wait_for "Email: grace@example.org" >/dev/null
drag_across "grace@example.org"
check "a drag across the email address selects it, in reverse video" wait_until drawn_reversed "grace@example.org"
tm send-keys -t e2e M-c
check "Alt-C copies it: the terminal's clipboard holds the address" wait_until clipboard_is "grace@example.org"
tm send-keys -t e2e C-c
check "the program ends as ever" wait_for "EXIT=130"

echo "e2e: extended keys, through tmux with extended-keys on"
start_shell
tm set-option -g extended-keys on
run_in_shell "'$examples/example-todo-list'; echo EXIT=\$?"
wait_for "What needs doing?" >/dev/null
click_on "What needs doing?"
tm send-keys -t e2e -l "buy oat milk"
wait_for "buy oat milk" >/dev/null
# tmux sends Ctrl-Backspace as a sequence only to a program that asked for
# extended keys; otherwise it is a Backspace, which would leave "buy oat mil".
tm send-keys -t e2e C-BSpace
check "the program asks for extended keys: Ctrl-Backspace deletes the word before the cursor" wait_for_gone "buy oat milk"
check "and leaves the rest, not a letter fewer (a Backspace's)" not shows "oat mil"
check "but the rest" shows "buy oat"
tm send-keys -t e2e -l "rice"
check "typing goes on after it" wait_for "buy oat rice"
tm send-keys -t e2e C-c
check "Ctrl-C still ends the program" wait_for "EXIT=130"
# Asked for still, tmux would send Ctrl-Enter to the shell as ESC [ 13 ; 5 u,
# which the shell would show as text.
tm send-keys -t e2e C-Enter
run_in_shell "echo after-\"\"exit"
check "the shell's keys are its own again after the program" wait_for "after-exit"
check "with no sequence typed at its prompt" not shows ";5u"
check "the terminal is sane afterwards" terminal_is_sane
tm set-option -g extended-keys off

# The terminal protocols StateKit asks a terminal whether it has, through a
# pseudo-terminal that plays one that has each and one that has none:
# synchronized output (mode 2026) and the kitty keyboard protocol, full
# screen and inline.

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

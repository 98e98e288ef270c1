"""Under NO_COLOR the demo's output holds no colour: no SGR parameter 30-38,
40-48, 90-97 or 100-107, on a terminal that has 256 colours.

Usage: no_color.py DEMO STATE_DIR"""
import os
import re
import sys

from pty_session import PtySession

COLOURS = set(range(30, 39)) | set(range(40, 49)) | set(range(90, 98)) | set(range(100, 108))

demo, state_dir = sys.argv[1], sys.argv[2]
os.makedirs(state_dir, exist_ok=True)
env = {"PATH": os.environ.get("PATH", ""), "HOME": os.environ.get("HOME", "/"), "LANG": "C.UTF-8",
       "TERM": "xterm-256color", "NO_COLOR": "1"}
session = PtySession([demo, "--state-dir", state_dir], env)
failures = []
try:
    if not session.wait_for(b"renders 1"):
        failures.append("the demo did not start")
    # Every style the demo draws: bold titles, the reverse tab, dim help, the focused field.
    for key in [b"+", b"2", b"3", b"?", b"n", b"x", b"\x1b", b"\x1b", b"a", b"1"]:
        session.send(key)
        session.pump(0.15)
    session.send(b"q")
    if session.wait_exit() != 0:
        failures.append(f"q: exit status {session.status}")
finally:
    if session.status is None:
        session.kill()
sgr = [m.group(1).decode() for m in re.finditer(rb"\x1b\[([0-9;:]*)m", bytes(session.output))]
parameters = {int(p) for s in sgr for p in re.split("[;:]", s) if p}
if not parameters & {1, 7}:
    failures.append(f"no bold or reverse at all: the check saw nothing ({sorted(set(sgr))})")
if parameters & COLOURS:
    failures.append(f"colour SGR parameters {sorted(parameters & COLOURS)} in {sorted(set(sgr))}")
if re.search(rb"\x1b\]4;|\x1b\]1[01];", bytes(session.output)):
    failures.append("palette or default-colour changes (OSC 4, 10, 11)")
print(f"no colour: {len(sgr)} SGR sequences, parameters {sorted(parameters)}")
for failure in failures:
    print(f"NO_COLOR: {failure}", file=sys.stderr)
sys.exit(1 if failures else 0)

"""Random bytes into the real demo through a pseudo-terminal, then a clean quit.

Usage: pty_fuzz.py DEMO STATE_DIR [--bytes N] [--seed S]
Sends N seeded random bytes (never `q`, which quits, nor the keys the terminal
turns into signals; Ctrl-S and Ctrl-Q are keys like any other, flow control
being off while the demo runs), then Esc, `r` and `q`: the demo must exit with 0, leave echo and canonical
mode on, and its report must show the render counts that `r` zeroed. With
--drawn, what it drew is saved, to be replayed in a terminal emulator."""
import argparse
import json
import os
import random
import sys
import termios

from pty_session import PtySession

# q quits; ^C ^Z ^\ send signals.
EXCLUDED = {ord("q"), 0x03, 0x1A, 0x1C}
ALLOWED = bytes(b for b in range(256) if b not in EXCLUDED)

parser = argparse.ArgumentParser()
parser.add_argument("demo")
parser.add_argument("state_dir")
parser.add_argument("--bytes", type=int, default=200_000)
parser.add_argument("--seed", type=int, default=20261121)
parser.add_argument("--drawn", help="where to save the bytes drawn before the terminal was restored")
args = parser.parse_args()

rng = random.Random(args.seed)
os.makedirs(args.state_dir, exist_ok=True)
env = {"PATH": os.environ.get("PATH", ""), "HOME": os.environ.get("HOME", "/"), "LANG": "C.UTF-8",
       "TERM": "xterm-256color"}
report = os.path.join(args.state_dir, "fuzz-report.json")
session = PtySession([args.demo, "--state-dir", args.state_dir, "--report", report], env)
failures = []
try:
    if not session.wait_for(b"renders 1"):
        failures.append("the demo did not start")
    sent = 0
    while sent < args.bytes and not failures:
        size = min(args.bytes - sent, rng.choice([1, 2, 3, 7, 64, 512, 4096]))
        # Partly pastes of text, partly bytes from the whole range.
        if rng.random() < 0.2:
            chunk = bytes(rng.choice(b"+-abnmrst123[]e ?\t\r\x1b") for _ in range(size))
        else:
            chunk = bytes(rng.choice(ALLOWED) for _ in range(size))
        session.send(chunk)
        sent += size
        pid, status = os.waitpid(session.pid, os.WNOHANG)
        if pid:
            failures.append(f"the demo ended after {sent} bytes with status {os.waitstatus_to_exitcode(status)}")
    if not failures:
        # Whatever is pending resolves after the escape delay; Esc leaves a
        # focused field or the help; r redraws every pane with "renders 0".
        session.pump(0.5)
        session.send(b"\x1b")
        session.pump(0.3)
        session.send(b"r")
        session.pump(0.3)
        session.send(b"q")
        status = session.wait_exit()
        if status != 0:
            failures.append(f"q: exit status {status}, expected 0")
        else:
            lflag = session.modes()
            if not (lflag & termios.ECHO and lflag & termios.ICANON):
                failures.append("the terminal was left without echo or canonical mode")
            if b"\x1b[?1049l" not in session.output[-200:]:
                failures.append("the normal screen was not restored")
            # r reached the demo after all that: ContentView's count was zeroed.
            panes = json.load(open(report))["panes"]
            if panes["ContentView"]["renders"] != 0:
                failures.append(f"r did not reset the counts: the demo does not respond ({panes})")
    if args.drawn:
        output = bytes(session.output)
        with open(args.drawn, "wb") as drawn:
            drawn.write(output[: output.rfind(b"\x1b[?1049l")])
    print(f"pty fuzz: {sent} bytes, seed {args.seed}")
finally:
    if session.status is None:
        session.kill()
for failure in failures:
    print(f"pty fuzz (seed {args.seed}): {failure}", file=sys.stderr)
sys.exit(1 if failures else 0)

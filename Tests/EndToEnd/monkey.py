"""A seeded monkey over the example programs: random keys (Ctrl-S and Ctrl-Q
among them), clicks, wheel notches and resizes through a pseudo-terminal, then
Ctrl-C. Each program must still be running before Ctrl-C, end with status 130
after it, and leave the terminal as it found it: echo, canonical mode and flow
control back on.

Usage: monkey.py BUILD_DIR [--events N] [--seed S] [--programs NAME ...]
BUILD_DIR holds the binaries (example-*, statekit-counter, statekit-demo)."""
import argparse
import fcntl
import os
import random
import struct
import sys
import tempfile
import termios

from pty_session import PtySession

PROGRAMS = [
    "example-slicing-monolithic", "example-slicing-sliced", "example-day12", "example-optional-environment",
    "example-app-wide-pitfall", "example-app-wide-container", "example-long-list", "example-todo-list",
    "example-contacts", "example-recipes", "example-settings", "example-tip-calculator", "example-shopping-list",
    "statekit-counter", "statekit-demo",
]
# Keys a user may press. Not Ctrl-C (the end), Ctrl-Z (job control: no shell
# here to bring the program back) nor Ctrl-\ (a core dump, by design); `q`
# quits the demo and the counter, as documented, so it is left out for all.
NAMED = [b"\t", b"\x1b[Z", b"\r", b"\x1b", b"\x7f", b"\x1b[A", b"\x1b[B", b"\x1b[C", b"\x1b[D", b"\x1b[H",
         b"\x1b[F", b"\x1b[5~", b"\x1b[6~", b"\x1b[3~", b" ", b"\x13", b"\x11", b"\x1b\r", b"\x1b[1;3A",
         b"\x1b[24~"]
PRINTABLE = [bytes([b]) for b in range(0x20, 0x7F) if b != ord("q")]
CONTROLS = [bytes([b]) for b in range(1, 0x20) if b not in (0x03, 0x1A, 0x1C)]


def event(rng, cols, rows):
    """One random input: bytes to send, or a new size."""
    kind = rng.random()
    if kind < 0.35:
        return rng.choice(NAMED)
    if kind < 0.55:
        return b"".join(rng.choice(PRINTABLE) for _ in range(rng.randint(1, 6)))
    if kind < 0.62:
        return rng.choice(CONTROLS)
    if kind < 0.85:
        x, y = rng.randint(1, cols), rng.randint(1, rows)
        button = rng.choice([0, 0, 0, 2])
        return f"\x1b[<{button};{x};{y}M\x1b[<{button};{x};{y}m".encode()
    if kind < 0.95:
        x, y = rng.randint(1, cols), rng.randint(1, rows)
        return f"\x1b[<{rng.choice([64, 65])};{x};{y}M".encode()
    return (rng.randint(20, 200), rng.randint(8, 60))


def run(binary, name, events, rng, state):
    env = {"PATH": os.environ.get("PATH", ""), "HOME": state, "LANG": "C.UTF-8", "TERM": "xterm-256color",
           "XDG_CONFIG_HOME": os.path.join(state, "config"), "SWIFT_BACKTRACE": "enable=no"}
    argv = [binary] + (["--state-dir", os.path.join(state, "demo")] if name == "statekit-demo" else [])
    session = PtySession(argv, env)
    before = termios.tcgetattr(session.fd)
    cols, rows = 100, 30
    try:
        session.pump(0.5)
        for _ in range(events):
            step = event(rng, cols, rows)
            if isinstance(step, tuple):
                cols, rows = step
                fcntl.ioctl(session.fd, termios.TIOCSWINSZ, struct.pack("HHHH", rows, cols, 0, 0))
            else:
                session.send(step)
            session.pump(rng.choice([0, 0, 0.002, 0.01]))
            pid, status = os.waitpid(session.pid, os.WNOHANG)
            if pid:
                session.status = os.waitstatus_to_exitcode(status)
                return f"{name}: ended during the run with status {session.status}"
        session.pump(0.3)
        session.send(b"\x03")
        status = session.wait_exit(10)
        if status != 130:
            return f"{name}: Ctrl-C ended it with {status}, expected 130"
        after = termios.tcgetattr(session.fd)
        if not (after[3] & termios.ECHO and after[3] & termios.ICANON):
            return f"{name}: the terminal was left without echo or canonical mode"
        if (after[0] & termios.IXON) != (before[0] & termios.IXON):
            return f"{name}: flow control was not given back"
        # What the program printed follows the restore: the last switch of
        # mouse reporting must be the one that turns it off.
        if session.output.rfind(b"\x1b[?1006l") < session.output.rfind(b"\x1b[?1006h"):
            return f"{name}: mouse reporting was not turned off"
        return None
    finally:
        if session.status is None:
            session.kill()


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("build_dir")
    parser.add_argument("--events", type=int, default=2000)
    parser.add_argument("--seed", type=int, default=20261127)
    parser.add_argument("--programs", nargs="+", default=PROGRAMS)
    args = parser.parse_args()
    failures = []
    with tempfile.TemporaryDirectory() as state:
        for index, name in enumerate(args.programs):
            rng = random.Random(args.seed * 100 + index)
            failure = run(os.path.join(args.build_dir, name), name, args.events, rng, state)
            print(f"monkey: {name}: {args.events} events (seed {args.seed}): {failure or 'ok'}")
            if failure:
                failures.append(failure)
    for failure in failures:
        print(f"monkey (seed {args.seed}): {failure}", file=sys.stderr)
    print(f"monkey: {len(args.programs) - len(failures)} passed, {len(failures)} failed")
    sys.exit(1 if failures else 0)


if __name__ == "__main__":
    main()

"""Synchronized output (mode 2026) through a pseudo-terminal: a program asks
the terminal whether it has the mode when it starts, and wraps each frame in
it only once the terminal says yes. Plays a terminal that answers, and one
that does not, for a full-screen program (statekit-counter) and an inline one
(example-ship).

    python3 Tests/EndToEnd/synchronized_output.py BIN_DIR
"""
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from pty_session import Checks, PtySession  # noqa: E402

QUERY = b"\x1b[?2026$p"
BEGIN = b"\x1b[?2026h"
END = b"\x1b[?2026l"
check = Checks("synchronized output")


def run(argv, answer, key, after):
    """Starts `argv`, answers its question with `answer` (None: silence),
    sends `key` and returns the bytes written after it, once `after` shows."""
    env = {"PATH": os.environ.get("PATH", ""), "TERM": "xterm-256color", "LANG": "C.UTF-8",
           "HOME": os.environ.get("HOME", "/tmp")}
    session = PtySession(argv, env)
    try:
        asked = session.wait_for(QUERY)
        if answer is not None:
            session.send(answer)
        session.pump(0.5)
        start = len(session.output)
        session.send(key)
        # A key's frame writes only the cells that changed ("1" of
        # "Count: 1"): the bytes are waited for, not a text.
        shown = session.wait_for(after, seconds=20, since=start)
        return asked, shown, bytes(session.output[start:]), bytes(session.output)
    finally:
        session.kill()


def main():
    bin_dir = sys.argv[1]
    counter = [os.path.join(bin_dir, "statekit-counter")]
    print("e2e: synchronized output, full screen (statekit-counter)")
    asked, shown, frame, _ = run(counter, b"\x1b[?2026;2$y", b"+", b"1")
    check("it asks the terminal whether it has mode 2026", asked)
    check("the frame after a key is drawn", shown)
    check("a terminal that has the mode gets the frame inside it",
          frame.find(BEGIN) != -1 and frame.find(BEGIN) < frame.find(b"1") < frame.rfind(END))
    check("and the mode is reset at its end", frame.endswith(END))
    asked, shown, frame, everything = run(counter, None, b"+", b"1")
    check("a terminal that does not answer never sees the mode set", shown and BEGIN not in everything)
    asked, shown, frame, everything = run(counter, b"\x1b[?2026;0$y", b"+", b"1")
    check("nor one that answers it does not have it", shown and BEGIN not in everything)

    # A question reads keys, and asks with them; a view shown while work
    # runs leaves the keys typed meanwhile to the shell, and asks nothing.
    ship = [os.path.join(bin_dir, "example-ship"), "--lines", "1", "--delay", "1"]
    print("e2e: synchronized output, inline (example-ship's question)")
    asked, shown, frame, everything = run(ship, b"\x1b[?2026;1$y", b"\x1b[C", b"[Yes]")
    check("a question asks the terminal too", asked)
    check("its frames come inside the mode", shown and frame.find(BEGIN) < frame.find(b"Yes") < frame.rfind(END))
    check("the view shown before it asked nothing", everything.count(QUERY) == 1)
    asked, shown, frame, everything = run(ship, None, b"\x1b[C", b"[Yes]")
    check("without an answer, the question still takes its keys", shown)
    check("and its frames come outside the mode", BEGIN not in everything)
    if not shown:
        print(f"    the output after the key: {frame[-400:]!r}")
    return check.verdict()


if __name__ == "__main__":
    sys.exit(main())

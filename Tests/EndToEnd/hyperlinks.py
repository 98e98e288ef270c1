"""OSC 8 hyperlinks through a pseudo-terminal: a full-screen program
(example-activity, whose text links to a page) draws its link's cells again
inside the link once ncurses drew the frame, with the cursor and attributes
saved around it, and sends no link to the Linux console.

    python3 Tests/EndToEnd/hyperlinks.py BIN_DIR
"""
import os
import re
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from pty_session import Checks, PtySession  # noqa: E402

URL = b"https://www.who.int/news-room/fact-sheets/detail/physical-activity"
OPEN = b"\x1b]8;;" + URL + b"\x1b\\"
CLOSE = b"\x1b]8;;\x1b\\"
check = Checks("hyperlinks")


def run(program, term):
    """The bytes `program` writes to a terminal of type `term` up to its
    first frame, a Tab and an Enter, and its status after Ctrl-C."""
    env = {"PATH": os.environ.get("PATH", ""), "TERM": term, "LANG": "C.UTF-8", "HOME": os.environ.get("HOME", "/tmp")}
    session = PtySession([program], env)
    try:
        session.wait_for(b"Why it", seconds=20)
        # Walk 500 steps, the first Tab stop: frames that change no linked cell.
        session.send(b"\t")
        session.pump(0.3)
        mark = len(session.output)
        session.send(b"\r")
        session.pump(1.0)
        output = bytes(session.output)
        session.send(b"\x03")
        return output, output[mark:], session.wait_exit(seconds=20)
    finally:
        session.kill()


def main():
    program = os.path.join(sys.argv[1], "example-activity")
    print("e2e: OSC 8 hyperlinks, full screen (example-activity)")
    output, pressed, status = run(program, "xterm-256color")
    start = output.find(OPEN)
    end = output.find(CLOSE, start)
    linked = re.sub(rb"\x1b\[[0-9;]*[mH]", b"", output[start + len(OPEN):end]) if start >= 0 else b""
    check("the link's text is drawn again inside the link", start >= 0 and linked == b"Why it matters", linked)
    saved = output.rfind(b"\x1b7", 0, start)
    restored = output.find(b"\x1b8", end)
    check("with the cursor and attributes saved before and restored after",
          0 <= saved < start < end < restored and b"\x1b" not in output[saved + 2:start].replace(b"\x1b[", b""),
          output[saved:restored + 2][:300])
    check("and once: the frames of a Tab and a press that change nothing linked send no link",
          output.count(OPEN) == 1 and b"5" in re.sub(rb"\x1b\[[0-9;]*[A-Za-z]", b"", pressed), pressed[-300:])
    check("the program ends as ever", status == 130, status)
    output, _, status = run(program, "linux")
    check("the Linux console, which would print it, is sent no link", b"\x1b]8;" not in output and status == 130)
    return check.verdict()


if __name__ == "__main__":
    sys.exit(main())

"""The kitty keyboard protocol through a pseudo-terminal: a program asks the
terminal whether it has the protocol when it starts, turns it on only once
the terminal says so (in full screen, once on the alternate screen, whose
mode it is), reads its keys, raises the signals the terminal no longer sends
for Ctrl-C and Ctrl-Z, and turns it off on every way out. Plays a terminal
that has the protocol, and one that does not, for a full-screen program
(statekit-counter) and an inline question (example-ship).

    python3 Tests/EndToEnd/kitty_keyboard.py BIN_DIR
"""
import os
import signal
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from pty_session import Checks, PtySession  # noqa: E402

QUERY = b"\x1b[?u"
ANSWER = b"\x1b[?0u"
PUSH = b"\x1b[>7u"
POP = b"\x1b[<u"
ALTERNATE = b"\x1b[?1049h"
NORMAL = b"\x1b[?1049l"
# xterm's modifyOtherKeys at level 1 (tmux's extended keys), asked for on
# every terminal, and set back to the terminal's own on the way out.
EXTENDED = b"\x1b[>4;1m"
EXTENDED_OFF = b"\x1b[>4m"
check = Checks("kitty keyboard protocol")


def environment():
    return {"PATH": os.environ.get("PATH", ""), "TERM": "xterm-256color", "LANG": "C.UTF-8",
            "HOME": os.environ.get("HOME", "/tmp"), "PS1": "$ "}


def start(argv, answer, shell=False):
    """Starts `argv` (typed at an interactive shell's prompt when `shell`, so
    that it is a job the shell can stop and continue) and answers its
    question with `answer` (None: silence); returns the session, whether it
    asked, and whether it turned the protocol on."""
    mark = 0
    if shell:
        session = PtySession(["/bin/bash", "--norc", "--noprofile", "-i"], environment())
        session.wait_for(b"$ ", seconds=20)
        mark = len(session.output)
        session.send(" ".join(argv).encode() + b"\r")
    else:
        session = PtySession(argv, environment())
    asked = session.wait_for(QUERY, seconds=20, since=mark)
    pushed = False
    if answer is not None:
        mark = len(session.output)
        session.send(answer)
        pushed = session.wait_for(PUSH, seconds=20, since=mark)
    else:
        session.pump(0.5)
    return session, asked, pushed


def full_screen(counter):
    print("e2e: kitty keyboard protocol, full screen (statekit-counter, a job of an interactive shell)")
    session, asked, pushed = start(counter, ANSWER, shell=True)
    try:
        check("it asks the terminal whether it has the protocol", asked)
        check("and turns it on once the terminal says it has it", pushed)
        everything = bytes(session.output)
        check("on the alternate screen, whose mode it is", 0 <= everything.find(ALTERNATE) < everything.find(PUSH))
        mark = len(session.output)
        session.send(b"+")
        check("text still arrives as text", session.wait_for(b"1", seconds=20, since=mark))
        # Ctrl-Z as the protocol reports it: no SIGTSTP from the terminal.
        mark = len(session.output)
        session.send(b"\x1b[122;5u")
        check("Ctrl-Z, a key now, stops the program", session.wait_for(b"Stopped", seconds=20, since=mark))
        given_back = bytes(session.output[mark:])
        check("giving the shell its keyboard mode before the normal screen",
              0 <= given_back.find(POP) < given_back.find(NORMAL), given_back[-200:])
        check("and its own extended keys", EXTENDED_OFF in given_back, given_back[-200:])
        mark = len(session.output)
        session.send(b"fg\r")
        continued = session.wait_for(PUSH, seconds=20, since=mark)
        again = bytes(session.output[mark:])
        check("continued, it turns the protocol on again after taking the screen back",
              continued and 0 <= again.find(ALTERNATE) < again.find(PUSH), again[-200:])
        check("and asks for extended keys again", EXTENDED in again, again[-200:])
        mark = len(session.output)
        session.send(b"\x1b[99;5u")
        # The key's release, sent before this terminal read the pop, then
        # the answer to the question the program asks after it.
        fenced = session.wait_for(POP + QUERY, seconds=20, since=mark)
        session.send(b"\x1b[99;5:3u\x1b[?0u")
        session.wait_for(NORMAL, seconds=20, since=mark)
        session.send(b"echo status=$?\r")
        ended = session.wait_for(b"status=130", seconds=20, since=mark)
        check("Ctrl-C, a key now, ends it as the signal does (status 130)", ended, bytes(session.output[-200:]))
        ending = bytes(session.output[mark:])
        check("and the protocol is off before the normal screen", 0 <= ending.find(POP) < ending.find(NORMAL), ending)
        check("a release sent before the terminal read the pop never reaches the shell",
              fenced and b"5:3u" not in ending and b"?0u" not in ending, ending[-300:])
    finally:
        session.kill()

    session, asked, pushed = start(counter, ANSWER)
    try:
        mark = len(session.output)
        os.kill(session.pid, signal.SIGABRT)
        session.wait_for(NORMAL, seconds=20, since=mark)
        ending = bytes(session.output[mark:])
        check("a crash (SIGABRT) turns it off too, before the normal screen",
              pushed and 0 <= ending.find(POP) < ending.find(NORMAL), ending[:200])
        check("and gives the terminal its own extended keys", EXTENDED_OFF in ending, ending[:200])
    finally:
        session.kill()

    session, asked, pushed = start(counter, None)
    try:
        mark = len(session.output)
        session.send(b"+")
        shown = session.wait_for(b"1", seconds=20, since=mark)
        session.send(b"\x03")
        status = session.wait_exit(seconds=20)
        everything = bytes(session.output)
        check("a terminal that does not answer never sees the protocol turned on or off",
              shown and PUSH not in everything and POP not in everything)
        check("and its Ctrl-C is the terminal's signal", status == 130, status)
        check("extended keys are asked for at the start, on any terminal, and set back at the end",
              0 <= everything.find(EXTENDED) < everything.find(EXTENDED_OFF), everything[-300:])
    finally:
        session.kill()


def inline(ship):
    print("e2e: kitty keyboard protocol, inline (example-ship's question)")
    session, asked, pushed = start(ship, ANSWER)
    try:
        check("a question asks, and turns the protocol on", asked and pushed)
        mark = len(session.output)
        # Esc as the protocol reports it: a key at once, not after a delay.
        session.send(b"\x1b[27u")
        status = session.wait_exit(seconds=20)
        ending = bytes(session.output[mark:])
        check("Esc cancels the question", status == 1 and b"cancelled" in ending, (status, ending[-300:]))
        check("and the protocol is off when it ends", POP in ending)
        check("as are extended keys", EXTENDED in bytes(session.output) and EXTENDED_OFF in ending, ending[-300:])
    finally:
        session.kill()


def main():
    bin_dir = sys.argv[1]
    full_screen([os.path.join(bin_dir, "statekit-counter")])
    inline([os.path.join(bin_dir, "example-ship"), "--lines", "1", "--delay", "1"])
    return check.verdict()


if __name__ == "__main__":
    sys.exit(main())

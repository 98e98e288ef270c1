"""The demo in a pseudo-terminal: start it, send bytes, read what it draws,
and see how it left the terminal. Shared by the pseudo-terminal checks."""
import fcntl
import os
import pty
import select
import struct
import termios
import time


class PtySession:
    def __init__(self, argv, env, cols=100, rows=30):
        self.pid, self.fd = pty.fork()
        if self.pid == 0:
            os.execve(argv[0], argv, env)
        fcntl.ioctl(self.fd, termios.TIOCSWINSZ, struct.pack("HHHH", rows, cols, 0, 0))
        self.output = bytearray()
        self.status = None

    def pump(self, seconds):
        """Reads what the program writes for `seconds`, so it never blocks on output."""
        end = time.monotonic() + seconds
        while True:
            left = max(0.0, end - time.monotonic())
            ready, _, _ = select.select([self.fd], [], [], min(left, 0.05))
            if ready:
                try:
                    chunk = os.read(self.fd, 65536)
                except OSError:
                    return
                if not chunk:
                    return
                self.output += chunk
            elif left <= 0:
                return

    def send(self, data):
        """Writes `data` whole, reading output meanwhile."""
        view = memoryview(data)
        while view:
            _, writable, _ = select.select([self.fd], [self.fd], [], 1)
            if writable:
                written = os.write(self.fd, view[:4096])
                view = view[written:]
            self.pump(0)

    def wait_for(self, text, seconds=10, since=None):
        """Whether `text` (bytes) appears in the output from now on (or from
        the offset `since`: output that came while sending counts), within `seconds`."""
        # From now on takes in the last len(text) bytes: a text split across reads.
        origin = max(0, len(self.output) - len(text)) if since is None else since
        end = time.monotonic() + seconds
        while time.monotonic() < end:
            self.pump(0.05)
            if text in self.output[origin:]:
                return True
        return False

    def wait_exit(self, seconds=10):
        """The exit status, or None if it did not end within `seconds`."""
        end = time.monotonic() + seconds
        while time.monotonic() < end:
            self.pump(0.05)
            pid, status = os.waitpid(self.pid, os.WNOHANG)
            if pid:
                self.status = os.waitstatus_to_exitcode(status)
                return self.status
        return None

    def modes(self):
        """The terminal's local modes now (the pty's settings, seen from the master)."""
        return termios.tcgetattr(self.fd)[3]

    def kill(self):
        try:
            os.kill(self.pid, 9)
            os.waitpid(self.pid, 0)
        except OSError:
            pass


class Checks:
    """Named checks of one script, printed as they are made, and its verdict."""

    def __init__(self, subject):
        self.subject = subject
        self.failures = []

    def __call__(self, name, condition, detail=None):
        print(f"  {'ok  ' if condition else 'FAIL'} {name}")
        if not condition:
            self.failures.append(name)
            if detail is not None:
                print(f"    {detail!r}")

    def verdict(self):
        """Prints how many failed; the exit status, 1 if any did."""
        failed = len(self.failures)
        print(f"e2e: {self.subject}: {failed} failed" if failed else f"e2e: {self.subject}: all passed")
        return 1 if failed else 0

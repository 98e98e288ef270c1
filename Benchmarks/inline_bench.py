#!/usr/bin/env python3
"""Inline views against the same work without them, through a pseudo-terminal.

Two figures:
- bytes per progress update: `statekit-demo progress-stress` (four steps'
  progress bars, each update a frame of its own), full screen and --inline.
  Each runs with SHORT and LONG updates; the difference in bytes divided by
  the difference in updates is what an update writes beyond the bars'
  fill, which both runs draw whole, start and end cancelling out. The median of RUNS runs. Target: inline writes no more than
  full screen.
- 10,000 log lines printed above a live view: `example-ship` with four steps
  of 2,500 lines and no delay, its progress drawn live below the lines, and
  the same with --plain, where the lines are printed and the view's last
  frame once. The CPU time (user and system) of the whole process, the
  fastest of RUNS runs each. Target: live at most twice plain.

    python3 Benchmarks/inline_bench.py DEMO SHIP [--runs 3] [--json PATH]

The script exits with 1 when a target of Benchmarks/targets.py is missed.
"""
import argparse
import errno
import fcntl
import os
import pty
import select
import statistics
import struct
import sys
import termios

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import targets  # noqa: E402
from pty_bench import COLUMNS, ROWS, BenchError, Terminal  # noqa: E402

SHORT, LONG = 40, 120
LOG_LINES_PER_STEP = 2500
TIMEOUT = 60.0


def progress_bytes(demo, inline, updates):
    """Everything `progress-stress` writes for `updates` updates, from its
    start to its end (full screen: Ctrl-C once it shows the last)."""
    # Updates further apart than an inline region's frames, each a frame of
    # its own in either mode (InlineSession.frameInterval).
    argv = [demo, "progress-stress", "--updates", str(updates), "--interval", "25"] + (["--inline"] if inline else [])
    term = Terminal("inline" if inline else "full screen", argv)
    try:
        term.wait_for(lambda: any("all steps finished" in line for line in term.screen.display),
                      "the last update", TIMEOUT)
        if not inline:
            term.send(b"\x03")
        term.wait_for(lambda: term.closed, "the end", TIMEOUT)
        return term.written
    finally:
        term.close()


def bytes_per_update(demo, inline, runs):
    figures = []
    for _ in range(runs):
        short = progress_bytes(demo, inline, SHORT)
        long = progress_bytes(demo, inline, LONG)
        figures.append((long - short) / (LONG - SHORT))
    return statistics.median(figures)


def cpu_seconds(argv, last_line):
    """The user and system CPU time of `argv` run to its end in a
    pseudo-terminal of COLUMNS by ROWS, everything it writes read, which
    must hold `last_line`: a line lost would pass for speed."""
    pid, fd = pty.fork()
    if pid == 0:
        env = {"PATH": os.environ.get("PATH", ""), "TERM": "xterm-256color", "LANG": "C.UTF-8",
               "HOME": os.environ.get("HOME", "/tmp")}
        try:
            os.execve(argv[0], argv, env)
        finally:
            os._exit(127)
    fcntl.ioctl(fd, termios.TIOCSWINSZ, struct.pack("HHHH", ROWS, COLUMNS, 0, 0))
    written = bytearray()
    try:
        while True:
            ready, _, _ = select.select([fd], [], [], TIMEOUT)
            if not ready:
                os.kill(pid, 9)
                raise BenchError(f"{argv[0]}: wrote nothing for {TIMEOUT:g} s")
            try:
                data = os.read(fd, 65536)
                if not data:
                    break
                written += data
            except OSError as error:
                if error.errno != errno.EIO:
                    raise
                break
    finally:
        os.close(fd)
    _, status, usage = os.wait4(pid, 0)
    if os.waitstatus_to_exitcode(status) != 0:
        raise BenchError(f"{' '.join(argv)}: exit status {os.waitstatus_to_exitcode(status)}")
    if last_line not in written:
        raise BenchError(f"{' '.join(argv)}: the last line, {last_line.decode()!r}, never reached the terminal")
    return usage.ru_utime + usage.ru_stime


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("demo")
    parser.add_argument("ship")
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--json")
    options = parser.parse_args()
    data = {}
    try:
        data["progressBytesPerUpdate"] = {
            "fullScreen": bytes_per_update(options.demo, False, options.runs),
            "inline": bytes_per_update(options.demo, True, options.runs),
        }
        ship = [options.ship, "--lines", str(LOG_LINES_PER_STEP), "--delay", "0", "--yes", "--channel", "beta"]
        data["logLines"] = 4 * LOG_LINES_PER_STEP
        last = f"package: line {LOG_LINES_PER_STEP} of {LOG_LINES_PER_STEP}".encode()
        data["logCpuSeconds"] = {
            "live": min(cpu_seconds(ship, last) for _ in range(options.runs)),
            "plain": min(cpu_seconds(ship + ["--plain"], last) for _ in range(options.runs)),
        }
    except BenchError as error:
        print(f"inline_bench: {error}", file=sys.stderr)
    if "progressBytesPerUpdate" in data:
        progress = data["progressBytesPerUpdate"]
        print(f"a progress update: {progress['fullScreen']:.1f} B full screen, {progress['inline']:.1f} B inline")
    if "logCpuSeconds" in data:
        cpu = data["logCpuSeconds"]
        print(f"{data['logLines']:,} log lines above a live view: {cpu['live'] * 1000:.0f} ms CPU, "
              f"{cpu['plain'] * 1000:.0f} ms printed plainly")
    return targets.finish("inline", data, options.json)


if __name__ == "__main__":
    sys.exit(main())

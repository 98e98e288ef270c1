#!/usr/bin/env python3
"""Measures counter programs the way a user's terminal sees them.

Each program runs in an 80x24 pseudo-terminal; everything it writes goes
through a terminal emulator (pyte), so "the frame is drawn" means the text is
really on the emulated screen, not that some bytes arrived. For every program:
time to the first frame, bytes written per "+", CPU time per update, output and
CPU while idle, the cost of a burst of 100 keys, peak memory, and a clean exit
on "q".

    python3 Benchmarks/pty_bench.py NAME=COMMAND [NAME=COMMAND ...]
        [--baseline NAME] [--updates 2000] [--cpu-processes 5] [--json PATH]

The targets (Benchmarks/targets.py) are judged against the baseline; the
script exits with 1 when one is missed or a program fails.

A process on this machine runs at one of two speeds, fixed when it starts
(BENCHMARKS.md, the stress series). So the CPU per update is also measured in
--cpu-processes further processes of each program, which only start and take
--updates keys, and the fastest of them all is the figure the targets judge.

Each program must show "Count: N" somewhere, starting at 0, add 1 per "+"
and quit with status 0 on "q".
"""
import argparse
import errno
import json
import math
import os
import re
import select
import shlex
import statistics
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import targets  # noqa: E402

try:
    import ptyprocess
    import pyte
except ImportError as missing:
    sys.exit(f"pty_bench: {missing.name} is missing: python3 -m pip install pyte pexpect")

COLUMNS, ROWS = 80, 24
MEASURED_KEYS = 200
BURST_KEYS = 100
# Output that trails the visible count (a status line drawn after the counter)
# still belongs to the keypress that caused it.
SETTLE_SECONDS = 0.020
FIRST_FRAME_TIMEOUT = 15.0
UPDATE_TIMEOUT = 5.0
BURST_TIMEOUT = 30.0
EXIT_TIMEOUT = 5.0
IDLE_SECONDS = 5.0
# Programs may animate for a while after starting (the StateKit demo counts a
# timer down once a second for about 4 s). Measuring starts once the output
# has been quiet this long, so start-up animation is counted neither as key
# cost nor as idle cost.
QUIET_SECONDS = 1.5
QUIET_LIMIT = 20.0
CLOCK_TICKS = os.sysconf("SC_CLK_TCK")


class BenchError(Exception):
    """A program did not behave as the benchmark requires."""


class Screen(pyte.Screen):
    """pyte's screen, plus REP (CSI n b), which xterm's terminfo offers and
    ncurses uses for runs of one character; pyte would drop it and leave the
    cursor, and so every later cell on the line, in the wrong place."""

    _last = " "

    def draw(self, data):
        super().draw(data)
        if data:
            self._last = data[-1]

    def repeat_last(self, count=1, *args, **kwargs):
        self.draw(self._last * max(count, 1))


class Stream(pyte.ByteStream):
    csi = {**pyte.ByteStream.csi, "b": "repeat_last"}


class Terminal:
    """One program in a pseudo-terminal, and what it has put on the screen."""

    def __init__(self, name, argv):
        self.name = name
        self.screen = Screen(COLUMNS, ROWS)
        self.stream = Stream(self.screen)
        self.written = 0
        self.closed = False
        env = dict(os.environ, TERM="xterm-256color", LANG="C.UTF-8")
        # Any of these would override the size or the UTF-8 locale we give.
        for key in ("LC_ALL", "LC_CTYPE", "COLUMNS", "LINES"):
            env.pop(key, None)
        self.started = time.monotonic()
        try:
            self.process = ptyprocess.PtyProcess.spawn(
                argv, env=env, dimensions=(ROWS, COLUMNS))
        except (OSError, ptyprocess.PtyProcessError) as error:
            raise BenchError(f"{name}: cannot start {shlex.join(argv)}: {error}")
        self.fd = self.process.fd

    def read(self, timeout):
        """Reads what is available within `timeout` s; the number of bytes."""
        if self.closed:
            time.sleep(timeout)
            return 0
        ready, _, _ = select.select([self.fd], [], [], max(timeout, 0))
        if not ready:
            return 0
        try:
            data = os.read(self.fd, 65536)
        except OSError as error:
            # Linux reports a pseudo-terminal whose program has gone as EIO.
            if error.errno != errno.EIO:
                raise
            data = b""
        if not data:
            self.closed = True
            return 0
        self.written += len(data)
        self.stream.feed(data)
        return len(data)

    def wait_for(self, condition, what, timeout):
        deadline = time.monotonic() + timeout
        while not condition():
            remaining = deadline - time.monotonic()
            if self.closed:
                raise BenchError(f"{self.name}: exited while waiting for {what}")
            if remaining <= 0:
                raise BenchError(
                    f"{self.name}: waited {timeout:g} s for {what}; the screen shows:\n"
                    + self.dump())
            self.read(remaining)

    def settle(self, quiet, limit=None):
        """Reads until nothing has arrived for `quiet` s (or `limit` passed);
        whether it went quiet."""
        deadline = None if limit is None else time.monotonic() + limit
        while True:
            if self.read(quiet) == 0:
                return True
            if deadline is not None and time.monotonic() >= deadline:
                return False

    def drain(self, seconds):
        deadline = time.monotonic() + seconds
        while (remaining := deadline - time.monotonic()) > 0:
            self.read(remaining)

    def send(self, data):
        try:
            os.write(self.fd, data)
        except OSError as error:
            raise BenchError(f"{self.name}: cannot send {data[:10]!r}: {error}")

    def shows_count(self, value):
        pattern = re.compile(rf"Count: {value}(?!\d)")
        return any(pattern.search(line) for line in self.screen.display)

    def dump(self):
        lines = [line.rstrip() for line in self.screen.display]
        while lines and not lines[-1]:
            lines.pop()
        return "\n".join("  |" + line for line in lines) or "  (blank)"

    def cells(self):
        """Every cell of the screen with its attributes, row by row, to count
        the cells a keypress changed."""
        return [self.screen.buffer[y][x] for y in range(self.screen.lines) for x in range(self.screen.columns)]

    def cpu_ticks(self):
        """User plus system CPU time of the program, in clock ticks."""
        with open(f"/proc/{self.process.pid}/stat") as stat:
            # The command name may hold spaces; fields resume after its ")".
            fields = stat.read().rsplit(")", 1)[1].split()
        return int(fields[11]) + int(fields[12])  # utime, stime

    def cpu_ns(self):
        """User plus system CPU time of the whole program in nanoseconds, or
        None where the kernel does not offer it.

        A 10 ms clock tick is longer than thousands of updates of a small C
        program, so ticks alone would round its cost to zero. Linux gives every
        process a CPU-time clock that any process may read, the one
        clock_getcpuclockid() returns; Python has no binding for that call, so
        the id is built the way the kernel encodes it: the negated pid shifted
        left by 3, with 2 (the scheduler's exact runtime) in the low bits."""
        try:
            return time.clock_gettime_ns((~self.process.pid << 3) | 2)
        except OSError:
            return None

    def peak_rss_kib(self):
        with open(f"/proc/{self.process.pid}/status") as status:
            for line in status:
                if line.startswith("VmHWM:"):
                    return int(line.split()[1])
        raise BenchError(f"{self.name}: /proc/{self.process.pid}/status has no VmHWM")

    def quit(self):
        """Sends "q" and waits for the program to exit; its exit status,
        negative for a signal."""
        self.send(b"q")
        deadline = time.monotonic() + EXIT_TIMEOUT
        while self.process.isalive():
            if time.monotonic() >= deadline:
                raise BenchError(f"{self.name}: still running {EXIT_TIMEOUT:g} s after 'q'")
            # Keep reading: a program blocked writing its last frame never exits.
            self.read(0.02)
        if self.process.signalstatus is not None:
            return -self.process.signalstatus
        return self.process.exitstatus

    def close(self):
        if self.process.isalive():
            self.process.terminate(force=True)
        self.process.close(force=True)


def percentile(values, fraction):
    ordered = sorted(values)
    return ordered[max(math.ceil(fraction * len(ordered)) - 1, 0)]


def measure(name, command, updates, log):
    argv = shlex.split(command)
    if not argv:
        raise BenchError(f"{name}: empty command")
    term = Terminal(name, argv)
    try:
        return run(term, name, command, updates, log)
    finally:
        term.close()


def run(term, name, command, updates, log):
    term.wait_for(lambda: term.shows_count(0), "the first frame ('Count: 0')",
                  FIRST_FRAME_TIMEOUT)
    start_ms = (time.monotonic() - term.started) * 1000
    if not term.settle(QUIET_SECONDS, QUIET_LIMIT):
        log(f"{name}: output never paused for {QUIET_SECONDS:g} s within "
            f"{QUIET_LIMIT:g} s; measuring anyway")
    count = 0

    def press():
        nonlocal count
        count += 1
        term.send(b"+")
        term.wait_for(lambda: term.shows_count(count),
                      f"'Count: {count}' after '+'", UPDATE_TIMEOUT)

    log(f"{name}: {MEASURED_KEYS} keypresses")
    per_key, cells_per_key = [], []
    for _ in range(MEASURED_KEYS):
        before, screen_before = term.written, term.cells()
        press()
        term.settle(SETTLE_SECONDS)
        per_key.append(term.written - before)
        cells_per_key.append(sum(a != b for a, b in zip(screen_before, term.cells())))

    log(f"{name}: {updates} updates for CPU time")
    ticks, ns = term.cpu_ticks(), term.cpu_ns()
    for _ in range(updates):
        press()
    term.settle(SETTLE_SECONDS)
    cpu_ticks, cpu_ns = term.cpu_ticks() - ticks, term.cpu_ns()
    if ns is None or cpu_ns is None:
        cpu_us, cpu_source = cpu_ticks / CLOCK_TICKS * 1e6, "ticks"
    else:
        cpu_us, cpu_source = (cpu_ns - ns) / 1000, "clock"

    # By now the quiet wait and thousands of updates lie behind us, so a
    # start-up animation such as the demo's countdown cannot show up here.
    # What the program writes once the keys stop (the frame that ends a
    # highlight of the last update, say) is reported on its own; idle time is
    # measured after it.
    before = term.written
    term.settle(QUIET_SECONDS, QUIET_LIMIT)
    after_update_bytes = term.written - before
    log(f"{name}: {IDLE_SECONDS:g} s idle")
    before, ticks, ns = term.written, term.cpu_ticks(), term.cpu_ns()
    term.drain(IDLE_SECONDS)
    idle_bytes, idle_ticks = term.written - before, term.cpu_ticks() - ticks
    idle_us = None if ns is None else round((term.cpu_ns() - ns) / 1000)

    before = term.written
    count += BURST_KEYS
    term.send(b"+" * BURST_KEYS)
    term.wait_for(lambda: term.shows_count(count),
                  f"'Count: {count}' after {BURST_KEYS} '+' at once", BURST_TIMEOUT)
    term.settle(SETTLE_SECONDS)
    burst_bytes = term.written - before

    peak = term.peak_rss_kib()
    status = term.quit()
    if status != 0:
        raise BenchError(f"{name}: exited with status {status} after 'q'")

    median = statistics.median(per_key)
    return {
        "name": name,
        "command": command,
        "startMs": round(start_ms, 1),
        "cellsChangedPerKey": {
            "median": statistics.median(cells_per_key),
            "max": max(cells_per_key),
        },
        "bytesPerKey": {
            "median": median,
            "p95": percentile(per_key, 0.95),
            "min": min(per_key),
            "max": max(per_key),
        },
        "cpuUsPerUpdate": round(cpu_us / updates, 2),
        "cpuSource": cpu_source,
        "cpuTicks": cpu_ticks,
        "updates": updates,
        "afterUpdateBytes": after_update_bytes,
        "idleBytes": idle_bytes,
        "idleCpuTicks": idle_ticks,
        "idleCpuUs": idle_us,
        "burstBytes": burst_bytes,
        "burstFrames": round(burst_bytes / median, 2) if median else None,
        "peakRssKiB": peak,
        "exitStatus": status,
    }


def cpu_only(name, command, updates):
    """CPU microseconds per update of one more process of the program."""
    term = Terminal(name, shlex.split(command))
    try:
        term.wait_for(lambda: term.shows_count(0), "the first frame ('Count: 0')",
                      FIRST_FRAME_TIMEOUT)
        term.settle(QUIET_SECONDS, QUIET_LIMIT)
        ns = term.cpu_ns()
        if ns is None:
            return None
        for count in range(1, updates + 1):
            term.send(b"+")
            term.wait_for(lambda: term.shows_count(count),
                          f"'Count: {count}' after '+'", UPDATE_TIMEOUT)
        term.settle(SETTLE_SECONDS)
        used = term.cpu_ns() - ns
        status = term.quit()
        if status != 0:
            raise BenchError(f"{name}: exited with status {status} after 'q'")
        return round(used / 1000 / updates, 2)
    finally:
        term.close()


def add_fastest_cpu(result, processes, updates, log):
    """The CPU per update of `processes` more processes, and the fastest of all."""
    runs = [result["cpuUsPerUpdate"]]
    for index in range(processes):
        log(f'{result["name"]}: CPU of process {index + 2} of {processes + 1}')
        us = cpu_only(result["name"], result["command"], updates)
        if us is not None:
            runs.append(us)
    result["cpuUsPerUpdateRuns"] = runs
    result["cpuUsPerUpdateFastest"] = min(runs)


def ratio(value, reference):
    return round(value / reference, 2) if reference else None


def add_ratios(results, baseline):
    reference = next((r for r in results if r["name"] == baseline and "error" not in r), None)
    if reference is None:
        return
    for result in results:
        if "error" in result:
            continue
        result["ratios"] = {
            "bytesPerKeyMedian": ratio(result["bytesPerKey"]["median"],
                                       reference["bytesPerKey"]["median"]),
            "cpuUsPerUpdate": ratio(result["cpuUsPerUpdate"], reference["cpuUsPerUpdate"]),
            "cpuUsPerUpdateFastest": ratio(result.get("cpuUsPerUpdateFastest", result["cpuUsPerUpdate"]),
                                           reference.get("cpuUsPerUpdateFastest", reference["cpuUsPerUpdate"])),
        }


def print_table(results, baseline):
    columns = [
        ("program", lambda r: r["name"]),
        ("start ms", lambda r: f'{r["startMs"]:.0f}'),
        ("cells/key", lambda r: f'{r["cellsChangedPerKey"]["median"]:g}'),
        ("B/key med", lambda r: f'{r["bytesPerKey"]["median"]:g}'),
        ("p95", lambda r: str(r["bytesPerKey"]["p95"])),
        ("min", lambda r: str(r["bytesPerKey"]["min"])),
        ("max", lambda r: str(r["bytesPerKey"]["max"])),
        ("CPU µs/upd", lambda r: f'{r["cpuUsPerUpdate"]:.1f}'),
        ("fastest", lambda r: f'{r.get("cpuUsPerUpdateFastest", r["cpuUsPerUpdate"]):.1f}'),
        ("ticks/upd", lambda r: f'{r["cpuTicks"]}/{r["updates"]}'),
        ("after B", lambda r: str(r["afterUpdateBytes"])),
        ("idle B", lambda r: str(r["idleBytes"])),
        ("idle ticks", lambda r: str(r["idleCpuTicks"])),
        ("idle µs", lambda r: "-" if r["idleCpuUs"] is None else str(r["idleCpuUs"])),
        ("burst B", lambda r: str(r["burstBytes"])),
        ("frames", lambda r: "-" if r["burstFrames"] is None else f'{r["burstFrames"]:g}'),
        ("RSS KiB", lambda r: str(r["peakRssKiB"])),
        ("exit", lambda r: str(r["exitStatus"])),
    ]
    measured = [r for r in results if "error" not in r]
    rows = [[title for title, _ in columns]]
    rows += [[cell(result) for _, cell in columns] for result in measured]
    widths = [max(len(row[i]) for row in rows) for i in range(len(columns))]
    for row in rows:
        print("  ".join(text.ljust(width) if i == 0 else text.rjust(width)
                        for i, (text, width) in enumerate(zip(row, widths))))
    for result in results:
        if "error" in result:
            print(f'{result["name"].ljust(widths[0])}  FAILED: {result["error"].splitlines()[0]}')
    if baseline is None:
        return
    print(f"\nrelative to {baseline}:")
    for result in results:
        if "ratios" not in result:
            continue
        shown = {key: "n/a" if value is None else f"{value:g}x"
                 for key, value in result["ratios"].items()}
        print(f'  {result["name"]}: bytes per key {shown["bytesPerKeyMedian"]}, '
              f'CPU per update {shown["cpuUsPerUpdate"]} (fastest processes: {shown["cpuUsPerUpdateFastest"]})')
    for result in measured:
        if "cpuUsPerUpdateRuns" in result:
            runs = " ".join(f"{us:.1f}" for us in result["cpuUsPerUpdateRuns"])
            print(f'  {result["name"]}: CPU µs per update of each process: {runs}')



def parse_program(text):
    name, separator, command = text.partition("=")
    if not separator or not name or not command.strip():
        raise argparse.ArgumentTypeError(f"expected NAME=COMMAND, got {text!r}")
    return name, command


def main():
    parser = argparse.ArgumentParser(
        description="Measure counter programs in an 80x24 pseudo-terminal.")
    parser.add_argument("programs", nargs="+", type=parse_program, metavar="NAME=COMMAND")
    parser.add_argument("--baseline", metavar="NAME",
                        help="report bytes and CPU relative to this program")
    parser.add_argument("--updates", type=int, default=2000,
                        help="updates timed for CPU per update (default 2000)")
    parser.add_argument("--cpu-processes", type=int, default=5,
                        help="further processes of each program timed for CPU alone (default 5)")
    parser.add_argument("--json", metavar="PATH", help="also write the figures as JSON")
    args = parser.parse_args()

    names = [name for name, _ in args.programs]
    if len(set(names)) != len(names):
        parser.error("program names must be distinct")
    if args.baseline is not None and args.baseline not in names:
        parser.error(f"--baseline {args.baseline} is not one of {', '.join(names)}")
    if args.updates < 1:
        parser.error("--updates must be at least 1")
    if args.cpu_processes < 0:
        parser.error("--cpu-processes must not be negative")

    def log(message):
        print(message, file=sys.stderr, flush=True)

    results = []
    for name, command in args.programs:
        try:
            result = measure(name, command, args.updates, log)
            add_fastest_cpu(result, args.cpu_processes, args.updates, log)
            results.append(result)
        except BenchError as error:
            log(f"FAILED {error}")
            results.append({"name": name, "command": command, "error": str(error)})
    if args.baseline is not None:
        add_ratios(results, args.baseline)

    print_table(results, args.baseline)
    data = {"baseline": args.baseline, "programs": results}
    if args.json:
        with open(args.json, "w") as out:
            json.dump(data, out, indent=2)
            out.write("\n")
    status = targets.judge("pty", data) if args.baseline is not None else 0
    return 1 if any("error" in result for result in results) else status


if __name__ == "__main__":
    sys.exit(main())

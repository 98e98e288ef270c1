"""The targets `make bench` judges: one per figure, each with its threshold,
stated once here and read by every benchmark script and by report.py.

A target reads its figure from the JSON its script wrote (`.build/<file>`).
A figure that is missing (the script failed, or did not run) misses its
target: a benchmark that did not measure has not met anything.
"""
import json
import os
import statistics
import sys

# The JSON each script writes, by the name the targets use for it.
FILES = {
    "stress": "stress.json",
    "misses": "stress-misses.json",
    "pty": "bench.json",
    "callgrind": "callgrind.json",
    "list": "list.json",
    "example": "example-bytes.json",
    "navigation": "navigation-bytes.json",
    "form": "form.json",
    "longtext": "long-text.json",
    "gradient": "gradient.json",
    "startup": "startup.json",
    "field": "field.json",
    "inline": "inline.json",
}


class Target:
    def __init__(self, source, text, figure, limit, unit, exact=False, program=None):
        self.source = source
        self.text = text
        self.figure = figure
        self.limit = limit
        self.unit = unit
        self.exact = exact
        # The program a pseudo-terminal or callgrind target is about: a script
        # run by hand on other programs does not judge it.
        self.program = program

    def concerns(self, data):
        """Whether the run `data` of this target's script measured its program."""
        if self.program is None:
            return True
        runs = data["programs"] if isinstance(data, dict) else data
        return any(run.get("name") == self.program for run in runs)

    def measure(self, data):
        """The figure, or None when the run did not give it."""
        try:
            return self.figure(data)
        except (KeyError, IndexError, TypeError, StopIteration, ZeroDivisionError, ValueError):
            return None

    def met(self, figure):
        if figure is None:
            return False
        return figure == self.limit if self.exact else figure <= self.limit

    def show(self, value):
        if value is None:
            return "not measured"
        if isinstance(value, bool):
            return "yes" if value else "no"
        if self.unit == "x":
            return f"{value:.2f}x"
        if self.unit == "%":
            return f"{value:.1f}%"
        if isinstance(value, float) and not value.is_integer():
            return f"{value:,.1f} {self.unit}".rstrip()
        unit = self.unit[:-1] if self.unit.endswith("s") and value == 1 else self.unit
        return f"{int(value):,} {unit}".rstrip()

    def threshold(self):
        if isinstance(self.limit, bool):
            return "must hold"
        if self.limit == 0 and not self.exact:
            return "none allowed"
        if self.exact:
            return "exactly " + self.show(self.limit)
        return "at most " + self.show(self.limit)


def _program(data, name):
    return next(p for p in data["programs"] if p["name"] == name and "error" not in p)


def _cpu_ratio(data, name):
    program, base = _program(data, name), _program(data, data["baseline"])
    return program["cpuUsPerUpdateFastest"] / base["cpuUsPerUpdateFastest"]


def _bytes_gap(data, name):
    return _program(data, name)["bytesPerKey"]["median"] - _program(data, data["baseline"])["bytesPerKey"]["median"]


def _renders_exact(data):
    rows = [r for r in data["series"] if r["mode"] in ("sliced", "observable")]
    return bool(rows) and all(r["rendersPerUpdate"] == r["perSlice"] for r in rows)


def _list(data, key, rows):
    return next(r for r in data if r["rows"] == rows)[key]


def _case(data, key, case, size):
    return next(r for r in data if r["case"] == case and r["size"] == size)[key]


def _instructions(data, name):
    return next(r for r in data if r["name"] == name)["instructionsPerKey"]


def _start(data, name, key):
    return next(r for r in data if r["name"] == name)[key]


def _frames(data, key):
    """A navigation step's bytes (median), in full frames of the same screen."""
    return data[key]["median"] / data["fullFrameBytes"]


def _pty(name, text, key, limit, unit):
    """A pseudo-terminal figure of program `name`, read from its run's `key`."""
    return Target("pty", f"{name}: {text}", lambda d: _program(d, name)[key], limit, unit, program=name)


TARGETS = [
    Target("inline", "inline: bytes per progress update against full screen's",
           lambda d: d["progressBytesPerUpdate"]["inline"] / d["progressBytesPerUpdate"]["fullScreen"], 1.0, "x"),
    Target("inline", "inline: CPU for 10,000 log lines above a live view against printing them plainly",
           lambda d: d["logCpuSeconds"]["live"] / d["logCpuSeconds"]["plain"], 2.0, "x"),
    Target("field", "a key typed in a form's field: bytes above C's (libformw)",
           lambda d: _program(d, "statekit")["bytesPerKey"]["median"]
           - _program(d, d["baseline"])["bytesPerKey"]["median"], 0, "B", program="statekit"),
    Target("field", "a key typed in a form's field: instructions against C's (libformw)",
           lambda d: _program(d, "statekit")["instructionsPerKey"] / _program(d, d["baseline"])["instructionsPerKey"],
           1.5, "x", program="statekit"),
    Target("startup", "counter: instructions from exec to the first frame, one key and quit",
           lambda d: _start(d, "counter", "startInstructions"), 15_000_000, "", program="counter"),
    Target("startup", "example-todo-list: instructions from exec to the first frame, one key and quit",
           lambda d: _start(d, "todo", "startInstructions"), 15_000_000, "", program="todo"),
    Target("startup", "counter: resident memory at rest",
           lambda d: _start(d, "counter", "residentKB") / 1024, 15, "MB", program="counter"),
    Target("startup", "counter: functions its start ran that Linking/start-order.txt leaves out",
           lambda d: _start(d, "counter", "unplacedShare") * 100, 5, "%", program="counter"),
    Target("startup", "example-todo-list: functions its start ran that Linking/start-order.txt leaves out",
           lambda d: _start(d, "todo", "unplacedShare") * 100, 5, "%", program="todo"),
    Target("stress", "stress: an update at 10,000 sliced panes against 10",
           lambda d: statistics.median(d["ratiosAt10000"]["sliced"]), 1.5, "x"),
    Target("stress", "stress: an update at 10,000 observable panes against 10",
           lambda d: statistics.median(d["ratiosAt10000"]["observable"]), 1.5, "x"),
    Target("stress", "stress: renders per update equal the panes per slice (sliced, observable)",
           _renders_exact, True, "", exact=True),
    Target("misses", "stress: instructions per update, observable against sliced (10,000 panes)",
           lambda d: _misses(d, "observable")["Ir"] / _misses(d, "sliced")["Ir"], 1.5, "x"),
    Target("misses", "stress: second-level cache misses per update at 10,000 sliced panes",
           lambda d: _level_misses(d, "sliced"), 5, ""),
    Target("misses", "stress: second-level cache misses per update at 10,000 observable panes",
           lambda d: _level_misses(d, "observable"), 5, ""),
    Target("pty", "counter: bytes per + above C's",
           lambda d: _bytes_gap(d, "counter"), 1, "B", program="counter"),
    Target("pty", "counter: CPU per update against C's (fastest process)",
           lambda d: _cpu_ratio(d, "counter"), 1.5, "x", program="counter"),
    Target("callgrind", "counter: instructions per +",
           lambda d: _instructions(d, "counter"), 35_400, "", program="counter"),
    _pty("counter", "bytes written over 5 idle seconds", "idleBytes", 0, "B"),
    _pty("counter", "CPU ticks over 5 idle seconds", "idleCpuTicks", 0, ""),
    _pty("demo", "bytes written over 5 idle seconds", "idleBytes", 0, "B"),
    _pty("demo", "CPU ticks over 5 idle seconds", "idleCpuTicks", 0, ""),
    _pty("demo-highlighting", "bytes written over 5 idle seconds", "idleBytes", 0, "B"),
    _pty("demo-highlighting", "CPU ticks over 5 idle seconds", "idleCpuTicks", 0, ""),
    _pty("counter", "100 keys in one write, in frames' worth of bytes", "burstFrames", 3, "frames"),
    _pty("demo", "100 keys in one write, in frames' worth of bytes", "burstFrames", 3, "frames"),
    Target("list", "List: first frame at 1,000,000 rows against 100",
           lambda d: _list(d, "firstFrameMs", 1_000_000) / _list(d, "firstFrameMs", 100), 1.5, "x"),
    Target("list", "List: CPU per notch of the wheel at 1,000,000 rows against 100",
           lambda d: _list(d, "cpuUsPerNotch", 1_000_000) / _list(d, "cpuUsPerNotch", 100), 1.5, "x"),
    Target("list", "List: resident memory at 1,000,000 rows above 100",
           lambda d: (_list(d, "rssAfterScrollKiB", 1_000_000) - _list(d, "rssAfterScrollKiB", 100)) / 1024,
           10, "MiB"),
    Target("navigation", "contacts at 80x24: bytes per push, in full frames", lambda d: _frames(d, "pushBytes"), 1, "x"),
    Target("navigation", "contacts at 80x24: bytes per pop, in full frames", lambda d: _frames(d, "popBytes"), 1, "x"),
    Target("form", "Form: instructions per key typed at 200 rows against 5",
           lambda d: _list(d, "instructionsPerKey", 200) / _list(d, "instructionsPerKey", 5), 1.2, "x"),
    Target("form", "Form: time per key typed at 200 rows against 5 (fastest process)",
           lambda d: _list(d, "nsPerKey", 200) / _list(d, "nsPerKey", 5), 1.2, "x"),
    Target("form", "Form: instructions per key typed at 5 rows",
           lambda d: _list(d, "instructionsPerKey", 5), 45_000, ""),
    Target("form", "Form: instructions per key typed at 200 rows",
           lambda d: _list(d, "instructionsPerKey", 200), 45_000, ""),
    Target("form", "Form: instructions per key typed in a 100-byte value at 200 rows against 5",
           lambda d: _list(d, "longValueInstructionsPerKey", 200) / _list(d, "longValueInstructionsPerKey", 5),
           1.2, "x"),
    Target("form", "Form: body evaluations per key typed at 200 rows",
           lambda d: _list(d, "evaluationsPerKey", 200), 1, "", exact=True),
    Target("longtext", "Long text: instructions per key beside a row of 100,000 CJK characters against 100",
           lambda d: _case(d, "instructionsPerKey", "note", 100_000) / _case(d, "instructionsPerKey", "note", 100),
           2, "x"),
    Target("longtext", "Long text: instructions per key typed in a field of 100 KB against 100 B",
           lambda d: _case(d, "instructionsPerKey", "field", 100_000) / _case(d, "instructionsPerKey", "field", 100),
           1.5, "x"),
    Target("gradient", "Gradients: cells written per change of one card of 20 above the cells that changed",
           lambda d: _cards(d, "gradient")["cellsWrittenPerUpdate"] - _cards(d, "gradient")["cellsChangedPerUpdate"],
           0, "cells"),
    Target("gradient", "Gradients: instructions per change of one card of 20, on gradients against one colour",
           lambda d: _cards(d, "gradient")["instructionsPerUpdate"] / _cards(d, "colour")["instructionsPerUpdate"],
           2, "x"),
]


def _misses(data, mode, panes=10_000):
    """stress_misses.py's figures for `mode` at `panes`."""
    return next(run for run in data if run["mode"] == mode and run["panes"] == panes)


def _level_misses(data, mode):
    """Second-level (last-level) misses per update at 10,000 panes, reads and writes."""
    run = _misses(data, mode)
    return run["DLmr"] + run["DLmw"]


def _cards(data, kind):
    """gradient_bench.py's figures for the cards on `kind` (gradient, colour)."""
    return next(run for run in data if run["cards"] == kind)


def load(directory):
    """Every JSON the scripts wrote in `directory`, by source name; absent ones left out."""
    data = {}
    for source, name in FILES.items():
        path = os.path.join(directory, name)
        if os.path.isfile(path):
            with open(path) as file:
                data[source] = json.load(file)
    return data


def verdicts(data, sources=None, measured_only=False):
    """(target, figure, met) for the targets of `sources` (all by default);
    with `measured_only`, only those whose program the run measured."""
    result = []
    for target in TARGETS:
        if sources is not None and target.source not in sources:
            continue
        if measured_only and target.source in data and not target.concerns(data[target.source]):
            continue
        figure = target.measure(data[target.source]) if target.source in data else None
        result.append((target, figure, target.met(figure)))
    return result


def line(target, figure, met):
    """`met    counter: instructions per +: 44,099 (at most 45,000)`."""
    return f"{'met   ' if met else 'MISSED'} {target.text}: {target.show(figure)} ({target.threshold()})"


def finish(source, data, json_path):
    """Writes `data`, what `source`'s script measured, to `json_path` when one
    is given, and judges it; returns the exit status (see `judge`)."""
    if json_path:
        with open(json_path, "w") as out:
            json.dump(data, out, indent=2)
    return judge(source, data)


def judge(source, data):
    """Prints the verdict of each of `source`'s targets on `data` (what its
    script just wrote); returns the exit status: 1 if any is missed."""
    results = verdicts({source: data}, sources={source}, measured_only=True)
    print(f"\ntargets ({len(results)}):")
    for target, figure, met in results:
        print("  " + line(target, figure, met))
    return 0 if all(met for _, _, met in results) else 1


if __name__ == "__main__":
    sys.exit("targets.py is a module: run report.py, or a benchmark script")

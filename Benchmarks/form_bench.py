#!/usr/bin/env python3
"""What typing in one field of a Form costs, against the number of rows:
`statekit-demo form-stress` types in the first field of a headless form of
5 fields and of 200, each field a row of its own bound to its own entry.

Two figures per form: the instructions per key, counted exactly by callgrind
(`--toggle-collect` on the timed key alone, two runs of different lengths,
the difference divided by the difference in keys, so that start-up and the
first frame cancel out; valgrind runs a copy without debug information, whose
DWARF 5 forms valgrind 3.19 cannot read, as stress_misses.py does), and the median time per key, the fastest of
--processes runs (see stress_series.py on why processes differ). The targets
(Benchmarks/targets.py; the script exits with 1 when one is missed): at most
45,000 instructions per key at 5 rows and at 200, and the instructions and
time at 200 rows within 1.2x those at 5.

Then the same forms with a first field that holds 100 bytes, more than its
dozen columns, so that its ideal width follows each key (`--field-bytes`):
the instructions per key, whose target is the same, 200 rows within 1.2x of
5. A form offers its rows its width and never asks their ideal one, so the
row is laid out alone; laid out from the root, each key cost 2.5 M
instructions at 200 rows, 8.2x those at 5.

Usage: python3 Benchmarks/form_bench.py path/to/statekit-demo [--rows 5 200] [--processes 5]
    [--short 200] [--long 1200] [--json PATH]
"""
import argparse
import json
import os
import shutil
import subprocess
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import callgrind_files  # noqa: E402
import targets  # noqa: E402


def run(demo, rows, keys, extra=()):
    command = [demo, "form-stress", "--rows", str(rows), "--keys", str(keys), *extra]
    return json.loads(subprocess.run(command, check=True, capture_output=True, text=True).stdout)


def instructions(demo, rows, keys, out_dir, extra=()):
    """The instructions `keys` keys cost, the timed calls alone; `extra`
    arguments for form-stress (a long field, a long note)."""
    out = os.path.join(out_dir, f"form-{rows}-{keys}-{'-'.join(extra)}.out")
    command = ["valgrind", "--tool=callgrind", f"--callgrind-out-file={out}",
               "--toggle-collect=*FormStressRun*type*", demo, "form-stress", "--rows", str(rows), "--keys", str(keys),
               *extra]
    subprocess.run(command, check=True, capture_output=True, text=True)
    return callgrind_files.total_instructions(out)


def measure(options, rows, stripped, out_dir, extra=(), keys=2000):
    """One form's figures: evaluations, cells and the median time per key
    from the fastest of `options.processes` runs, and with `stripped` (a copy
    for valgrind) the instructions per key, `options.long` keys less
    `options.short`."""
    runs = [run(options.demo, rows, keys, extra) for _ in range(options.processes)]
    fastest = min(runs, key=lambda r: r["nsPerKey"]["median"])
    result = {
        "evaluationsPerKey": fastest["evaluationsPerKey"],
        "cellsWrittenPerKey": fastest["cellsWrittenPerKey"],
        "nsPerKey": fastest["nsPerKey"]["median"],
        "processMedians": [r["nsPerKey"]["median"] for r in runs],
    }
    if stripped:
        short = instructions(stripped, rows, options.short, out_dir, extra)
        long = instructions(stripped, rows, options.long, out_dir, extra)
        result["instructionsPerKey"] = (long - short) / (options.long - options.short)
    return result


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("demo")
    parser.add_argument("--rows", type=int, nargs="+", default=[5, 200])
    parser.add_argument("--processes", type=int, default=5)
    parser.add_argument("--short", type=int, default=200)
    parser.add_argument("--long", type=int, default=1200)
    parser.add_argument("--json")
    options = parser.parse_args()
    has_valgrind = shutil.which("valgrind") is not None
    results = []
    stripped = None
    print(f"{'rows':>5} {'evaluations/key':>16} {'cells/key':>10} {'instructions/key':>17} {'median ns':>10}"
          f" {'with 100 B in the field':>24}")
    with tempfile.TemporaryDirectory() as out_dir:
        if has_valgrind:
            stripped = callgrind_files.stripped_copy(options.demo, out_dir, "statekit-demo")
        for rows in options.rows:
            result = {"rows": rows, **measure(options, rows, stripped, out_dir)}
            if stripped:
                extra = ("--field-bytes", "100")
                short = instructions(stripped, rows, options.short, out_dir, extra)
                long = instructions(stripped, rows, options.long, out_dir, extra)
                result["longValueInstructionsPerKey"] = (long - short) / (options.long - options.short)
            results.append(result)
            print(f"{rows:>5} {result['evaluationsPerKey']:>16.2f} {result['cellsWrittenPerKey']:>10.2f} "
                  f"{result.get('instructionsPerKey', float('nan')):>17,.0f} {result['nsPerKey']:>10,}"
                  f" {result.get('longValueInstructionsPerKey', float('nan')):>24,.0f}")
    if options.json:
        with open(options.json, "w") as file:
            json.dump(results, file, indent=2)
    return targets.judge("form", results)


if __name__ == "__main__":
    sys.exit(main())

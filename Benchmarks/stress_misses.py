"""Counts one stress update's instructions and cache misses at 10 and 10,000 panes.

It uses callgrind's cache simulation, so the counts are exact whatever the
load of the machine.

The time of an update at 10,000 panes depends on where its cold lines are
served from. Alone on the host, this machine's 32 MiB third-level cache holds
the panes and a miss of the second level costs little; when another tenant
sweeps that cache, each one goes to memory. The counts here are what the
timed series cannot give on a loaded machine: the instructions (the same at
both sizes when work follows only what changed) and the second-level misses
the larger size adds, which is what its extra time is made of.

The simulated last level is 1 MiB, 16-way: this machine's second-level cache
per core, the last one private to the process. Reproduce one row with

    valgrind --tool=callgrind --cache-sim=yes --LL=1048576,16,64 \\
        --toggle-collect='*StressRun*update*' \\
        .build/release/statekit-demo stress --mode sliced --panes 10000 --updates 4000

Valgrind runs a copy of the program without its debug information (symbols
kept): the DWARF 5 forms that some of the linked packages' objects carry stop
valgrind 3.19's reader ("unhandled dwarf2 abbrev form code 0x25"), and only
the function names are needed to find the updates.

Targets (Benchmarks/targets.py; the script exits with 1 when one is missed):
at 10,000 panes, at most 5 second-level misses per update in each design, and
the observable design's instructions per update at most 1.5x the sliced one's.

Usage: python3 Benchmarks/stress_misses.py path/to/statekit-demo [--updates 4000] [--json PATH]
"""
import argparse
import os
import subprocess
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import targets  # noqa: E402

MODES = ("sliced", "observable")
PANES = (10, 10000)
EVENTS = ("Ir", "D1mr", "D1mw", "DLmr", "DLmw")


def simulate(demo, mode, panes, updates, out_dir):
    """Callgrind's totals of the `update` calls of one run, per update."""
    out = os.path.join(out_dir, f"{mode}-{panes}.out")
    command = ["valgrind", "--tool=callgrind", "--cache-sim=yes", "--LL=1048576,16,64",
               "--toggle-collect=*StressRun*update*", f"--callgrind-out-file={out}",
               demo, "stress", "--mode", mode, "--panes", str(panes), "--updates", str(updates)]
    try:
        subprocess.run(command, check=True, capture_output=True, text=True)
    except FileNotFoundError:
        sys.exit("stress_misses: valgrind is not installed (Debian: apt-get install valgrind)")
    except subprocess.CalledProcessError as error:
        sys.exit(f"stress_misses: {' '.join(command[:6])} ... exited with status {error.returncode}:\n{error.stderr}")
    names, totals = None, None
    with open(out) as data:
        for line in data:
            if line.startswith("events:"):
                names = line.split()[1:]
            elif line.startswith("summary:") or line.startswith("totals:"):
                totals = [int(value) for value in line.split()[1:]]
    if names is None or totals is None:
        sys.exit(f"stress_misses: {out} has no events or totals")
    counts = dict(zip(names, totals))
    if counts.get("Ir", 0) == 0:
        sys.exit(f"stress_misses: nothing was counted in {mode} at {panes} panes: no function matched "
                 "*StressRun*update* (renamed or inlined?)")
    return {event: counts.get(event, 0) / updates for event in EVENTS}


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("demo")
    parser.add_argument("--updates", type=int, default=4000)
    parser.add_argument("--json")
    options = parser.parse_args()
    results = []
    print(f"{'mode':<11} {'N':>6} {'instructions':>13} {'L1 misses':>10} {'L2 misses':>10}   (per update)")
    with tempfile.TemporaryDirectory() as out_dir:
        demo = os.path.join(out_dir, "statekit-demo")
        try:
            subprocess.run(["objcopy", "--strip-debug", options.demo, demo], check=True, capture_output=True)
        except (FileNotFoundError, subprocess.CalledProcessError) as error:
            sys.exit(f"stress_misses: cannot copy {options.demo} without its debug information: {error}")
        for mode in MODES:
            for panes in PANES:
                counts = simulate(demo, mode, panes, options.updates, out_dir)
                results.append({"mode": mode, "panes": panes, "updates": options.updates, **counts})
                print(f"{mode:<11} {panes:>6} {counts['Ir']:>13,.0f} {counts['D1mr'] + counts['D1mw']:>10.1f} "
                      f"{counts['DLmr'] + counts['DLmw']:>10.1f}")
    print()
    for mode in MODES:
        small, large = (next(r for r in results if r["mode"] == mode and r["panes"] == n) for n in PANES)
        extra = (large["DLmr"] + large["DLmw"]) - (small["DLmr"] + small["DLmw"])
        print(f"{mode}: 10,000 panes against 10: instructions {large['Ir'] / small['Ir']:.2f}x, "
              f"{extra:.1f} more second-level misses per update")
    return targets.finish("misses", results, options.json)


if __name__ == "__main__":
    sys.exit(main())

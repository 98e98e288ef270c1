"""Runs `statekit-demo stress` over a range of pane counts and prints how the
cost of one update grows: it should not in sliced and observable modes, and
it does in monolithic mode, the reference.

Usage: python3 Benchmarks/stress_series.py path/to/statekit-demo [--json PATH]
"""
import argparse
import json
import subprocess

SERIES = [
    ("sliced", 1, [10, 100, 1000, 10000]),
    ("observable", 1, [10, 100, 1000, 10000]),
    ("sliced", 4, [100, 10000]),
    ("observable", 4, [100, 10000]),
    ("monolithic", 1, [10, 100, 1000]),
]


def stress(demo, mode, panes, per_slice, updates):
    command = [demo, "stress", "--mode", mode, "--panes", str(panes), "--per-slice", str(per_slice),
               "--updates", str(updates)]
    output = subprocess.run(command, check=True, capture_output=True, text=True).stdout
    return json.loads(output)


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("demo")
    parser.add_argument("--updates", type=int, default=20000)
    parser.add_argument("--json")
    options = parser.parse_args()
    results = []
    print(f"{'mode':<11} {'K':>2} {'N':>6} {'renders/update':>15} {'cells/update':>13} "
          f"{'median ns':>10} {'p99 ns':>9}")
    for mode, per_slice, counts in SERIES:
        for panes in counts:
            # Monolithic re-renders every pane: fewer updates keep it short.
            updates = options.updates if mode != "monolithic" else max(200, options.updates * 10 // (panes * 10))
            result = stress(options.demo, mode, panes, per_slice, updates)
            results.append(result)
            ns = result["nsPerUpdate"]
            print(f"{mode:<11} {per_slice:>2} {panes:>6} {result['rendersPerUpdate']:>15.2f} "
                  f"{result['cellsWrittenPerUpdate']:>13.2f} {ns['median']:>10} {ns['p99']:>9}")
    print()
    for mode in ("sliced", "observable"):
        by_panes = {r["panes"]: r for r in results if r["mode"] == mode and r["perSlice"] == 1}
        ratio = by_panes[10000]["nsPerUpdate"]["median"] / by_panes[10]["nsPerUpdate"]["median"]
        renders_ok = all(r["rendersPerUpdate"] == r["perSlice"] for r in results if r["mode"] == mode)
        verdict = "ok" if ratio <= 1.5 and renders_ok else "OVER TARGET"
        print(f"{mode}: median at N=10000 is {ratio:.2f}x N=10 (target <= 1.5); "
              f"renders per update = K: {'yes' if renders_ok else 'NO'} -> {verdict}")
    if options.json:
        with open(options.json, "w") as file:
            json.dump(results, file, indent=2)


if __name__ == "__main__":
    main()

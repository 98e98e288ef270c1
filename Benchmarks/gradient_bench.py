#!/usr/bin/env python3
"""What a change to one card of twenty on gradients costs:
`statekit-demo gradient-stress` changes the first card's value on a headless
screen, each change its own frame, with the cards on linear gradients and,
with --plain, on one colour.

Two figures: the cells written per change against the cells that changed
(glyph, attributes or colours), which must be equal; and the instructions
per change, counted exactly by callgrind (`--toggle-collect` on the change
alone, two runs of different lengths, the difference divided by the
difference in changes, on a copy without debug information, as
form_bench.py does), on gradients against on one colour. The targets are in
Benchmarks/targets.py; the script exits with 1 when one is missed.

Usage: python3 Benchmarks/gradient_bench.py path/to/statekit-demo [--short 200] [--long 1200] [--json PATH]
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


def run(demo, updates, plain):
    command = [demo, "gradient-stress", "--updates", str(updates), *(["--plain"] if plain else [])]
    return json.loads(subprocess.run(command, check=True, capture_output=True, text=True).stdout)


def instructions(demo, updates, plain, out_dir):
    out = os.path.join(out_dir, f"gradient-{updates}-{plain}.out")
    command = ["valgrind", "--tool=callgrind", f"--callgrind-out-file={out}",
               "--toggle-collect=*GradientStressRun*update*", demo, "gradient-stress", "--updates", str(updates),
               *(["--plain"] if plain else [])]
    subprocess.run(command, check=True, capture_output=True, text=True)
    return callgrind_files.total_instructions(out)


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("demo")
    parser.add_argument("--short", type=int, default=200)
    parser.add_argument("--long", type=int, default=1200)
    parser.add_argument("--json")
    options = parser.parse_args()
    results = []
    print(f"{'cards on':>10} {'evaluations':>12} {'cells written':>14} {'cells changed':>14} {'instructions':>13}")
    with tempfile.TemporaryDirectory() as out_dir:
        stripped = None
        if shutil.which("valgrind"):
            stripped = callgrind_files.stripped_copy(options.demo, out_dir, "statekit-demo")
        for plain in (False, True):
            figures = run(options.demo, options.long, plain)
            result = {"cards": "colour" if plain else "gradient", **figures}
            if stripped:
                short = instructions(stripped, options.short, plain, out_dir)
                long = instructions(stripped, options.long, plain, out_dir)
                result["instructionsPerUpdate"] = (long - short) / (options.long - options.short)
            results.append(result)
            print(f"{result['cards']:>10} {result['evaluationsPerUpdate']:>12.2f} "
                  f"{result['cellsWrittenPerUpdate']:>14.2f} {result['cellsChangedPerUpdate']:>14.2f} "
                  f"{result.get('instructionsPerUpdate', float('nan')):>13,.0f}")
    if options.json:
        with open(options.json, "w") as file:
            json.dump(results, file, indent=2)
    return targets.judge("gradient", results)


if __name__ == "__main__":
    sys.exit(main())

#!/usr/bin/env python3
"""What long text costs where a key does not touch it, and where it does:
`statekit-demo form-stress` types in the first field of a headless form of 5
fields, (1) with a note below them, a row of 100 and of 100,000 CJK characters
(text without a space, wrapped glyph by glyph), (2) with that field holding
100 bytes and 100,000 before typing starts, and (3) in a TextEditor above the
fields holding 2,000 and 20,000 bytes of prose, which a key wraps again (no
target: reported beside the others).

Each figure is the instructions per key, counted exactly by callgrind as
form_bench.py counts them (two runs of different lengths, their difference),
and the median time per key, the fastest of --processes runs. The targets
compare each long case with its short one (Benchmarks/targets.py; the script
exits with 1 when one is missed).

Usage: python3 Benchmarks/long_text_bench.py path/to/statekit-demo [--processes 3]
    [--short 100] [--long 500] [--json PATH]
"""
import argparse
import json
import os
import shutil
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import form_bench  # noqa: E402
import callgrind_files  # noqa: E402
import targets  # noqa: E402

CASES = [
    ("note", "--note-characters", 100),
    ("note", "--note-characters", 100_000),
    ("field", "--field-bytes", 100),
    ("field", "--field-bytes", 100_000),
    ("editor", "--editor-bytes", 2_000),
    ("editor", "--editor-bytes", 20_000),
]


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("demo")
    parser.add_argument("--processes", type=int, default=3)
    parser.add_argument("--short", type=int, default=100)
    parser.add_argument("--long", type=int, default=500)
    parser.add_argument("--json")
    options = parser.parse_args()
    results = []
    print(f"{'case':>6} {'size':>8} {'evaluations/key':>16} {'instructions/key':>17} {'median ns':>10}")
    with tempfile.TemporaryDirectory() as out_dir:
        stripped = None
        if shutil.which("valgrind"):
            stripped = callgrind_files.stripped_copy(options.demo, out_dir, "statekit-demo")
        for case, option, size in CASES:
            result = {"case": case, "size": size,
                      **form_bench.measure(options, 5, stripped, out_dir, (option, str(size)), keys=1000)}
            results.append(result)
            print(f"{case:>6} {size:>8,} {result['evaluationsPerKey']:>16.2f} "
                  f"{result.get('instructionsPerKey', float('nan')):>17,.0f} {result['nsPerKey']:>10,}")
    if options.json:
        with open(options.json, "w") as file:
            json.dump(results, file, indent=2)
    return targets.judge("longtext", results)


if __name__ == "__main__":
    sys.exit(main())

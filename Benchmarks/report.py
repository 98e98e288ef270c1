#!/usr/bin/env python3
"""The end of `make bench`: judges every target of Benchmarks/targets.py on
the JSON the benchmark scripts wrote, prints one line per target, met or
missed, and writes BENCHMARKS.md's section "The latest run" from the same
figures, with the commit they measured. Exits with 1 when any target is
missed or was not measured.

    python3 Benchmarks/report.py [--results .build] [--markdown BENCHMARKS.md]
"""
import argparse
import datetime
import os
import subprocess
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import targets  # noqa: E402

BEGIN = "<!-- The latest run: written by Benchmarks/report.py from make bench's JSON; do not edit. -->"
END = "<!-- End of the latest run. -->"


def commit():
    """The commit measured, marked when the working tree differs from it."""
    def git(*arguments):
        return subprocess.run(["git", *arguments], capture_output=True, text=True).stdout.strip()
    head = git("rev-parse", "--short", "HEAD") or "unknown"
    return head + (" with uncommitted changes" if git("status", "--porcelain", "--untracked-files=no") else "")


def machine():
    cores = os.cpu_count()
    model = "unknown CPU"
    try:
        with open("/proc/cpuinfo") as file:
            model = next(line.split(":", 1)[1].strip() for line in file if line.startswith("model name"))
    except (OSError, StopIteration):
        pass
    return f"{cores} cores, {model}"


def figures_table(data):
    """The figures behind the targets, and those reported beside them."""
    rows = []
    stress = data.get("stress")
    if stress:
        for run in stress["series"]:
            if run["perSlice"] == 1 and run["panes"] in (10, 10000) and run["mode"] != "monolithic":
                rows.append((f"stress, {run['mode']}, {run['panes']:,} panes: one update (fastest process)",
                             f"{run['nsPerUpdate']['median']:,} ns"))
        for run in stress["series"]:
            if run["mode"] == "monolithic" and run["panes"] == 1000:
                rows.append(("stress, monolithic, 1,000 panes: renders per update (the pitfall)",
                             f"{run['rendersPerUpdate']:,.0f}"))
    for run in data.get("misses", []):
        rows.append((f"stress, {run['mode']}, {run['panes']:,} panes: instructions and second-level misses per update",
                     f"{run['Ir']:,.0f}; {run['DLmr'] + run['DLmw']:.1f}"))
    pty = data.get("pty")
    if pty:
        for program in pty["programs"]:
            if "error" in program:
                rows.append((f"{program['name']}: through a pseudo-terminal", "failed"))
                continue
            rows.append((f"{program['name']}: bytes per + (median), CPU per update (fastest process)",
                         f"{program['bytesPerKey']['median']:g} B, {program['cpuUsPerUpdateFastest']:.1f} µs"))
    for run in data.get("callgrind", []):
        rows.append((f"{run['name']}: instructions per +", f"{run['instructionsPerKey']:,}"))
    for run in data.get("list", []):
        rows.append((f"List of {run['rows']:,} rows: first frame, CPU per notch, resident memory",
                     f"{run['firstFrameMs']:.1f} ms, {run['cpuUsPerNotch']:.0f} µs, "
                     f"{run['rssAfterScrollKiB'] / 1024:.1f} MiB"))
    example = data.get("example")
    if example:
        rows.append((f"{example['program']}: bytes per press of its focused button (median)",
                     f"{example['bytes_per_press_median']:g} B"))
    for run in data.get("form", []):
        instructions = f"{run['instructionsPerKey']:,.0f} instructions, " if "instructionsPerKey" in run else ""
        rows.append((f"Form of {run['rows']} fields: a key typed in one (evaluations, cells, instructions, time)",
                     f"{run['evaluationsPerKey']:g}, {run['cellsWrittenPerKey']:g}, {instructions}"
                     f"{run['nsPerKey']:,} ns"))
    for run in data.get("longtext", []):
        where = {"note": "a key beside a row of", "field": "a key typed in a field holding",
                 "editor": "a key typed in a TextEditor holding"}[run["case"]]
        unit = "CJK characters" if run["case"] == "note" else "bytes"
        instructions = f"{run['instructionsPerKey']:,.0f} instructions, " if "instructionsPerKey" in run else ""
        rows.append((f"{where} {run['size']:,} {unit} (instructions, time)", f"{instructions}{run['nsPerKey']:,} ns"))
    for run in data.get("gradient", []):
        instructions = f", {run['instructionsPerUpdate']:,.0f} instructions" if "instructionsPerUpdate" in run else ""
        rows.append((f"20 cards on {'gradients' if run['cards'] == 'gradient' else 'one colour'}: a change to one "
                     "(evaluations, cells written, cells changed, instructions)",
                     f"{run['evaluationsPerUpdate']:g}, {run['cellsWrittenPerUpdate']:g}, "
                     f"{run['cellsChangedPerUpdate']:g}{instructions}"))
    navigation = data.get("navigation")
    if navigation:
        steps = ", ".join(f"{navigation[key]['median']:g} B" for key in
                          ("pushBytes", "popBytes", "alertOpenBytes", "alertCloseBytes"))
        rows.append((f"{navigation['program']} at 80x24: a full frame; a push, a pop, an alert opened and closed "
                     "(medians)", f"{navigation['fullFrameBytes']:,} B; {steps}"))
    field = data.get("field")
    if field:
        for run in field["programs"]:
            who = "C, ncurses's form library" if run["name"] == field["baseline"] else "StateKit"
            rows.append((f"a key typed in a form's field through a pseudo-terminal, {who}: bytes (median), "
                         "instructions", f"{run['bytesPerKey']['median']:g} B, {run['instructionsPerKey']:,}"))
    inline = data.get("inline")
    if inline and "progressBytesPerUpdate" in inline:
        progress = inline["progressBytesPerUpdate"]
        rows.append(("a progress update of four steps' bars: bytes full screen, inline",
                     f"{progress['fullScreen']:.1f} B, {progress['inline']:.1f} B"))
    if inline and "logCpuSeconds" in inline:
        cpu = inline["logCpuSeconds"]
        rows.append((f"{inline['logLines']:,} log lines above a live inline view, and printed plainly: CPU "
                     "(fastest process)", f"{cpu['live'] * 1000:.0f} ms, {cpu['plain'] * 1000:.0f} ms"))
    for run in data.get("startup", []):
        rows.append((f"start, {run['name']}: instructions from exec to the first frame, one key and quit; "
                     "resident memory at rest; shared libraries mapped; binary",
                     f"{run['startInstructions']:,}; {run['residentKB'] / 1024:.1f} MB; {run['sharedLibraries']}; "
                     f"{run['binaryBytes'] / 1e6:.1f} MB"))
    return rows


def markdown(data, results):
    lines = [
        BEGIN,
        "## The latest run",
        "",
        f"`make bench` at commit `{commit()}`, {datetime.date.today().isoformat()}, on {machine()}.",
        "",
        "| target | figure | threshold | |",
        "|---|---|---|---|",
    ]
    for target, figure, met in results:
        lines.append(f"| {target.text} | {target.show(figure)} | {target.threshold()} | "
                     f"{'met' if met else '**missed**'} |")
    lines += ["", "| figure | value |", "|---|---|"]
    lines += [f"| {name} | {value} |" for name, value in figures_table(data)]
    lines += ["", END]
    return "\n".join(lines)


def write_section(path, section):
    with open(path) as file:
        text = file.read()
    if BEGIN in text and END in text:
        start = text.index(BEGIN)
        end = text.index(END) + len(END)
        text = text[:start] + section + text[end:]
    else:
        sys.exit(f"report: {path} has no section between the markers {BEGIN!r} and {END!r}")
    with open(path, "w") as file:
        file.write(text)


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--results", default=".build", help="where the scripts wrote their JSON (default .build)")
    parser.add_argument("--markdown", help="the BENCHMARKS.md whose section to write")
    options = parser.parse_args()
    data = targets.load(options.results)
    results = targets.verdicts(data)
    print(f"== targets of make bench ({len(results)})")
    for target, figure, met in results:
        print(targets.line(target, figure, met))
    missed = sum(1 for _, _, met in results if not met)
    if options.markdown:
        write_section(options.markdown, markdown(data, results))
        print(f"report: wrote the latest run into {options.markdown}")
    print(f"report: {len(results) - missed} of {len(results)} targets met" + (f", {missed} missed" if missed else ""))
    return 1 if missed else 0


if __name__ == "__main__":
    sys.exit(main())

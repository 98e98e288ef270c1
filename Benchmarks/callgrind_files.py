"""What the callgrind scripts share: the copy of a program valgrind can read,
and the total a run counted.

valgrind 3.19 cannot read DWARF 5, which clang writes for the package's C
targets: callgrind runs a copy without debug information (the symbols stay,
so profiles still name functions).
"""
import os
import subprocess


def stripped_copy(binary, out_dir, name):
    """A copy of `binary` in `out_dir`, named `name`, without debug information."""
    copy = os.path.join(out_dir, name)
    subprocess.run(["objcopy", "--strip-debug", binary, copy], check=True, capture_output=True)
    return copy


def total_instructions(out):
    """The instructions the callgrind run that wrote `out` counted."""
    with open(out) as data:
        for line in data:
            if line.startswith("summary:") or line.startswith("totals:"):
                return int(line.split()[1])
    raise RuntimeError(f"{out} has no summary line")

"""Reads a captured screen on stdin and checks that the pane whose title
contains argv[2] keeps its right border in the same column on the row that
contains argv[1], counting columns as tmux 3.3 lays them out: each code
point as wide as the C library's wcwidth says (a combining one takes none,
each half of a flag one), and the one after a zero-width joiner none (a ZWJ
sequence takes its first emoji's two columns)."""
import ctypes
import ctypes.util
import sys

libc = ctypes.CDLL(ctypes.util.find_library("c"))
libc.setlocale.restype = ctypes.c_char_p
libc.setlocale(6, b"C.UTF-8")  # LC_ALL
libc.wcwidth.argtypes = [ctypes.c_uint32]


def columns(line):
    """The display column where each character of `line` starts."""
    result, column, after_joiner = [], 0, False
    for character in line:
        result.append(column)
        if not after_joiner:
            column += max(libc.wcwidth(ord(character)), 0)
        after_joiner = character == "\u200d"
    return result


def main():
    text, title = sys.argv[1], sys.argv[2]
    lines = sys.stdin.read().splitlines()
    top = next(i for i, line in enumerate(lines) if title in line)
    row = next(i for i, line in enumerate(lines) if text in line)
    top_line = lines[top]
    start = top_line.index(title)
    corner = top_line.index("┐", start)
    corner_column = columns(top_line)[corner]
    starts = columns(lines[row])
    if corner_column not in starts:
        sys.exit(f"row {row} has no character starting at column {corner_column}: {lines[row]!r}")
    character = lines[row][starts.index(corner_column)]
    if character != "│":
        sys.exit(f"row {row} has {character!r} at column {corner_column}, not the border: {lines[row]!r}")


main()

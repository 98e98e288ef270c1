"""Reads a captured screen on stdin and checks that the pane whose title
contains argv[2] keeps its right border in the same column on the row that
contains argv[1], counting wide characters as two columns."""
import sys
import unicodedata


def columns(line):
    """The display column where each character of `line` starts."""
    result, column = [], 0
    for character in line:
        result.append(column)
        column += 2 if unicodedata.east_asian_width(character) in "WF" else 1
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

#!/usr/bin/env python3
"""Writes Sources/StateKit/Base/CharacterWidthTable.swift, the columns each
code point takes on a terminal, from the Unicode Character Database that
Debian's unicode-data package installs in /usr/share/unicode, or checks that
the committed table is the one those files give.

    python3 Tests/Unicode/width_table.py --write
    python3 Tests/Unicode/width_table.py --check    (make lint)

A code point takes:
- no column when it is a nonspacing or enclosing mark (Mn, Me), a format
  character (Cf) other than the soft hyphen and the prepended concatenation
  marks (U+0600 and its kind, drawn as a sign), a line or paragraph separator,
  or a Hangul jamo medial vowel or final consonant (U+1160..U+11FF,
  U+D7B0..U+D7FF), which joins the syllable before it;
- two columns when its East_Asian_Width is Wide or Fullwidth (unlisted code
  points in the CJK blocks and planes 2 and 3 are Wide, as the file says),
  or it is shown as emoji by default (Emoji_Presentation), a regional
  indicator excepted: a flag is a pair of them, measured as a grapheme;
  and the Yijing hexagrams (U+4DC0..U+4DFF) and the circled numbers on black
  squares (U+3248..U+324F), which glibc draws wide (Unicode 16 made the
  hexagrams Wide);
- one column otherwise.
These are glibc's wcwidth rules, which ncurses, xterm, VTE and tmux follow.
"""
import argparse
import os
import re
import sys

UCD = "/usr/share/unicode"
ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
TABLE = os.path.join(ROOT, "Sources/StateKit/Base/CharacterWidthTable.swift")
LAST = 0x10FFFF


def ranges(path):
    """(first, last, value) of each data line of a UCD property file."""
    with open(path, encoding="utf-8") as file:
        for line in file:
            data = line.split("#", 1)[0].strip()
            if not data:
                continue
            field, value = (part.strip() for part in data.split(";")[:2])
            first, _, last = field.partition("..")
            yield int(first, 16), int(last or first, 16), value


def version():
    with open(os.path.join(UCD, "EastAsianWidth.txt"), encoding="utf-8") as file:
        match = re.match(r"# EastAsianWidth-(\d+\.\d+\.\d+)\.txt", file.readline())
    return match.group(1)


def widths():
    """The width of every code point, as a bytearray indexed by code point."""
    width = bytearray([1]) * (LAST + 1)
    # East Asian Width: unlisted code points in these blocks default to W.
    for first, last in [(0x3400, 0x4DBF), (0x4E00, 0x9FFF), (0xF900, 0xFAFF), (0x20000, 0x2FFFD),
                        (0x30000, 0x3FFFD)]:
        width[first:last + 1] = bytes([2]) * (last - first + 1)
    for first, last, value in ranges(os.path.join(UCD, "EastAsianWidth.txt")):
        wide = 2 if value in ("W", "F") else 1
        width[first:last + 1] = bytes([wide]) * (last - first + 1)
    for first, last in [(0x3248, 0x324F), (0x4DC0, 0x4DFF)]:
        width[first:last + 1] = bytes([2]) * (last - first + 1)
    for first, last, value in ranges(os.path.join(UCD, "emoji", "emoji-data.txt")):
        if value == "Emoji_Presentation":
            for code in range(first, last + 1):
                if not 0x1F1E6 <= code <= 0x1F1FF:
                    width[code] = 2
    # General categories; UnicodeData.txt gives large blocks as First/Last pairs.
    pending = None
    with open(os.path.join(UCD, "UnicodeData.txt"), encoding="utf-8") as file:
        for line in file:
            fields = line.split(";")
            code, name, category = int(fields[0], 16), fields[1], fields[2]
            if name.endswith(", First>"):
                pending = code
                continue
            first = pending if name.endswith(", Last>") else code
            pending = None
            if category in ("Mn", "Me", "Cf", "Zl", "Zp") and first != 0xAD:
                width[first:code + 1] = bytes([0]) * (code - first + 1)
    for first, last, value in ranges(os.path.join(UCD, "PropList.txt")):
        if value == "Prepended_Concatenation_Mark":
            width[first:last + 1] = bytes([1]) * (last - first + 1)
    for first, last in [(0x1160, 0x11FF), (0xD7B0, 0xD7FF)]:
        width[first:last + 1] = bytes([0]) * (last - first + 1)
    return width


def runs(width):
    """Runs of code points of one width other than 1: (first, last, width)."""
    found = []
    code = 0
    while code <= LAST:
        if width[code] == 1:
            code += 1
            continue
        first = code
        while code + 1 <= LAST and width[code + 1] == width[first]:
            code += 1
        found.append((first, code, width[first]))
        code += 1
    return found


def hex_literal(value):
    """`value` as swift-format writes a hexadecimal literal: its digits in
    groups of four from the right."""
    digits = f"{value:X}"
    groups = []
    while digits:
        groups.insert(0, digits[-4:])
        digits = digits[:-4]
    return "0x" + "_".join(groups)


def swift_source(found, unicode_version):
    lines = [
        f"// Generated by Tests/Unicode/width_table.py from the Unicode Character",
        f"// Database {unicode_version} (Debian's unicode-data): do not edit by hand.",
        "",
        "extension Unicode.Scalar {",
        "    /// The code points that do not take one column, in order, as runs of",
        "    /// one width: the first code point, shifted left 24 bits, the last,",
        "    /// shifted left 2, and the width (0 or 2) in the low bits. Unicode",
        f"    /// {unicode_version}; `Tests/Unicode/width_table.py` says which rules.",
        "    static let widthRuns: [UInt64] = [",
    ]
    row = []
    for first, last, wide in found:
        row.append(hex_literal(first << 24 | last << 2 | wide))
        if len(row) == 4:
            lines.append("        " + ", ".join(row) + ",")
            row = []
    if row:
        lines.append("        " + ", ".join(row) + ",")
    lines += ["    ]", "}", ""]
    return "\n".join(lines)


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    group = parser.add_mutually_exclusive_group(required=True)
    group.add_argument("--write", action="store_true")
    group.add_argument("--check", action="store_true")
    options = parser.parse_args()
    if not os.path.isfile(os.path.join(UCD, "EastAsianWidth.txt")):
        sys.exit(f"width_table: no Unicode data in {UCD} (make deps installs unicode-data)")
    found = runs(widths())
    source = swift_source(found, version())
    if options.write:
        with open(TABLE, "w", encoding="utf-8") as file:
            file.write(source)
        print(f"width_table: {len(found)} runs written to {os.path.relpath(TABLE, ROOT)}")
        return 0
    with open(TABLE, encoding="utf-8") as file:
        if file.read() != source:
            print(f"width_table: {os.path.relpath(TABLE, ROOT)} is not the table Unicode {version()} gives;"
                  " run python3 Tests/Unicode/width_table.py --write", file=sys.stderr)
            return 1
    print(f"width_table: {len(found)} runs, as Unicode {version()} gives")
    return 0


if __name__ == "__main__":
    sys.exit(main())

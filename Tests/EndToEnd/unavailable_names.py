"""Checks that the fixture of SwiftUI names StateKit lacks uses every one of
them: the names the compiler reported for the fixture (each in StateKit's
message, "NAME is not supported yet: …") must be exactly the names the
sources declare unavailable, less those that only serve another one (their
message says "see OTHER": GeometryProxy serves GeometryReader). Nothing is
counted by hand: a name declared and not used, or used and no longer
declared, is named.

Usage: unavailable_names.py SOURCES_DIR COMPILER_OUTPUT"""
import os
import re
import sys

MESSAGE = re.compile(r"(?:\"\"\"\s*|\")\s*([^\"\n]+?) is not supported yet: (see )?")


def declared(sources):
    names = set()
    for root, _, files in os.walk(sources):
        for name in files:
            if not name.endswith(".swift"):
                continue
            with open(os.path.join(root, name), encoding="utf-8") as file:
                for match in MESSAGE.finditer(file.read()):
                    if not match.group(2):
                        names.add(match.group(1).strip())
    return names


def reported(output):
    with open(output, encoding="utf-8") as file:
        return set(re.findall(r"is unavailable: (.*?) is not supported yet: ", file.read()))


def main():
    sources, output = sys.argv[1], sys.argv[2]
    want, got = declared(sources), reported(output)
    for name in sorted(want - got):
        print(f"declared unavailable but not used by the fixture: {name}", file=sys.stderr)
    for name in sorted(got - want):
        print(f"reported but not declared (or declared as serving another): {name}", file=sys.stderr)
    print(f"unavailable names: {len(want)} declared, {len(got)} reported by the fixture")
    sys.exit(0 if want == got and want else 1)


if __name__ == "__main__":
    main()

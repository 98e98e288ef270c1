#!/usr/bin/env python3
"""The public API of StateKit's libraries, from the compiler's symbol graphs
(swift-symbolgraph-extract reads the built modules; no source is parsed).

    python3 Tests/API/api_record.py --check   # fails when the API differs from the record
    python3 Tests/API/api_record.py --write   # writes the record anew (make api)

One record per library, `Tests/API/<Module>.txt`: a line per public symbol,
its path and its declaration, sorted. Symbol graphs leave out names that
begin with an underscore (SwiftUI's `_printChanges()` is one), so those come
from swift-api-digester's dump of the module. Names declared unavailable
(SwiftUI's that StateKit lacks yet) are left out by both tools; the
end-to-end tests check their messages.
"""
import argparse
import glob
import json
import os
import re
import subprocess
import sys
import tempfile

MODULES = ["StateKit", "StateKitTesting"]
HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
C_MODULES = ["CNcurses", "CMainQueue", "CLibC"]


def search_paths(modules_dir):
    paths = ["-I", modules_dir]
    for c_module in C_MODULES:
        paths += ["-I", os.path.join(ROOT, "Sources", c_module)]
    # OpenCombine's C helpers: SwiftPM writes their module map beside their objects.
    paths += ["-I", os.path.join(os.path.dirname(modules_dir), "COpenCombineHelpers.build")]
    # CImage is a C target of the package: its module map is made in the build.
    paths += ["-I", os.path.join(os.path.dirname(modules_dir), "CImage.build")]
    return paths


def underscored_lines(module, modules_dir):
    """Public declarations whose names begin with `_`, which symbol graphs omit."""
    with tempfile.TemporaryDirectory() as out:
        dump = os.path.join(out, "api.json")
        subprocess.run(["swift-api-digester", "-dump-sdk", "-module", module, *search_paths(modules_dir),
                        "-o", dump], check=True)
        with open(dump) as file:
            root = json.load(file)["ABIRoot"]
    lines = []

    def visit(node, path):
        # Imports, and the types a declaration mentions (its children too).
        if node.get("kind") in ("Import", "TypeNominal", "TypeFunc", "TypeNameAlias"):
            return
        name = node.get("name", "")
        if name.startswith("_") and not node.get("implicit"):
            lines.append(f"{'.'.join(path + [node.get('printedName', name)])} | (underscored; from swift-api-digester)")
        for child in node.get("children", []):
            visit(child, path + [name] if node is not root else path)

    visit(root, [])
    return lines


def symbol_lines(module, modules_dir):
    with tempfile.TemporaryDirectory() as out:
        command = ["swift-symbolgraph-extract", "-module-name", module, *search_paths(modules_dir),
                   "-minimum-access-level", "public", "-skip-synthesized-members", "-output-dir", out]
        target = subprocess.run(["swiftc", "-print-target-info"], capture_output=True, text=True, check=True)
        command += ["-target", json.loads(target.stdout)["target"]["triple"]]
        subprocess.run(command, check=True)
        lines = []
        for path in sorted(glob.glob(os.path.join(out, "*.symbols.json"))):
            extended = os.path.basename(path)[: -len(".symbols.json")].partition("@")[2]
            with open(path) as file:
                graph = json.load(file)
            for symbol in graph["symbols"]:
                name = ".".join(symbol["pathComponents"])
                if extended:
                    name = f"{extended}: {name}"
                declaration = "".join(f["spelling"] for f in symbol.get("declarationFragments", []))
                declaration = re.sub(r"\s+", " ", declaration).strip()
                lines.append(f"{name} | {declaration}")
    return sorted(lines + underscored_lines(module, modules_dir))


def summary(lines):
    top = sum(1 for line in lines if "." not in line.split(" | ")[0].split(": ")[-1])
    return f"{top} top-level symbols, {len(lines) - top} members"


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    mode = parser.add_mutually_exclusive_group(required=True)
    mode.add_argument("--check", action="store_true", help="compare with the committed record")
    mode.add_argument("--write", action="store_true", help="write the record anew")
    parser.add_argument("--modules", default=os.path.join(ROOT, ".build/debug/Modules"),
                        help="where the built modules are (default: .build/debug/Modules)")
    arguments = parser.parse_args()
    failed = False
    for module in MODULES:
        record = os.path.join(HERE, f"{module}.txt")
        lines = symbol_lines(module, arguments.modules)
        if arguments.write:
            with open(record, "w") as file:
                file.write("".join(line + "\n" for line in lines))
            print(f"api: {module}: {summary(lines)}, written to {os.path.relpath(record, ROOT)}")
            continue
        with open(record) as file:
            recorded = [line.rstrip("\n") for line in file if line.strip()]
        added = sorted(set(lines) - set(recorded))
        removed = sorted(set(recorded) - set(lines))
        if added or removed:
            failed = True
            print(f"api: {module}'s public API differs from {os.path.relpath(record, ROOT)}:", file=sys.stderr)
            for line in added:
                print(f"  + {line}", file=sys.stderr)
            for line in removed:
                print(f"  - {line}", file=sys.stderr)
        else:
            print(f"api: {module}: {summary(lines)}, as recorded")
    if failed:
        print("api: make every public symbol SwiftUI's name or a documented StateKit extra; "
              "if the change is meant, run `make api` and commit the record", file=sys.stderr)
        sys.exit(1)


if __name__ == "__main__":
    main()

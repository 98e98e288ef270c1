#!/usr/bin/env python3
"""Checks that every file or folder a document names exists in the repository:
README.md, ARCHITECTURE.md, BENCHMARKS.md and the DocC articles name paths in
backticks (`Sources/StateKit/Views/`, `Benchmarks/targets.py`); a path that
moved or went must not stay in the docs.

    python3 Tests/Docs/check_paths.py
"""
import glob
import os
import re
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
DOCUMENTS = ["README.md", "ARCHITECTURE.md", "BENCHMARKS.md"] + sorted(
    glob.glob("Sources/*/*.docc/**/*.md", root_dir=ROOT, recursive=True))
# A path: starts at a top-level folder of the repository, or is a file at its root.
TOP = ("Sources/", "Tests/", "Benchmarks/", "Linking/", ".ci/")
ROOT_FILES = {"Package.swift", "Makefile", "README.md", "ARCHITECTURE.md", "BENCHMARKS.md"}
# Names that stand for what a tool makes, not for a file of the repository.
MADE = ("__Snapshots__/", ".build/")


def named_paths(text):
    for code in re.findall(r"`([^`\n]+)`", text):
        for word in code.split():
            word = word.strip("(),;:")
            if word in ROOT_FILES or (word.startswith(TOP) and not any(made in word for made in MADE)):
                if not re.search(r"[<>*…{]|\.\.\.", word):
                    yield word


def main():
    missing = []
    checked = 0
    for document in DOCUMENTS:
        with open(os.path.join(ROOT, document)) as file:
            text = file.read()
        for path in named_paths(text):
            checked += 1
            if not os.path.exists(os.path.join(ROOT, path)):
                missing.append(f"{document} names {path}, which is not in the repository")
    for line in missing:
        print(f"check_paths: {line}", file=sys.stderr)
    print(f"check_paths: {checked - len(missing)} of {checked} paths named in {len(DOCUMENTS)} documents exist")
    return 1 if missing else 0


if __name__ == "__main__":
    sys.exit(main())

#!/usr/bin/env python3
"""Checks the DocC archive that `make docs` wrote: its pages open from disk,
the five articles are in it and StateKit's landing page lists them first,
StateKitTesting has its pages too, and every public symbol of both modules
has a summary (100% documentation coverage).

    python3 Tests/Docs/check_docs.py [.build/docs [COVERAGE.json ...]]

The combined archive's own coverage report covers StateKit; each further
report (StateKitTesting's, from its own archive before the merge) is checked
the same way.
"""
import json
import os
import sys

ARTICLES = {
    "gettingstarted": "Getting started",
    "portingfromswiftui": "Porting from SwiftUI",
    "statedesigns": "State designs and render counts",
    "updateflow": "How an update flows",
    "testinganapp": "Testing a StateKit app",
}


def main():
    root = sys.argv[1] if len(sys.argv) > 1 else ".build/docs"
    problems = []

    def need(condition, message):
        if not condition:
            problems.append(message)

    for page in ("index.html", "documentation/statekit/index.html", "documentation/statekittesting/index.html"):
        need(os.path.isfile(os.path.join(root, page)), f"{page} is missing")

    for name, title in ARTICLES.items():
        path = os.path.join(root, "data/documentation/statekit", f"{name}.json")
        if not os.path.isfile(path):
            problems.append(f"the article {title!r} is missing ({path})")
            continue
        with open(path) as file:
            page = json.load(file)
        need(page.get("metadata", {}).get("title") == title,
             f"{path}: title {page.get('metadata', {}).get('title')!r}, expected {title!r}")
        need(os.path.isfile(os.path.join(root, "documentation/statekit", name, "index.html")),
             f"documentation/statekit/{name}/index.html is missing")

    with open(os.path.join(root, "data/documentation/statekit.json")) as file:
        landing = json.load(file)
    sections = landing.get("topicSections", [])
    listed = [identifier.rsplit("/", 1)[-1].lower() for identifier in (sections[0]["identifiers"] if sections else [])]
    need(listed == list(ARTICLES), f"the landing page's first topics are {listed}, expected the five articles")

    for coverage_path in [os.path.join(root, "documentation-coverage.json")] + sys.argv[2:]:
        if not os.path.isfile(coverage_path):
            problems.append(f"{coverage_path} is missing: build with --experimental-documentation-coverage")
            continue
        with open(coverage_path) as file:
            symbols = [entry for entry in json.load(file) if entry["kind"]["isSymbol"]]
        undocumented = [entry["referencePath"] for entry in symbols if not entry.get("hasAbstract")]
        for path in undocumented:
            problems.append(f"no summary: {path}")
        print(f"check_docs: {len(symbols) - len(undocumented)} of {len(symbols)} public symbols documented"
              f" ({coverage_path})")

    if problems:
        for problem in problems:
            print(f"check_docs: {problem}", file=sys.stderr)
        sys.exit(1)
    print(f"check_docs: {root} holds the five articles, listed first on its landing page")


if __name__ == "__main__":
    main()

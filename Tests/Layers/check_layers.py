"""Checks that StateKit's folders depend on each other in one direction.

The allowed graph is ARCHITECTURE.md's "Layers" block: one line per folder,
`Folder: Lower Lower …`, naming the folders whose types it may use. A use is
a type declared at the top level of one folder (a class, struct, enum,
protocol, actor or typealias) named in code of another; comments and string
literals are left out.

The operating system is called from one folder, `Platform/`: a module of
the system's (`Glibc`, and the C modules of the package that wrap it) is
imported there only, and a call of a system function by its name (`poll`,
`getenv`, `fsync`, …: `SYSTEM_CALLS` below) anywhere else fails the check.

A use against the graph fails the check.

Usage: check_layers.py   (from the repository's root)"""
import os
import re
import sys

ROOT = "Sources/StateKit"
ARCHITECTURE = "ARCHITECTURE.md"
DECLARATION = re.compile(
    r"^(?:@[\w()., ]+\s+)*(?:(?:public|package|internal|fileprivate|private|final|open|indirect|nonisolated)\s+)*"
    r"(?:class|struct|enum|protocol|actor|typealias)\s+(_?[A-Z]\w*)", re.M)
IDENTIFIER = re.compile(r"\b_?[A-Z]\w*\b")
# A type nested in a file's own declarations (`private struct State`) is that
# file's, whatever folder declares a type of the same name.
NESTED = re.compile(r"^\s+(?:[\w()@]+\s+)*(?:class|struct|enum|protocol|actor|typealias)\s+(_?[A-Z]\w*)", re.M)


def graph():
    """The folders and what each may use, from ARCHITECTURE.md's Layers block."""
    text = open(ARCHITECTURE, encoding="utf-8").read()
    block = re.search(r"<!-- layers -->\n```\n(.*?)```", text, re.S)
    if not block:
        sys.exit(f"check_layers: {ARCHITECTURE} has no layers block")
    allowed = {}
    for line in block.group(1).splitlines():
        if ":" in line:
            folder, lower = line.split(":", 1)
            allowed[folder.strip()] = set(lower.split())
    return allowed


PLATFORM = "Platform"
SYSTEM_MODULES = {"Glibc", "Darwin", "CMainQueue", "CLibC", "CNcurses", "CImage"}
IMPORT = re.compile(
    r"^[ \t]*(?:@\w+(?:\([^)]*\))?[ \t]+)*import[ \t]+(?:(?:struct|class|enum|protocol|func|var|let|typealias)[ \t]+)?(\w+)",
    re.M)
# Foundation brings Glibc's functions with it on Linux: the calls are looked
# for by name, as free functions (not methods, not declarations of our own).
SYSTEM_CALLS = {
    "poll", "pthread_self", "pthread_equal", "clock_gettime", "getenv", "setenv", "isatty", "fsync", "flock",
    "rename", "link", "unlink", "mkdir", "stat", "kill", "getpid", "pipe", "fcntl", "signal", "sigaction",
    "tcsetattr", "tcgetattr", "ioctl", "dup", "dup2", "lseek", "mkstemp", "_exit", "strerror", "setlocale",
    "nl_langinfo", "eventfd", "usleep", "nanosleep", "wcwidth",
}
SYSTEM_CALL = re.compile(r"(?<![.\w])(?<!case )(?<!func )(" + "|".join(sorted(SYSTEM_CALLS)) + r"|sk_\w+)\s*\(")
QUALIFIED_CALL = re.compile(r"\b(Glibc|Darwin|Foundation)\.([a-z_]\w*)\s*\(")


def platform_problems(files):
    """Uses of the operating system outside `Platform/`."""
    problems = []
    for folder, path, code in files:
        if folder == PLATFORM:
            continue
        for module in sorted(set(IMPORT.findall(code)) & SYSTEM_MODULES):
            problems.append(f"{path}: imports {module}; the system is called from {PLATFORM}/ only")
        calls = {match.group(1) for match in SYSTEM_CALL.finditer(code)}
        calls |= {f"{module}.{name}" for module, name in QUALIFIED_CALL.findall(code)}
        for call in sorted(calls):
            problems.append(f"{path}: calls {call}; the system is called from {PLATFORM}/ only")
    return problems


INTERPOLATION = re.compile(r"\\\(((?:[^()]|\((?:[^()]|\([^()]*\))*\))*)\)")


def strip(code):
    """Swift code without comments and string literals, but with the code
    interpolated in strings (`"\\(AppLauncher.programName)"` uses a type)."""
    code = re.sub(r"/\*(?:.|\n)*?\*/", "", code)
    code = re.sub(r"//[^\n]*", "", code)
    interpolated = " ".join(INTERPOLATION.findall(code))
    code = re.sub(r'"""(?:.|\n)*?"""', '""', code)
    code = re.sub(r'"(?:\\.|[^"\\\n])*"', '""', code)
    return code + "\n" + interpolated


def sources():
    for folder in sorted(os.listdir(ROOT)):
        path = os.path.join(ROOT, folder)
        if not os.path.isdir(path) or folder.endswith(".docc"):
            continue
        for directory, _, files in os.walk(path):
            for name in sorted(files):
                if name.endswith(".swift"):
                    with open(os.path.join(directory, name), encoding="utf-8") as file:
                        yield folder, os.path.join(directory, name), strip(file.read())


def uses(files):
    home = {}
    for folder, _, code in files:
        for name in DECLARATION.findall(code):
            home.setdefault(name, folder)
    found = {}
    for folder, path, code in files:
        own = set(NESTED.findall(code))
        for name in set(IDENTIFIER.findall(code)) - own:
            target = home.get(name)
            if target and target != folder:
                found.setdefault((folder, target, name), path)
    return found, {folder for folder, _, _ in files}


def main():
    allowed = graph()
    files = list(sources())
    found, folders = uses(files)
    problems = [f"a folder the graph does not name: {folder}" for folder in sorted(folders - set(allowed))]
    problems += platform_problems(files)
    against = {key: path for key, path in found.items() if key[1] not in allowed.get(key[0], set())}
    for (source, target, name), path in sorted(against.items()):
        problems.append(f"{path}: {source} uses {name} of {target}, which the layers graph does not allow")
    for problem in problems:
        print(f"check_layers: {problem}", file=sys.stderr)
    uses_between = len({(s, t) for s, t, _ in found})
    print(f"check_layers: {len(folders)} folders, {len(found)} uses of types across {uses_between} pairs of them; "
          f"{len(problems)} problems")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())

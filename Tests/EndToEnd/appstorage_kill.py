"""@AppStorage through kill -9: a stored switch toggled by bursts of clicks,
the program killed at random moments, some mid-burst, some after a quiet spell.

Usage: appstorage_kill.py APP CONFIG_DIR [--kills N] [--seed S]
APP is example-todo-list, whose "Hide done" switch is stored under the key
hideDone in CONFIG_DIR/example-todo-list.plist. After every kill the file must
read as a property list (never empty, never half written); after a kill that
followed a quiet spell it must hold the value the clicks left, the last one
stored; and a start and Ctrl-C after the last kill must leave it so."""
import argparse
import os
import plistlib
import random
import sys

from pty_session import PtySession

parser = argparse.ArgumentParser()
parser.add_argument("app")
parser.add_argument("config_dir")
parser.add_argument("--kills", type=int, default=40)
parser.add_argument("--seed", type=int, default=20261127)
args = parser.parse_args()

rng = random.Random(args.seed)
os.makedirs(args.config_dir, exist_ok=True)
plist = os.path.join(args.config_dir, "example-todo-list.plist")
env = {"PATH": os.environ.get("PATH", ""), "HOME": os.environ.get("HOME", "/"), "LANG": "C.UTF-8",
       "TERM": "xterm-256color", "XDG_CONFIG_HOME": args.config_dir, "SWIFT_BACKTRACE": "enable=no"}
# The switch's box on the bottom line of a 100x30 window.
CLICK = b"\x1b[<0;75;29M\x1b[<0;75;29m"


def stored():
    """The stored switch: False while the file does not exist yet."""
    if not os.path.exists(plist):
        return False
    with open(plist, "rb") as file:
        data = file.read()
    if not data:
        raise ValueError("the file is empty")
    value = plistlib.loads(data).get("hideDone")
    if not isinstance(value, bool):
        raise ValueError(f"hideDone is {value!r}")
    return value


failures = []
expected = False
for kill in range(args.kills):
    session = PtySession([args.app], env)
    try:
        if not session.wait_for(b"Clear done"):
            failures.append(f"kill {kill}: the app did not start")
            break
        clicks = rng.randint(1, 9)
        quiet = kill % 2 == 0
        for _ in range(clicks):
            session.send(CLICK)
            session.pump(rng.uniform(0, 0.01))
        if quiet:
            session.pump(0.5)
        else:
            session.pump(rng.uniform(0, 0.02))
    finally:
        session.kill()
    try:
        value = stored()
    except Exception as error:  # noqa: BLE001 - any failure to read is the finding
        failures.append(f"kill {kill}: the file does not read: {error}")
        break
    if quiet:
        expected = expected ^ (clicks % 2 == 1)
        if value != expected:
            failures.append(f"kill {kill}: {clicks} clicks then quiet stored {value}, expected {expected}")
            break
    expected = value
leftovers = [name for name in os.listdir(args.config_dir) if name.endswith(".tmp")]
# The next start reads the file, and a clean end keeps it as it was.
session = PtySession([args.app], env)
if not failures and not session.wait_for(b"Clear done"):
    failures.append("the next start did not come up")
session.send(b"\x03")
if not failures and session.wait_exit() != 130:
    failures.append(f"Ctrl-C ended it with {session.status}")
session.kill()
if not failures and stored() != expected:
    failures.append("a start and Ctrl-C changed the stored value")
for failure in failures:
    print(failure, file=sys.stderr)
print(f"{args.kills} kills, stored value {expected}, temporary files left by killed writers: {len(leftovers)}")
sys.exit(1 if failures else 0)

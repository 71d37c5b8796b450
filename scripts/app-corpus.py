#!/usr/bin/env python3
"""Re-runs `pushkit app` on the public apps of docs/app-corpus.json (issue 40 item 5).

    scripts/app-corpus.py PUSHKIT CORPUS

CORPUS holds each app's snapshot at the commit recorded, in a folder named owner+name (the
repository's Swift files; nothing of them is kept in this repository). For each app present,
pushkit app runs on its folder as a user runs it on an app folder, and what it printed is
compared with what the corpus recorded: the summary line, the number of notes printed (asides
left out), the Live Activity types and the types read. Apps whose folder is absent are listed
as skipped. Exits 1 when a reading differs, 2 when no app was present.
"""
import json
import os
import subprocess
import sys


def main() -> int:
    if len(sys.argv) != 3:
        print(__doc__, file=sys.stderr)
        return 2
    pushkit, corpus = os.path.abspath(sys.argv[1]), sys.argv[2]
    here = os.path.dirname(os.path.abspath(__file__))
    apps = json.load(open(os.path.join(here, "..", "docs", "app-corpus.json"), encoding="utf-8"))["apps"]
    checked = failed = 0
    for app in apps:
        folder = app["repository"].replace("/", "+")
        if not os.path.isdir(os.path.join(corpus, folder)):
            print(f"skipped: {app['repository']} (no {folder} in {corpus})")
            continue
        run = subprocess.run([pushkit, "app", folder], cwd=corpus, capture_output=True, text=True)
        lines = run.stderr.splitlines()
        got = {
            "summary": lines[-1] if lines else "",
            "notesShown": sum(": note: " in line for line in lines),
            "liveActivities": [],
            "types": [],
        }
        if run.returncode == 0:
            profile = json.loads(run.stdout)
            got["liveActivities"] = sorted(profile["liveActivities"])
            got["types"] = sorted(profile["types"])
        checked += 1
        differences = [key for key in got if got[key] != app[key]]
        if differences:
            failed += 1
            for key in differences:
                print(f"error: {app['repository']}: {key} is {got[key]!r}, the corpus has {app[key]!r}")
        else:
            print(f"ok: {app['repository']}: {app['verdict']}")
    print(f"{checked} apps read, {failed} differ from docs/app-corpus.json")
    if checked == 0:
        return 2
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())

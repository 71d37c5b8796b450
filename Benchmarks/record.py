#!/usr/bin/env python3
"""Benchmarks/record.py: writes one benchmark's figures into Benchmarks/results.json.

    python3 Benchmarks/record.py SECTION FIGURES.json

Every benchmark script keeps its figures in one section of the one results file:
`instructions` (instructions.sh, with CI's ceiling), `allocations` (allocations.sh),
`compare` (compare.sh), `serial` (serial.sh), `scaling` (scaling.sh), `coprocess`
(coprocess.sh) and `path` (path.sh). FIGURES.json holds the section, a JSON object; the other sections are kept as they are. The section
gets its `date` (the time now, UTC, unless it has one: the time its benchmark ran) and
its `commit` (the short hash of HEAD, unless it has one), so no script works them out.

Environment: RESULTS (the results file, default Benchmarks/results.json beside this
script).
"""

import datetime
import json
import os
import subprocess
import sys

SECTIONS = ("instructions", "allocations", "compare", "serial", "scaling", "coprocess", "path")
NOTE = (
    "Figures written by the scripts in Benchmarks/, one section each, with the commit and date of its run "
    "(docs/benchmarks.md). Instruction and allocation counts repeat from run to run; throughput is "
    "measured on a shared machine: compare its ratios, not its payloads/s."
)


def main() -> int:
    if len(sys.argv) != 3 or sys.argv[1] not in SECTIONS:
        print(f"usage: record.py {'|'.join(SECTIONS)} FIGURES.json", file=sys.stderr)
        return 2
    section, figures_path = sys.argv[1], sys.argv[2]
    with open(figures_path) as f:
        figures = json.load(f)
    if not isinstance(figures, dict):
        print(f"record.py: {figures_path} holds no JSON object", file=sys.stderr)
        return 1
    here = os.path.dirname(os.path.abspath(__file__))
    path = os.environ.get("RESULTS") or os.path.join(here, "results.json")
    results = {}
    if os.path.exists(path):
        with open(path) as f:
            results = json.load(f)
    if "date" not in figures:
        figures = {"date": datetime.datetime.now(datetime.timezone.utc).strftime("%Y-%m-%dT%H:%M:%SZ"), **figures}
    if "commit" not in figures:
        commit = subprocess.run(
            ["git", "-C", here, "rev-parse", "--short", "HEAD"], capture_output=True, text=True
        ).stdout.strip()
        figures = {"date": figures["date"], "commit": commit or "unknown", **figures}
    results[section] = figures
    ordered = {"note": NOTE}
    ordered.update({name: results[name] for name in SECTIONS if name in results})
    with open(path, "w") as f:
        json.dump(ordered, f, indent=2)
        f.write("\n")
    print(f"record: wrote {section} to {path}", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())

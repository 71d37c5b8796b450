#!/usr/bin/env python3
"""Runs `pushkit validate --format json` on every payload of Payloads/published/ with the
options its manifest line names, and checks pushkit's verdict against the vendor's:
accept = no error and no warning, degraded = a warning and no error, reject = an error.

usage: check_published.py PUSHKIT
"""
import json
import os
import subprocess
import sys

ROOT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "Payloads", "published")


def verdict_of(result):
    severities = {d["severity"] for d in result["diagnostics"]}
    if "error" in severities:
        return "reject"
    if "warning" in severities:
        return "degraded"
    return "accept"


def main():
    pushkit = sys.argv[1]
    manifest = os.path.join(ROOT, "manifest.ndjson")
    if not os.path.exists(manifest):
        print("skipped: no Payloads/published/manifest.ndjson yet")
        return 0
    checked = failed = 0
    per_vendor = {}
    with open(manifest, encoding="utf-8") as lines:
        for number, line in enumerate(lines, 1):
            if not line.strip():
                continue
            entry = json.loads(line)
            options = entry.get("options") or {}
            flags = []
            if "pushType" in options:
                flags += ["--push-type", options["pushType"]]
            if "priority" in options:
                flags += ["--priority", str(options["priority"])]
            if "now" in options:
                flags += ["--now", options["now"]]
            # The SDK versions the vendor's verdict is for (an SDK at one commit), where the
            # verdict depends on them: without, pushkit judges against the versions in use.
            for sdk in options.get("sdks", []):
                flags += ["--sdk", sdk]
            path = os.path.join(ROOT, entry["file"])
            run = subprocess.run([pushkit, "validate", "--format", "json", *flags, path],
                                 capture_output=True, text=True, timeout=60)
            checked += 1
            vendor = entry["file"].split("/")[0]
            per_vendor[vendor] = per_vendor.get(vendor, 0) + 1
            if run.returncode not in (0, 1):
                print(f"error: {entry['file']}: pushkit exited {run.returncode}: {run.stderr.strip()}")
                failed += 1
                continue
            result = json.loads(run.stdout)["results"][0]
            got = verdict_of(result)
            missing = [c for c in entry.get("codes") or [] if c not in {d["code"] for d in result["diagnostics"]}]
            if got != entry["verdict"] or missing:
                shown = [f"{d['code']} {d['pointer']}" for d in result["diagnostics"] if d["severity"] != "info"]
                print(f"error: {entry['file']} (line {number}): pushkit says {got}, the vendor says "
                      f"{entry['verdict']} ({entry['fact']}); missing codes {missing}; diagnostics {shown}")
                failed += 1
    counts = ", ".join(f"{vendor} {count}" for vendor, count in sorted(per_vendor.items()))
    print(f"{checked} published payloads checked ({counts}), {failed} verdicts differ")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())

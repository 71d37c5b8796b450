#!/usr/bin/env bash
# Benchmarks/scaling.sh: issue 20's hostile shapes (one diagnostic per array element, a
# link of many query items, many query routes, many links inside an Android `content`,
# a replay of many components and events; issue 25's walkthrough of newlines and of
# escaped controls, rendered as text and HTML) at 10 KB, 100 KB and 1 MB, and issue 39's Swift
# files for `pushkit app` (runs of `#`, comments, raw strings, unclosed strings, many
# ActivityAttributes types) at 100 KB, 1 MB and 2 MB, timed in process by
# `pushkit-benchmarks --scaling`. Prints ns per byte at each size and the ratio of the
# largest to the smallest: about 1 (or below, the small input paying fixed costs) for a
# cost linear in the input, about 100 for a quadratic one. Writes the `scaling` section of
# Benchmarks/results.json (Benchmarks/record.py, which keeps the other sections).
#
#   Benchmarks/scaling.sh                       # builds (release), runs every shape
#   SHAPE=replay Benchmarks/scaling.sh          # only the shapes whose name contains it
#   PUSHKIT=path BENCH=path Benchmarks/scaling.sh   # use these binaries, do not build
#
# Environment: SECONDS_PER_SIZE (time budget per shape and size, default 0.5), SHAPE,
# OUTPUT (default Benchmarks/results.json; with SHAPE, none), SCRATCH (swift build scratch path, default
# .build-compare).
set -euo pipefail

ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
SCRATCH=${SCRATCH:-$ROOT/.build-compare}
# A run of some shapes (SHAPE) writes nothing unless OUTPUT is given: the section holds every shape.
if [[ -n "${SHAPE:-}" ]]; then OUTPUT=${OUTPUT:-}; else OUTPUT=${OUTPUT:-$ROOT/Benchmarks/results.json}; fi

log() { echo "scaling: $*" >&2; }

# shellcheck source=Benchmarks/binaries.sh
source "$ROOT/Benchmarks/binaries.sh"

WORK=$(mktemp -d "${TMPDIR:-/tmp}/pushkit-scaling.XXXXXX")
trap 'rm -rf "$WORK"' EXIT

args=(--scaling --seconds "${SECONDS_PER_SIZE:-0.5}" --scaling-output "$WORK/scaling.json")
[[ -n "${SHAPE:-}" ]] && args+=(--shape "$SHAPE")
"$BENCH" "${args[@]}"

# The range of the ratios beside the shapes (record.py adds the commit to the date the
# benchmark wrote).
python3 - "$WORK/scaling.json" <<'PY'
import json, sys
path = sys.argv[1]
results = json.load(open(path))
ratios = [shape["ratio"] for shape in results["shapes"]]
summary = {"shapes": len(ratios), "lowestRatio": min(ratios), "highestRatio": max(ratios)} if ratios else {}
results = {"date": results["date"], "ratios": summary, **{k: v for k, v in results.items() if k != "date"}}
with open(path, "w") as f:
    json.dump(results, f)
PY
if [[ -n "$OUTPUT" ]]; then RESULTS="$OUTPUT" python3 "$ROOT/Benchmarks/record.py" scaling "$WORK/scaling.json"; fi

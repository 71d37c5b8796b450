#!/usr/bin/env bash
# Benchmarks/scaling.sh: issue 20's hostile shapes (one diagnostic per array element, a
# link of many query items, many query routes, many links inside an Android `content`,
# a replay of many components and events; issue 25's walkthrough of newlines and of
# escaped controls, rendered as text and HTML) at 10 KB, 100 KB and 1 MB, timed in process by
# `pushkit-benchmarks --scaling`. Prints ns per byte at each size and the ratio of the
# largest to the smallest: about 1 (or below, the small input paying fixed costs) for a
# cost linear in the input, about 100 for a quadratic one. Writes Benchmarks/scaling.json.
#
#   Benchmarks/scaling.sh                       # builds (release), runs every shape
#   SHAPE=replay Benchmarks/scaling.sh          # only the shapes whose name contains it
#   PUSHKIT=path BENCH=path Benchmarks/scaling.sh   # use these binaries, do not build
#
# Environment: SECONDS_PER_SIZE (time budget per shape and size, default 0.5), SHAPE,
# OUTPUT (default Benchmarks/scaling.json), SCRATCH (swift build scratch path, default
# .build-compare).
set -euo pipefail

ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
SCRATCH=${SCRATCH:-$ROOT/.build-compare}
OUTPUT=${OUTPUT:-$ROOT/Benchmarks/scaling.json}

log() { echo "scaling: $*" >&2; }

# shellcheck source=Benchmarks/binaries.sh
source "$ROOT/Benchmarks/binaries.sh"

args=(--scaling --seconds "${SECONDS_PER_SIZE:-0.5}" --scaling-output "$OUTPUT")
[[ -n "${SHAPE:-}" ]] && args+=(--shape "$SHAPE")
"$BENCH" "${args[@]}"

# The commit the numbers are for, beside the date the benchmark wrote.
commit=$(git -C "$ROOT" rev-parse --short HEAD 2> /dev/null || echo unknown)
python3 - "$OUTPUT" "$commit" <<'PY'
import json, sys
path, commit = sys.argv[1], sys.argv[2]
results = json.load(open(path))
results = {"date": results["date"], "commit": commit, **{k: v for k, v in results.items() if k != "date"}}
with open(path, "w") as f:
    json.dump(results, f, indent=2)
    f.write("\n")
PY

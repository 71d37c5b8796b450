#!/usr/bin/env bash
# Benchmarks/allocations.sh: heap allocations per payload, counted by valgrind's DHAT,
# for pushkit's reader, its validator and the whole `pushkit validate --ndjson` batch.
#
#   Benchmarks/allocations.sh                      # builds (release), installs valgrind if missing
#   COUNT=2000 Benchmarks/allocations.sh           # corpus size (default 1000)
#   PUSHKIT=path BENCH=path Benchmarks/allocations.sh   # use these binaries, do not build
#
# Each figure is a difference of two runs, so that start-up and corpus loading cancel out:
#
# - reader, validator: `pushkit-benchmarks --corpus FILE --only reader|validate --passes P`
#   with P = LOW and P = HIGH (one untimed warm-up pass besides), divided by
#   (HIGH - LOW) * COUNT payloads;
# - the batch: `pushkit validate --ndjson --jobs 1 --format json` on the corpus and on
#   the corpus twice over, divided by COUNT. This includes reading the lines, formatting
#   and writing the results.
#
# The figures go to the `allocations` section of OUTPUT (default Benchmarks/results.json,
# written by Benchmarks/record.py, which keeps the other sections; OUTPUT= writes nothing).
#
# Environment: COUNT (payloads, default 1000), LOW and HIGH (pass counts, default 1 and 3),
# SEED (generator seed, default the benchmark's), SCRATCH (swift build scratch path,
# default .build-compare), OUTPUT, KEEP=1 keeps the work folder (corpus and DHAT logs).
set -euo pipefail

ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
SCRATCH=${SCRATCH:-$ROOT/.build-compare}
COUNT=${COUNT:-1000}
LOW=${LOW:-1}
HIGH=${HIGH:-3}
SEED=${SEED:-}
OUTPUT=${OUTPUT-$ROOT/Benchmarks/results.json}

log() { echo "allocations: $*" >&2; }

(( HIGH > LOW )) || { log "HIGH ($HIGH) must be more than LOW ($LOW)"; exit 1; }
# shellcheck source=Benchmarks/setup.sh
source "$ROOT/Benchmarks/setup.sh"
need_valgrind

# ---------------------------------------------------------------- 1. build, corpus
# shellcheck source=Benchmarks/binaries.sh
source "$ROOT/Benchmarks/binaries.sh"

work_folder allocations

CORPUS="$WORK/corpus.ndjson"
DOUBLED="$WORK/corpus-twice.ndjson"
seed_args=()
[[ -n "$SEED" ]] && seed_args=(--seed "$SEED")
log "writing a corpus of $COUNT payloads"
"$BENCH" --write-corpus "$CORPUS" --corpus-size "$COUNT" "${seed_args[@]}" \
    --only raw --seconds 0.05 --no-summary > /dev/null
cat "$CORPUS" "$CORPUS" > "$DOUBLED"
bytes=$(stat -c %s "$CORPUS")

# ---------------------------------------------------------------- 2. DHAT runs
# `dhat NAME COMMAND...` runs COMMAND under DHAT, logging to $WORK/dhat-NAME.log, and
# prints "blocks bytes peak" from DHAT's "Total: N bytes in M blocks" and "At t-gmax: P
# bytes" (the most bytes live at once). COMMAND must exit 0 or 1 (1: invalid payloads).
dhat() {
    local log_file="$WORK/dhat-$1.log" status=0
    shift
    valgrind --tool=dhat --dhat-out-file=/dev/null --log-file="$log_file" "$@" > /dev/null 2>&1 || status=$?
    if (( status > 1 )); then
        log "exit status $status: $*"
        tail -n 20 "$log_file" >&2
        exit 1
    fi
    awk '/Total:/ || /At t-gmax:/ {
        gsub(",", "")
        for (i = 1; i <= NF; i++) {
            if ($i == "bytes" && /Total:/) b = $(i - 1)
            if ($i == "bytes" && /t-gmax:/) g = $(i - 1)
            if ($i == "blocks" && /Total:/) k = $(i - 1)
        }
    }
    END { if (k != "") print k, b, g; else exit 1 }' "$log_file" \
        || { log "no DHAT total in $log_file:"; tail -n 20 "$log_file" >&2; exit 1; }
}

# Prints one table row: the difference of two "blocks bytes" totals over `payloads`.
row() {
    local name=$1 low=$2 high=$3 payloads=$4
    local low_blocks low_bytes high_blocks high_bytes
    read -r low_blocks low_bytes _ <<< "$low"
    read -r high_blocks high_bytes _ <<< "$high"
    awk -v n="$name" -v lb="$low_blocks" -v hb="$high_blocks" -v lB="$low_bytes" -v hB="$high_bytes" \
        -v p="$payloads" 'BEGIN {
        printf "%-44s %14.1f %14.0f %14.0f\n", n, (hb - lb) / p, (hB - lB) / p, (hb - lb)
    }'
}

log "reader under DHAT ($LOW and $HIGH passes)"
reader_low=$(dhat reader-low "$BENCH" --corpus "$CORPUS" --only reader --passes "$LOW" --no-summary)
reader_high=$(dhat reader-high "$BENCH" --corpus "$CORPUS" --only reader --passes "$HIGH" --no-summary)
log "validator under DHAT ($LOW and $HIGH passes)"
validate_low=$(dhat validate-low "$BENCH" --corpus "$CORPUS" --only validate --passes "$LOW" --no-summary)
validate_high=$(dhat validate-high "$BENCH" --corpus "$CORPUS" --only validate --passes "$HIGH" --no-summary)
log "pushkit validate --ndjson under DHAT (the corpus once and twice)"
cli_once=$(dhat batch-once "$PUSHKIT" validate --ndjson --jobs 1 --format json "$CORPUS")
cli_twice=$(dhat batch-twice "$PUSHKIT" validate --ndjson --jobs 1 --format json "$DOUBLED")

# ---------------------------------------------------------------- 3. table
passes=$(( HIGH - LOW ))
echo "heap allocations per payload (valgrind DHAT), corpus of $COUNT payloads, $bytes bytes" \
    "(mean $(( bytes / COUNT )) bytes a line)"
echo "binaries: $PUSHKIT, $BENCH"
echo
printf '%-44s %14s %14s %14s\n' "measured" "blocks/payload" "bytes/payload" "blocks (diff)"
row "JSONReader.read (reader alone)" "$reader_low" "$reader_high" $(( passes * COUNT ))
row "Validator.validate (read + validate)" "$validate_low" "$validate_high" $(( passes * COUNT ))
row "validate --ndjson --jobs 1 --format json" "$cli_once" "$cli_twice" "$COUNT"
echo
read -r _ _ once_peak <<< "$cli_once"
read -r _ _ twice_peak <<< "$cli_twice"
awk -v o="$once_peak" -v t="$twice_peak" -v n="$COUNT" 'BEGIN {
    printf "batch peak heap (DHAT t-gmax): %.2f MB for %d payloads, %.2f MB for %d\n", o / 1e6, n, t / 1e6, 2 * n
}'
echo "(reader, validator: $HIGH passes minus $LOW, over $(( passes * COUNT )) payloads;" \
    "batch: the corpus twice minus once, over $COUNT payloads; bytes = bytes allocated, not peak)"

# ---------------------------------------------------------------- 4. results
if [[ -n "$OUTPUT" ]]; then
    python3 - "$WORK/section.json" "$COUNT" "$bytes" "$passes" \
        "$reader_low" "$reader_high" "$validate_low" "$validate_high" "$cli_once" "$cli_twice" <<'PY'
import json, sys
path, count, size, passes = sys.argv[1:5]
reader_low, reader_high, validate_low, validate_high, once, twice = (
    [int(field) for field in run.split()] for run in sys.argv[5:11])
count, passes = int(count), int(passes)
def per(low, high, payloads, index=0):
    return round((high[index] - low[index]) / payloads, 2)
section = {
    "corpus": {"payloads": count, "bytes": int(size)},
    "perPayload": {
        "reader": per(reader_low, reader_high, passes * count),
        "validate": per(validate_low, validate_high, passes * count),
        "ndjsonJobs1": per(once, twice, count),
    },
    "bytesPerPayload": {
        "reader": round(per(reader_low, reader_high, passes * count, 1)),
        "validate": round(per(validate_low, validate_high, passes * count, 1)),
        "ndjsonJobs1": round(per(once, twice, count, 1)),
    },
    "batchPeakBytes": {"corpus": once[2], "corpusTwice": twice[2]},
    "note": "Benchmarks/allocations.sh: heap allocations (blocks) counted by valgrind DHAT, a difference of two "
    + "runs each; ndjsonJobs1 is pushkit validate --ndjson --jobs 1 --format json, reading and writing included",
}
with open(path, "w") as f:
    json.dump(section, f)
PY
    RESULTS="$OUTPUT" python3 "$ROOT/Benchmarks/record.py" allocations "$WORK/section.json"
fi

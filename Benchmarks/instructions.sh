#!/usr/bin/env bash
# Benchmarks/instructions.sh: instructions per payload, counted by valgrind's callgrind, for
# pushkit's Validator (read + model + every rule), its JSONReader alone, and the Validator on
# a minimal 80-byte payload. Instruction counts repeat from run to run where wall-clock does
# not, so this is the regression check (docs/benchmarks.md, "Instructions per payload").
#
#   Benchmarks/instructions.sh                   # builds (release), writes its section of Benchmarks/results.json
#   CHECK=1 Benchmarks/instructions.sh           # exits 1 if validate is above the committed ceiling
#   PUSHKIT=path BENCH=path Benchmarks/instructions.sh   # use these binaries, do not build
#
# Each figure is a difference of two runs, so that start-up and corpus loading cancel out:
# `pushkit-benchmarks --corpus FILE --only validate|reader --passes P --no-summary` under
# callgrind with P = 1 and P = 3 (one untimed warm-up pass besides, in both), and
#   instructions per payload = (refs(3 passes) - refs(1 pass)) / (2 * COUNT).
# The corpus is the benchmark's own (`--write-corpus FILE --corpus-size COUNT`, default
# seed); the minimal figure runs the Validator on a corpus of COUNT copies of one line
# (MINIMAL below). SWIFT_DETERMINISTIC_HASHING=1 fixes set and dictionary iteration order,
# which otherwise moves the count by about 1,000 instructions a payload.
#
# Without CHECK, the figures go to the `instructions` section of OUTPUT (default
# Benchmarks/results.json, written by Benchmarks/record.py, which keeps the other sections)
# with a ceiling of 1.05 x the validate figure. With CHECK=1, the ceiling is read from the
# committed Benchmarks/results.json and nothing is written unless OUTPUT is set. To move
# the ceiling: rerun without CHECK and commit the new results.json, giving the old and the
# new validate figures in the commit message.
#
# Environment: CHECK=1, OUTPUT, COUNT (payloads, default 1000; the committed figures are for
# 1000), BENCH (pushkit-benchmarks; PUSHKIT is accepted like the other scripts but not
# needed), SCRATCH (swift build scratch path, default .build-compare), KEEP=1 keeps the
# work folder (corpora and callgrind.out files, for callgrind_annotate).
set -euo pipefail

ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
SCRATCH=${SCRATCH:-$ROOT/.build-compare}
COUNT=${COUNT:-1000}
CHECK=${CHECK:-0}
COMMITTED="$ROOT/Benchmarks/results.json"
if [[ "$CHECK" == 1 ]]; then
    OUTPUT=${OUTPUT:-}
else
    OUTPUT=${OUTPUT:-$COMMITTED}
fi
# One alert, 80 bytes: the least a real push carries, so the fixed cost of a validation.
MINIMAL='{"aps":{"alert":{"title":"Order 12","body":"Your parcel is on its way"}},"id":7}'
MARGIN=1.05

log() { echo "instructions: $*" >&2; }

(( ${#MINIMAL} == 80 )) || { log "MINIMAL is ${#MINIMAL} bytes, not 80"; exit 1; }
# shellcheck source=Benchmarks/setup.sh
source "$ROOT/Benchmarks/setup.sh"
need_valgrind

# ---------------------------------------------------------------- 1. build, corpora
if [[ -z "${BENCH:-}" ]]; then
    log "building pushkit-benchmarks (release)"
    (cd "$ROOT" && swift build -c release --scratch-path "$SCRATCH" --product pushkit-benchmarks >&2)
    BENCH="$(cd "$ROOT" && swift build -c release --scratch-path "$SCRATCH" --show-bin-path)/pushkit-benchmarks"
fi
[[ -x "$BENCH" ]] || { log "no pushkit-benchmarks at $BENCH"; exit 1; }

work_folder instructions

CORPUS="$WORK/corpus.ndjson"
MINIMAL_CORPUS="$WORK/minimal.ndjson"
log "writing a corpus of $COUNT payloads"
"$BENCH" --write-corpus "$CORPUS" --corpus-size "$COUNT" --only raw --seconds 0.05 --no-summary > /dev/null
for (( i = 0; i < COUNT; i++ )); do printf '%s\n' "$MINIMAL"; done > "$MINIMAL_CORPUS"
bytes=$(stat -c %s "$CORPUS")

# ---------------------------------------------------------------- 2. callgrind runs
# `refs NAME CORPUS CASE PASSES` runs the benchmark under callgrind, one at a time, and
# prints the instructions it executed (callgrind's "Collected").
refs() {
    local name=$1 corpus=$2 item=$3 passes=$4 log_file="$WORK/callgrind-$1.log" status=0
    SWIFT_DETERMINISTIC_HASHING=1 valgrind --tool=callgrind --log-file="$log_file" \
        --callgrind-out-file="$WORK/callgrind.out.$name" \
        "$BENCH" --corpus "$corpus" --only "$item" --passes "$passes" --no-summary > /dev/null 2>&1 \
        || status=$?
    if (( status != 0 )); then
        log "exit status $status: $BENCH --corpus $corpus --only $item --passes $passes"
        tail -n 20 "$log_file" >&2
        exit 1
    fi
    awk '/Collected :/ { gsub(",", ""); n = $NF } END { if (n != "") print n; else exit 1 }' "$log_file" \
        || { log "no callgrind total in $log_file:"; tail -n 20 "$log_file" >&2; exit 1; }
}

# `per_payload NAME CORPUS CASE` prints (refs(3) - refs(1)) / (2 * COUNT), rounded.
per_payload() {
    local low high
    log "$1: callgrind, 1 and 3 passes"
    low=$(refs "$1-1" "$2" "$3" 1)
    high=$(refs "$1-3" "$2" "$3" 3)
    awk -v l="$low" -v h="$high" -v n="$COUNT" 'BEGIN { printf "%.0f\n", (h - l) / (2 * n) }'
}

validate=$(per_payload validate "$CORPUS" validate)
reader=$(per_payload reader "$CORPUS" reader)
minimal=$(per_payload minimal "$MINIMAL_CORPUS" validate)

# ---------------------------------------------------------------- 3. results
commit=$(git -C "$ROOT" rev-parse --short HEAD 2> /dev/null || echo unknown)
echo "instructions per payload (callgrind, SWIFT_DETERMINISTIC_HASHING=1), corpus of $COUNT payloads," \
    "$bytes bytes (mean $(( bytes / COUNT )) bytes a line), at $commit"
echo "binary: $BENCH"
printf '  %-44s %12s\n' "Validator.validate (read + model + rules)" "$validate" \
    "JSONReader.read (reader alone)" "$reader" "Validator.validate, minimal 80-byte payload" "$minimal"

if [[ -n "$OUTPUT" ]]; then
    python3 - "$WORK/section.json" "$COUNT" "$bytes" "$validate" "$reader" "$minimal" "$MARGIN" <<'PY'
import json, math, sys
path, count, size, validate, reader, minimal, margin = sys.argv[1:]
section = {
    "corpus": {"payloads": int(count), "bytes": int(size)},
    "perPayload": {"validate": int(validate), "reader": int(reader), "minimal": int(minimal)},
    "ceiling": {"validate": math.ceil(int(validate) * float(margin))},
    "note": "Benchmarks/instructions.sh: callgrind instructions a payload, (3 passes - 1) / (2 x payloads); "
    + "CI fails when validate is above the ceiling",
}
with open(path, "w") as f:
    json.dump(section, f)
PY
    RESULTS="$OUTPUT" python3 "$ROOT/Benchmarks/record.py" instructions "$WORK/section.json"
fi

if [[ "$CHECK" == 1 ]]; then
    [[ -f "$COMMITTED" ]] || { log "no $COMMITTED to check against"; exit 1; }
    read -r ceiling ceiling_count figure at < <(python3 - "$COMMITTED" <<'PY'
import json, sys
r = json.load(open(sys.argv[1]))["instructions"]
print(r["ceiling"]["validate"], r.get("corpus", {}).get("payloads", 1000), r["perPayload"]["validate"], r["commit"])
PY
)
    if [[ "$ceiling_count" != "$COUNT" ]]; then
        log "the committed figures are for $ceiling_count payloads, this run for $COUNT: set COUNT=$ceiling_count"
        exit 1
    fi
    if (( validate > ceiling )); then
        echo "error: validate takes $validate instructions per payload, above the ceiling of $ceiling" \
            "($figure at $at, x $MARGIN) in Benchmarks/results.json (instructions)." >&2
        echo "If the cost is meant, move the ceiling: run Benchmarks/instructions.sh (without CHECK) and commit" \
            "Benchmarks/results.json with both figures ($figure -> $validate) in the commit message." >&2
        exit 1
    fi
    echo "ok: validate takes $validate instructions per payload, within the ceiling of $ceiling" \
        "($figure at $at, x $MARGIN)"
fi

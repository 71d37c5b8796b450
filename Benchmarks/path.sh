#!/usr/bin/env bash
# Benchmarks/path.sh: the speed of the sending service's path (issue 37 item 7), ratios from
# one run, release build:
#   - `pushkit prepare --ndjson --jobs 1` against `pushkit validate --ndjson --jobs 1` on the
#     same payloads (each payload of the corpus as the job of the service it is for: an APNs
#     job when it has "aps", else an FCM one), both whole commands, payloads (jobs) a second;
#   - `pushkit validate --ndjson --jobs 1` as a whole command against Validator.validate in
#     process (pushkit-benchmarks --only validate) on the same corpus.
# Where valgrind is installed, prepare's ratio is also counted in instructions (callgrind, one run
# of each command on the corpus once). Both targets: at least 0.6x. The figures go to the `path` section of Benchmarks/results.json
# (Benchmarks/record.py).
#
#   Benchmarks/path.sh                              # builds (release, .build-compare), runs
#   PUSHKIT=path BENCH=path Benchmarks/path.sh      # use these binaries, do not build
#
# Environment: COUNT (payloads, default 3000), SCALE (the corpus concatenated SCALE times for
# the whole-command runs, default 5), REPEAT (runs of each command, best kept, default 3), CORE
# (the core the runs are pinned to, default 0), SCRATCH (default .build-compare), KEEP=1 keeps
# the work folder.
set -euo pipefail

ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
SCRATCH=${SCRATCH:-$ROOT/.build-compare}
COUNT=${COUNT:-3000}
SCALE=${SCALE:-5}
REPEAT=${REPEAT:-3}
CORE=${CORE:-0}

log() { echo "path: $*" >&2; }

# shellcheck source=Benchmarks/setup.sh
source "$ROOT/Benchmarks/setup.sh"
work_folder path
# shellcheck source=Benchmarks/binaries.sh
source "$ROOT/Benchmarks/binaries.sh"

PIN=()
command -v taskset > /dev/null && PIN=(taskset -c "$CORE")

CORPUS="$WORK/corpus.ndjson"
log "writing a corpus of $COUNT payloads"
"$BENCH" --write-corpus "$CORPUS" --corpus-size "$COUNT" --only raw --seconds 0.05 --no-summary > /dev/null
PAYLOADS="$WORK/payloads.ndjson"
JOBS="$WORK/jobs.ndjson"
python3 - "$CORPUS" "$SCALE" "$PAYLOADS" "$JOBS" <<'PY'
import json, sys
corpus, scale, payloads_path, jobs_path = sys.argv[1], int(sys.argv[2]), sys.argv[3], sys.argv[4]
lines = [line for line in open(corpus, "rb").read().split(b"\n") if line]
apns = b'{"id":"%d","apns":{"deviceToken":"a1b2c3d4e5f60718","bundleID":"com.example.shop"},"payload":'
fcm = b'{"id":"%d","fcm":{"projectID":"shop-1234","token":"fcm-token-1"},"payload":'
with open(payloads_path, "wb") as payloads, open(jobs_path, "wb") as jobs:
    number = 0
    for _ in range(scale):
        for line in lines:
            number += 1
            try:
                document = json.loads(line)
                is_apns = isinstance(document, dict) and "aps" in document
            except ValueError:
                is_apns = True
            payloads.write(line + b"\n")
            jobs.write((apns if is_apns else fcm) % number + line + b"}\n")
PY
count=$(wc -l < "$PAYLOADS")

best_of() { # command...: the best wall time of REPEAT runs, in seconds
    local best=0 t0 t1 ns i
    for ((i = 0; i < REPEAT; i++)); do
        t0=$(date +%s%N)
        "$@" > /dev/null 2>&1 || true
        t1=$(date +%s%N)
        ns=$((t1 - t0))
        if ((best == 0 || ns < best)); then best=$ns; fi
    done
    python3 -c "print($best / 1e9)"
}

log "pushkit in process (Validator.validate)"
"${PIN[@]}" "$BENCH" --corpus "$CORPUS" --only validate --seconds "${IN_PROCESS_SECONDS:-2}" --no-summary \
    > "$WORK/in-process.txt"
in_process=$(python3 -c '
import sys
row = next(l for l in open(sys.argv[1]).read().splitlines() if l.startswith("pushkit Validator.validate"))
print(float(row.split()[2]))' "$WORK/in-process.txt")
log "validate --ndjson --jobs 1 ($count payloads, best of $REPEAT)"
validate_s=$(best_of "${PIN[@]}" "$PUSHKIT" validate --ndjson --jobs 1 --format json "$PAYLOADS")
log "prepare --ndjson --jobs 1 ($count jobs, best of $REPEAT)"
prepare_s=$(best_of "${PIN[@]}" "$PUSHKIT" prepare --ndjson --jobs 1 "$JOBS")
"$PUSHKIT" prepare --ndjson --jobs 1 "$JOBS" 2> "$WORK/prepare-summary.txt" > /dev/null || true

# The same ratio in instructions (callgrind, one run of each whole command on the corpus once,
# start-up included), which a busy machine does not move: 0 0 when valgrind is not installed.
instructions() { # output-name command...: the instructions callgrind collected
    SWIFT_DETERMINISTIC_HASHING=1 valgrind --tool=callgrind --log-file="$WORK/$1.log" \
        --callgrind-out-file="$WORK/$1.out" "${@:2}" > /dev/null 2>&1 || true
    grep -o 'Collected : [0-9]*' "$WORK/$1.log" | grep -o '[0-9]*$'
}
validate_i=0 prepare_i=0
if command -v valgrind > /dev/null; then
    head -n "$COUNT" "$PAYLOADS" > "$WORK/payloads-once.ndjson"
    head -n "$COUNT" "$JOBS" > "$WORK/jobs-once.ndjson"
    log "instructions: validate and prepare on $COUNT lines (callgrind)"
    validate_i=$(instructions validate "$PUSHKIT" validate --ndjson --jobs 1 --format json "$WORK/payloads-once.ndjson")
    prepare_i=$(instructions prepare "$PUSHKIT" prepare --ndjson --jobs 1 "$WORK/jobs-once.ndjson")
fi

python3 - "$count" "$in_process" "$validate_s" "$prepare_s" "$COUNT" "$SCALE" "$REPEAT" "$WORK" \
    "$(cat "$WORK/prepare-summary.txt")" "$validate_i" "$prepare_i" <<'PY'
import json, os, subprocess, sys
count, in_process, validate_s, prepare_s = int(sys.argv[1]), float(sys.argv[2]), float(sys.argv[3]), float(sys.argv[4])
corpus, scale, repeat, work, summary = int(sys.argv[5]), int(sys.argv[6]), int(sys.argv[7]), sys.argv[8], sys.argv[9]
validate_i, prepare_i = int(sys.argv[10] or 0), int(sys.argv[11] or 0)
validate = count / validate_s
prepare = count / prepare_s
section = {
    "corpus": {"payloads": corpus, "scale": scale, "lines": count, "prepared": summary.strip()},
    "payloadsPerSecond": {
        "inProcess": round(in_process),
        "validateJobs1": round(validate),
        "prepareJobs1": round(prepare),
    },
    "ratios": {
        "prepareOverValidateJobs1": round(prepare / validate, 2),
        "validateJobs1OverInProcess": round(validate / in_process, 2),
    },
    "targets": {"prepareOverValidateJobs1": 0.6, "validateJobs1OverInProcess": 0.6},
    "load": " ".join(open("/proc/loadavg").read().split()[:3]),
    "note": "Benchmarks/path.sh, one run on a shared 2-core machine, pinned to one core, best of "
    + f"{repeat} whole-command runs on the corpus x {scale}: compare ratios, not payloads/s",
}
if validate_i and prepare_i:
    # Lines a second go as one over the instructions a line: prepare's rate over validate's is
    # validate's instructions over prepare's.
    section["instructions"] = {
        "lines": corpus,
        "validateJobs1": validate_i,
        "prepareJobs1": prepare_i,
        "prepareOverValidateJobs1": round(validate_i / prepare_i, 2),
        "note": "callgrind, one run of each whole command on the corpus once, start-up included",
    }
path = os.path.join(work, "path-section.json")
json.dump(section, open(path, "w"))
print(json.dumps(section, indent=2))
for name, aim in section["targets"].items():
    got = section["ratios"][name]
    print(f"{name}: {got:.2f}x (target at least {aim}x: {'met' if got >= aim else 'not met'})")
if "instructions" in section:
    got = section["instructions"]["prepareOverValidateJobs1"]
    aim = section["targets"]["prepareOverValidateJobs1"]
    print(f"prepareOverValidateJobs1 in instructions: {got:.2f}x (target at least {aim}x: {'met' if got >= aim else 'not met'})")
PY
python3 "$ROOT/Benchmarks/record.py" path "$WORK/path-section.json"

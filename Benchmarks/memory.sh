#!/usr/bin/env bash
# Benchmarks/memory.sh: peak resident memory and throughput of `pushkit validate --ndjson`
# on a 10 MB prefix, a 100 MB prefix and a whole file of about 1 GB, to show that memory
# does not grow with the input. Prints input MB, lines, seconds, payloads/s and peak RSS.
#
#   Benchmarks/memory.sh                        # builds (release), runs on 1 GB
#   SIZE_MB=4096 Benchmarks/memory.sh           # a bigger file
#   PUSHKIT=path BENCH=path Benchmarks/memory.sh   # use these binaries, do not build
#
# The file is a pushkit-benchmarks corpus repeated until it holds SIZE_MB megabytes; it
# lives in a temporary folder removed on exit (it needs SIZE_MB * 1.1 MB free there).
# Every run checks that pushkit wrote one result per input line and that its summary
# counts every line.
#
# Environment: SIZE_MB (megabytes of the whole file, 10^6 bytes each, default 1024),
# COUNT (payloads in the corpus that is repeated, default 20000), JOBS (--jobs; default
# pushkit's own, one per core), SCRATCH (swift build scratch path, default .build-compare),
# TMPDIR (where the temporary folder goes, default /tmp).
set -euo pipefail

ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
SCRATCH=${SCRATCH:-$ROOT/.build-compare}
SIZE_MB=${SIZE_MB:-1024}
COUNT=${COUNT:-20000}
JOBS=${JOBS:-}

log() { echo "memory: $*" >&2; }

[[ -x /usr/bin/time ]] || { log "/usr/bin/time (GNU time) is needed: apt-get install time"; exit 1; }
(( SIZE_MB >= 100 )) || { log "SIZE_MB must be at least 100 (the largest prefix)"; exit 1; }

# ---------------------------------------------------------------- 1. build
# shellcheck source=Benchmarks/binaries.sh
source "$ROOT/Benchmarks/binaries.sh"

# ---------------------------------------------------------------- 2. the input
WORK=$(mktemp -d "${TMPDIR:-/tmp}/pushkit-memory.XXXXXX")
trap 'rm -rf "$WORK"' EXIT

need_kb=$(( SIZE_MB * 1000 * 1000 * 11 / 10 / 1024 ))
free_kb=$(df -Pk "$WORK" | awk 'NR == 2 { print $4 }')
if (( free_kb < need_kb )); then
    log "$WORK has $(( free_kb / 1024 )) MiB free; the files need about $(( need_kb / 1024 )) MiB (set TMPDIR)"
    exit 1
fi

CORPUS="$WORK/corpus.ndjson"
BIG="$WORK/input.ndjson"
log "writing a corpus of $COUNT payloads"
"$BENCH" --write-corpus "$CORPUS" --corpus-size "$COUNT" --only raw --seconds 0.05 --no-summary > /dev/null
target=$(( SIZE_MB * 1000 * 1000 ))
log "repeating it to $SIZE_MB MB"
: > "$BIG"
while (( $(stat -c %s "$BIG") < target )); do cat "$CORPUS" >> "$BIG"; done

# A prefix of the file on a line boundary: its first `$1` megabytes, the cut line dropped.
prefix() {
    head -c "$(( $1 * 1000 * 1000 ))" "$BIG" | head -n -1 > "$WORK/prefix-$1.ndjson"
    echo "$WORK/prefix-$1.ndjson"
}
inputs=("$(prefix 10)" "$(prefix 100)" "$BIG")

# ---------------------------------------------------------------- 3. runs
jobs_args=()
[[ -n "$JOBS" ]] && jobs_args=(--jobs "$JOBS")
echo "pushkit validate --ndjson FILE --format json${JOBS:+ --jobs $JOBS}"
echo "binary: $PUSHKIT"
echo "machine: $(nproc) cores; jobs: ${JOBS:-default (one per core)}; corpus of $COUNT payloads repeated"
echo
printf '%10s %10s %9s %12s %13s  %s\n' "input MB" "lines" "seconds" "payloads/s" "peak RSS MB" "check"
failed=0
for file in "${inputs[@]}"; do
    bytes=$(stat -c %s "$file")
    lines=$(wc -l < "$file")
    # Standard output goes to `wc -l` instead of /dev/null, to count the results.
    set +e
    /usr/bin/time -o "$WORK/time.txt" -f '%e %M' \
        "$PUSHKIT" validate --ndjson "$file" --format json "${jobs_args[@]}" 2> "$WORK/stderr.txt" \
        | wc -l > "$WORK/results.txt"
    status=${PIPESTATUS[0]}
    set -e
    read -r seconds peak_kb < <(tail -n 1 "$WORK/time.txt")
    results=$(< "$WORK/results.txt")
    summary=$(head -n 1 "$WORK/stderr.txt")
    check="ok"
    if (( status > 1 )); then
        check="FAILED: exit status $status"
    elif [[ "$results" != "$lines" ]]; then
        check="FAILED: $results results for $lines lines"
    elif [[ "$summary" != "$lines payloads:"* ]]; then
        check="FAILED: summary '$summary'"
    fi
    [[ "$check" == ok ]] || failed=1
    awk -v b="$bytes" -v l="$lines" -v s="$seconds" -v m="$peak_kb" -v c="$check" 'BEGIN {
        rate = s > 0 ? sprintf("%.0f", l / s) : "-"
        printf "%10.1f %10d %9.2f %12s %13.1f  %s\n", b / 1e6, l, s, rate, m / 1024, c
    }'
done
echo
echo "(MB = 10^6 bytes of input; peak RSS from /usr/bin/time %M, in MiB)"
exit "$failed"

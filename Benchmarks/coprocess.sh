#!/usr/bin/env bash
# Benchmarks/coprocess.sh: `pushkit prepare --ndjson -` and `pushkit validate --ndjson -` as a
# sending service drives them, over pipes (issue 37, item 1): how soon a job is answered with
# standard input left open, and the peak resident memory over many jobs written one line per
# write(2), the producer's pattern that used to keep a 64 KiB chunk alive per line.
#
#   Benchmarks/coprocess.sh                      # builds (release)
#   JOBS_COUNT=100000 Benchmarks/coprocess.sh     # fewer jobs for the memory run
#   PUSHKIT=path Benchmarks/coprocess.sh          # use this binary, do not build
#
# Latency: one co-process each for prepare and validate; ROUNDS times, one line is written
# and the answer awaited (stdin stays open throughout), the time from the write to the whole
# answer line is taken; the median and the largest are kept (issue 37: within 100 ms).
# Memory: JOBS_COUNT lines (default 1,000,000; the jobs of Payloads/jobs.ndjson in turn, and
# for validate their payloads) written one line per write(2) by this script while a thread
# reads the answers; the co-process's peak RSS from wait4(2) (issue 37: at most 64 MB), and
# that every line got one answer.
#
# The figures go to the `coprocess` section of OUTPUT (default Benchmarks/results.json, by
# Benchmarks/record.py; OUTPUT= writes nothing).
#
# Environment: ROUNDS (default 50), JOBS_COUNT, SCRATCH (default .build-compare), OUTPUT.
set -euo pipefail

ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
SCRATCH=${SCRATCH:-$ROOT/.build-compare}
OUTPUT=${OUTPUT-$ROOT/Benchmarks/results.json}
export ROUNDS=${ROUNDS:-50}
export JOBS_COUNT=${JOBS_COUNT:-1000000}

log() { echo "coprocess: $*" >&2; }

if [[ -z "${PUSHKIT:-}" ]]; then
    log "building pushkit (release)"
    (cd "$ROOT" && swift build -c release --scratch-path "$SCRATCH" --product pushkit >&2)
    PUSHKIT="$(cd "$ROOT" && swift build -c release --scratch-path "$SCRATCH" --show-bin-path)/pushkit"
fi
[[ -x "$PUSHKIT" ]] || { log "no pushkit at $PUSHKIT"; exit 1; }

SECTION=$(mktemp "${TMPDIR:-/tmp}/pushkit-coprocess.XXXXXX")
trap 'rm -f "$SECTION"' EXIT

python3 - "$PUSHKIT" "$ROOT/Payloads/jobs.ndjson" "$SECTION" <<'PY'
import json, os, statistics, subprocess, sys, threading, time

pushkit, jobs_path, section_path = sys.argv[1:4]
rounds, count = int(os.environ["ROUNDS"]), int(os.environ["JOBS_COUNT"])
jobs = [line for line in open(jobs_path, "rb").read().split(b"\n") if line.strip()]
payloads = [json.dumps(json.loads(job)["payload"], ensure_ascii=False, separators=(",", ":")).encode() for job in jobs]
commands = {
    "prepare": ([pushkit, "prepare", "--ndjson", "-"], jobs),
    "validate": ([pushkit, "validate", "--ndjson", "-", "--format", "json"], payloads),
}


def latency(command, lines):
    """Median and largest milliseconds from writing a line to reading its whole answer."""
    process = subprocess.Popen(command, stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL)
    times = []
    for index in range(rounds):
        line = lines[index % len(lines)] + b"\n"
        start = time.perf_counter()
        os.write(process.stdin.fileno(), line)
        answer = process.stdout.readline()
        times.append((time.perf_counter() - start) * 1000)
        assert answer.endswith(b"\n"), answer
    process.stdin.close()
    process.wait()
    return round(statistics.median(times), 2), round(max(times), 2)


def memory(command, lines):
    """Peak RSS (MB) of the co-process over `count` lines written one per write(2), and the answers."""
    process = subprocess.Popen(command, stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL)
    answers = [0]

    def read():
        for _ in process.stdout:
            answers[0] += 1

    reader = threading.Thread(target=read)
    reader.start()
    descriptor = process.stdin.fileno()
    ended = [line + b"\n" for line in lines]
    start = time.perf_counter()
    for index in range(count):
        os.write(descriptor, ended[index % len(ended)])
    process.stdin.close()
    _, status, usage = os.wait4(process.pid, 0)
    seconds = time.perf_counter() - start
    reader.join()
    assert answers[0] == count, (answers[0], count)
    return round(usage.ru_maxrss / 1024, 1), round(count / seconds)


section = {"jobs": count, "rounds": rounds}
for name, (command, lines) in commands.items():
    median, largest = latency(command, lines)
    peak, rate = memory(command, lines)
    section[name] = {
        "command": " ".join(["pushkit"] + command[1:]),
        "answerMedianMs": median,
        "answerMaxMs": largest,
        "peakRSSMB": peak,
        "linesPerSecondOneLinePerWrite": rate,
    }
    print(f"{name}: answer with stdin open median {median} ms, max {largest} ms; "
          f"{count} lines one per write: peak RSS {peak} MB, {rate} lines/s")
section["criteria"] = "issue 37: an answer within 100 ms with stdin open; peak RSS at most 64 MB over 1M lines one per write"
section["method"] = ("Benchmarks/coprocess.sh: a release pushkit driven over pipes by Python; latency from os.write of one "
                     "line to the answer line read, stdin left open; peak RSS from wait4(2) after JOBS_COUNT lines, each "
                     "its own os.write, the jobs of Payloads/jobs.ndjson (for validate, their payloads) in turn")
json.dump(section, open(section_path, "w"))
PY

if [[ -n "$OUTPUT" ]]; then
    RESULTS="$OUTPUT" python3 "$ROOT/Benchmarks/record.py" coprocess "$SECTION"
fi

#!/usr/bin/env bash
# Benchmarks/serial.sh: the serial part of `pushkit validate --ndjson`, counted by valgrind's
# callgrind: the instructions run on the one task that reads the input, splits it into lines
# and writes the results in order, as a share of the run's instructions (issue 24: under 2%).
#
#   Benchmarks/serial.sh                           # builds (release), installs valgrind if missing
#   COUNT=1000 REPEAT=5 Benchmarks/serial.sh       # the corpus (COUNT payloads) REPEAT times over
#   PUSHKIT=path BENCH=path Benchmarks/serial.sh   # use these binaries, do not build
#
# The run: `pushkit validate --ndjson --jobs 1 --format json CORPUS > /dev/null` under
# callgrind with SWIFT_DETERMINISTIC_HASHING=1, CORPUS being the benchmark's corpus
# (`pushkit-benchmarks --write-corpus FILE --corpus-size COUNT`, default seed, as
# instructions.sh) written REPEAT times over. The instructions of every thread are counted.
#
# What is serial (Sources/PushKitCore/Batch/NDJSONValidator.swift, FileChunks.swift,
# NDJSONLines.swift; Sources/PushKitCLI/Subcommands/Validate+NDJSON.swift, IO/OutputChannel.swift):
# the task that iterates `NDJSONValidator.MappedResults` runs, one after another,
#   read     FileChunks.AsyncIterator.next() (one read(2) of up to 64 KiB into a new array)
#            and NDJSONInput.AsyncIterator.next(), which calls it;
#   split    MappedResults.Iterator.readBatch(): NDJSONLines.split(_:into:) cuts the chunks
#            into lines (shown apart as a part of it), and the batch is cut off the lines read;
#   handOff  MappedResults.Iterator.nextBatch(): starts the task that validates a batch, waits
#            for it, and hands it to next(), which hands the outputs out one at a time (inlined
#            into the caller's loop, so counted in write where it is);
#   write    Validate.stream(_:source:threads:_:), the `for try await` loop: OutputChannel.write
#            (inlined; shown apart with OutputChannel.flush, the write(2)) and the summary counts.
# The tasks that validate and format the lines (MappedResults.Iterator.start's closure:
# NDJSONValidator.process, Validator.validate, Validate.result(for:source:style:)) are the
# part that runs in parallel with --jobs N; the executor's scheduling (swift_task_switch,
# WorkerThreads) is in neither part, only in the total.
#
# How it is counted: callgrind_annotate's inclusive costs do not work for async functions. An
# async function returns by a tail call into its caller's continuation, which callgrind records
# as a call, so the inclusive cost of `stream` or `readBatch` holds the rest of the run (thousands
# of percent). So the callgrind file is read here: each part is the own instructions of its
# functions (every partial function of an async one, every recursion level) plus the inclusive
# cost of the calls they make to synchronous functions (NDJSONLines.split, malloc, read(2),
# OutputChannel.flush, ...), leaving out calls into async functions, the executor, and any
# function that goes on, in the call graph, into a part's function (Task.value returning into
# the continuation): those are another part's own cost, or the continuation. No cost is counted
# twice: a part's functions never call each other's synchronous code.
#
# Start-up is measured by a second run on the corpus's first line alone and subtracted from the
# total and from each part, so that the figures are those of the other lines (start-up, the
# first use of the rule tables and the first line cancel out).
#
# The corpus run is made RUNS times and the median by serial share is kept, all shares printed:
# the threads' interleaving may decide which task drops the last reference to what a batch
# held, and moves the rest by a few thousand instructions.
#
# The figures go to the `serial` section of OUTPUT (default Benchmarks/results.json, written by
# Benchmarks/record.py, which keeps the other sections; OUTPUT= writes nothing).
#
# Environment: COUNT (payloads, default 1000), REPEAT (times over, default 5), RUNS (corpus runs,
# default 3), SCRATCH (swift build scratch path, default .build-compare), OUTPUT, KEEP=1 keeps the
# work folder (corpus, callgrind.out files, and for each a .calls file: the calls each part
# counts and leaves out).
set -euo pipefail

ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
SCRATCH=${SCRATCH:-$ROOT/.build-compare}
COUNT=${COUNT:-1000}
REPEAT=${REPEAT:-5}
RUNS=${RUNS:-3}
OUTPUT=${OUTPUT-$ROOT/Benchmarks/results.json}
RUN=(validate --ndjson --jobs 1 --format json)

log() { echo "serial: $*" >&2; }

if ! (( COUNT > 0 && REPEAT > 0 && COUNT * REPEAT > 1 && RUNS > 0 )); then
    log "COUNT ($COUNT) x REPEAT ($REPEAT) must make 2 lines or more, and RUNS ($RUNS) 1 run or more"
    exit 1
fi
# shellcheck source=Benchmarks/setup.sh
source "$ROOT/Benchmarks/setup.sh"
need_valgrind

# ---------------------------------------------------------------- 1. build, corpus
# shellcheck source=Benchmarks/binaries.sh
source "$ROOT/Benchmarks/binaries.sh"

work_folder serial

ONCE="$WORK/corpus-once.ndjson"
CORPUS="$WORK/corpus.ndjson"
FIRST="$WORK/first-line.ndjson"
log "writing a corpus of $COUNT payloads, $REPEAT times over"
"$BENCH" --write-corpus "$ONCE" --corpus-size "$COUNT" --only raw --seconds 0.05 --no-summary > /dev/null
for (( i = 0; i < REPEAT; i++ )); do cat "$ONCE"; done > "$CORPUS"
head -n 1 "$ONCE" > "$FIRST"
payloads=$(( COUNT * REPEAT ))
bytes=$(stat -c %s "$CORPUS")

# ---------------------------------------------------------------- 2. callgrind runs
# `callgrind NAME FILE` runs `pushkit validate --ndjson` on FILE under callgrind, into
# $WORK/callgrind.out.NAME. pushkit exits 1 when a line is invalid: only above 1 is a failure.
callgrind() {
    local name=$1 input=$2 log_file="$WORK/callgrind-$1.log" status=0
    SWIFT_DETERMINISTIC_HASHING=1 valgrind --tool=callgrind --log-file="$log_file" \
        --callgrind-out-file="$WORK/callgrind.out.$name" \
        "$PUSHKIT" "${RUN[@]}" "$input" > /dev/null 2> "$WORK/stderr-$name.txt" || status=$?
    if (( status > 1 )); then
        log "exit status $status: $PUSHKIT ${RUN[*]} $input"
        tail -n 20 "$WORK/stderr-$name.txt" "$log_file" >&2
        exit 1
    fi
}

started=$SECONDS
log "callgrind: pushkit ${RUN[*]} on the first line alone (start-up)"
callgrind start-up "$FIRST"
runs=()
for (( i = 1; i <= RUNS; i++ )); do
    log "callgrind: pushkit ${RUN[*]} on $payloads lines (run $i of $RUNS)"
    callgrind "run-$i" "$CORPUS"
    runs+=("$WORK/callgrind.out.run-$i")
done
log "callgrind runs took $(( SECONDS - started )) s"

# ---------------------------------------------------------------- 3. parts, table, results
SECTION="$WORK/section.json"
commit=$(git -C "$ROOT" rev-parse --short HEAD 2> /dev/null || echo unknown)
echo "the serial part of \`pushkit ${RUN[*]}\` (callgrind, SWIFT_DETERMINISTIC_HASHING=1), corpus of" \
    "$COUNT payloads $REPEAT times over: $payloads lines, $bytes bytes, at $commit"
echo "binary: $PUSHKIT"
python3 - "$WORK/callgrind.out.start-up" "$SECTION" "$payloads" "$bytes" "pushkit ${RUN[*]}" "${runs[@]}" <<'PY'
import collections, json, re, sys

start_file, section_path, payloads, size, command = sys.argv[1:6]
run_files = sys.argv[6:]

# Each part: the mangled-name prefixes of its functions (an async function's partial
# functions share its prefix). Closures (`fU_`) are left out: the closure in `stream` that
# formats a result runs on the tasks that validate.
PARTS = {
    "read": (
        "$s11PushKitCore10FileChunksV13AsyncIteratorV4next",
        "$s10PushKitCLI11NDJSONInputV13AsyncIteratorV4next",
        "$s10PushKitCLI11NDJSONInputV13AsyncIteratorVScIAAScI4next",  # its protocol witness
        "$sScI4next7ElementQzSgyYaKFTj",  # AsyncIteratorProtocol.next(), as readBatch calls it
    ),
    "split": ("$s11PushKitCore15NDJSONValidatorV13MappedResultsV8IteratorV9readBatch",),
    "handOff": (
        "$s11PushKitCore15NDJSONValidatorV13MappedResultsV8IteratorV4next",
        "$s11PushKitCore15NDJSONValidatorV13MappedResultsV8IteratorV9nextBatch",
    ),
    "write": ("$s10PushKitCLI8ValidateV6stream33_",),
}
TITLES = {
    "read": "read     FileChunks/NDJSONInput.AsyncIterator.next",
    "split": "split    MappedResults.Iterator.readBatch",
    "handOff": "handOff  MappedResults.Iterator.next/nextBatch",
    "write": "write    Validate.stream (the write loop)",
}
# Shown inside their part: the calls to NDJSONLines.split and NDJSONLines.finish from
# readBatch, and the lines of OutputChannel.swift inlined into stream with what they call.
SPLIT_FUNCTIONS = ("$s11PushKitCore11NDJSONLinesV5split_4into", "$s11PushKitCore11NDJSONLinesV6finish")
OUTPUT_CHANNEL = "OutputChannel.swift"
# The executor: calls into it go on with another task or the caller's continuation.
EXECUTOR = {"swift_task_switch", "swift_task_future_wait", "swift_task_future_wait_throwing"}
# An async function: an async function type in its mangled name (async, throws, sendable...
# then the function), or a resume partial function (of a reabstraction thunk, say).
ASYNC = re.compile(r"Ya(?:K|Yb|Yc|Yt)*[FcfX]|T[QY]\d*_$")


def parse(path):
    """Own instructions of each function, and inclusive instructions of each call (caller,
    callee, source file of the calling line), recursion levels (`'2`) merged."""
    names, own, calls = {}, collections.Counter(), collections.Counter()
    function = callee = file = function_file = None
    in_call = False
    total = None

    def name(kind, text):
        m = re.match(r"\((\d+)\)(?: (.*))?$", text)
        if not m:
            return text
        if m.group(2) is not None:
            names[kind, m.group(1)] = m.group(2)
        return names[kind, m.group(1)]

    with open(path) as f:
        for line in f:
            if line[:1].isdigit() or line[:1] in "+-*":
                fields = line.split()
                cost = int(fields[1]) if len(fields) > 1 else 0
                if in_call:
                    calls[function, callee, file] += cost
                    in_call = False
                else:
                    own[function, file] += cost
            elif line.startswith("fn="):
                function = re.sub(r"'\d+$", "", name("fn", line[3:].strip()))
                file = function_file
            elif line.startswith("fl="):
                function_file = file = name("fl", line[3:].strip())
            elif line.startswith(("fi=", "fe=")):
                file = name("fl", line[3:].strip())
            elif line.startswith(("cfi=", "cfl=")):
                name("fl", line[4:].strip())  # files share one table of compressed names
            elif line.startswith("cfn="):
                callee = re.sub(r"'\d+$", "", name("fn", line[4:].strip()))
            elif line.startswith("calls="):
                in_call = True
            elif line.startswith(("totals:", "summary:")):
                total = int(line.split()[1])
    if total is None:
        sys.exit(f"serial: no total in {path}")
    return own, calls, total


def part_of(function):
    if function is None or "fU_" in function:
        return None
    for part, prefixes in PARTS.items():
        if function.startswith(prefixes):
            return part
    return None


def measure(path):
    """The parts of the run in callgrind file `path`; the calls counted and left out go to
    `path`.calls (KEEP=1 keeps them, to check what each part holds)."""
    own, calls, total = parse(path)
    listed = []
    parts = dict.fromkeys(PARTS, 0)
    inside = {"NDJSONLines.split": 0, "OutputChannel.write, flush": 0}
    matched = set()
    # The functions that go on, in the call graph, into a part's function: the executor, an
    # awaited getter such as Task.value that found its value and returned into the
    # continuation, the caller's continuation. Calls into them are another part's cost.
    callers = collections.defaultdict(set)
    for caller, callee, _ in calls:
        callers[callee].add(caller)
    goes_on = set()
    stack = [function for function, _ in own if part_of(function)]
    while stack:
        for caller in callers[stack.pop()]:
            if caller not in goes_on:
                goes_on.add(caller)
                stack.append(caller)
    for (function, file), cost in own.items():
        part = part_of(function)
        if part:
            parts[part] += cost
            matched.add(part)
            if part == "write" and (file or "").endswith(OUTPUT_CHANNEL):
                inside["OutputChannel.write, flush"] += cost
    for (caller, callee, file), cost in calls.items():
        part = part_of(caller)
        if not part:
            continue
        left_out = part_of(callee) or callee in goes_on or callee in EXECUTOR or ASYNC.search(callee)
        listed.append((part, cost, "left out" if left_out else "counted", f"{caller} -> {callee}"))
        if left_out:
            continue
        parts[part] += cost
        if part == "split" and callee.startswith(SPLIT_FUNCTIONS):
            inside["NDJSONLines.split"] += cost
        if part == "write" and ((file or "").endswith(OUTPUT_CHANNEL) or "OutputChannelV5flush" in callee):
            inside["OutputChannel.write, flush"] += cost
    with open(path + ".calls", "w") as f:
        for part, cost, kind, call in sorted(listed, key=lambda row: (row[0], -row[1])):
            f.write(f"{part:<8} {kind:<9} {cost:>16,}  {call}\n")
    return parts, inside, total, matched


start_parts, start_inside, start_total, _ = measure(start_file)
measured = []
for run_file in run_files:
    parts, inside, total, matched = measure(run_file)
    missing = [part for part in PARTS if part not in matched]
    if missing:
        sys.exit(
            f"serial: no function of {', '.join(missing)} in the profile: "
            "their names in Sources changed; update PARTS in Benchmarks/serial.sh"
        )
    net_total = total - start_total
    parts = {part: cost - start_parts[part] for part, cost in parts.items()}
    inside = {name: cost - start_inside[name] for name, cost in inside.items()}
    measured.append((100 * sum(parts.values()) / net_total, parts, inside, total, net_total))
# The median run by its serial share (which thread frees a batch's lines, say, varies).
measured.sort(key=lambda run: run[0])
shares = [run[0] for run in measured]
_, parts, inside, total, net_total = measured[len(measured) // 2]
serial = sum(parts.values())


def share(n):
    return 100 * n / net_total


print()
print(f"{'part':<52} {'instructions':>14} {'share':>8}")
for part in PARTS:
    print(f"{TITLES[part]:<52} {parts[part]:>14,} {share(parts[part]):>7.2f}%")
    for name, cost in inside.items():
        if (part, name) in (("split", "NDJSONLines.split"), ("write", "OutputChannel.write, flush")):
            print(f"{'           of which ' + name:<52} {cost:>14,} {share(cost):>7.2f}%")
read_split_write = parts["read"] + parts["split"] + parts["write"]
print(f"{'read + split + write':<52} {read_split_write:>14,} {share(read_split_write):>7.2f}%")
print(f"{'serial part (the four)':<52} {serial:>14,} {share(serial):>7.2f}%")
print(f"{'run, start-up subtracted':<52} {net_total:>14,} {100:>7.2f}%")
print(f"(the whole run {total:,} instructions, start-up and the first line {start_total:,};"
      f" {net_total / (int(payloads) - 1):,.0f} a line; the median of {len(shares)} runs, whose serial"
      f" shares are {', '.join(f'{s:.2f}%' for s in shares)})")

section = {
    "corpus": {"payloads": int(payloads), "bytes": int(size)},
    "run": command,
    "instructions": net_total,
    "startUp": start_total,
    "parts": parts,
    "inside": {"split": {"NDJSONLines.split": inside["NDJSONLines.split"]},
               "write": {"OutputChannel": inside["OutputChannel.write, flush"]}},
    "serialShare": round(share(serial), 2),
    "serialShares": [round(s, 2) for s in shares],
    "readSplitWriteShare": round(share(read_split_write), 2),
    "note": (
        "Benchmarks/serial.sh: callgrind, all threads, SWIFT_DETERMINISTIC_HASHING=1; each figure is the run "
        "on the corpus minus a run on its first line (start-up). A part is the own instructions of the "
        "functions on the task that reads and writes (read: FileChunks/NDJSONInput.AsyncIterator.next; "
        "split: MappedResults.Iterator.readBatch with NDJSONLines.split; "
        "handOff: MappedResults.Iterator.nextBatch; write: Validate.stream's loop, with next() inlined, "
        "and OutputChannel) and of the "
        "synchronous functions they call; serialShare is the four over the run, readSplitWriteShare the "
        "same without handOff; the median of the runs in serialShares"
    ),
}
with open(section_path, "w") as f:
    json.dump(section, f)
PY

if [[ -n "$OUTPUT" ]]; then
    RESULTS="$OUTPUT" python3 "$ROOT/Benchmarks/record.py" serial "$SECTION"
fi

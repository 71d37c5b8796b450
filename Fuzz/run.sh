#!/usr/bin/env bash
# Builds and runs one libFuzzer target.
#
#   Fuzz/run.sh TARGET SECONDS [libFuzzer flags...]   fuzz for SECONDS (0: until stopped)
#   Fuzz/run.sh TARGET repro FILE...                  run saved inputs once (crash reproduction)
#
# TARGET is a file name under Fuzz/Targets/ without `.swift` (reader, ...).
# The binary and the growing corpus live in Fuzz/.out/TARGET/ (ignored by git); crashes,
# timeouts, leaks and out-of-memory inputs are written to Fuzz/Crashes/TARGET/.
# Seeds: every file under Payloads/ and Fuzz/Seeds/TARGET/, and for the targets that read
# payloads (all but router) Fuzz/Seeds/escaped/: each payload of Payloads/ with its URLs in
# JSON escapes (scripts/make-escaped-seeds.py). Dictionary: Fuzz/json.dict.
# Environment:
#   FUZZ_REV=COMMIT          build the library as of this git commit (default: the working tree)
#   FUZZ_PARTS="PushKitJSON ..."  build only these library targets (default: PushKitJSON
#                            PushKitCore PushKitPreview PushKitAppReader; the reader needs
#                            PushKitJSON alone)
#   FUZZ_MAX_LEN=N           largest input in bytes (default 1048576, 1 MiB: the default
#                            --max-bytes, so the sizes that once hung are in reach)
#   FUZZ_TIMEOUT=N           seconds one input may take before it counts as a hang, written
#                            to Fuzz/Crashes/TARGET/timeout-* (default 30: the slowest
#                            linear input seen, 100,000 duplicate keys in 600 KB, takes
#                            11 s with the sanitizers and 0.2 s in release; a quadratic
#                            path at 1 MiB takes minutes in release)
#   FUZZ_JOBS=N              fuzz in N processes (libFuzzer -fork), going on after a crash
#   SWIFTC=PATH              the compiler (default swiftc)
set -euo pipefail

usage() {
    echo "usage: Fuzz/run.sh TARGET SECONDS [libFuzzer flags...]" >&2
    echo "       Fuzz/run.sh TARGET repro FILE..." >&2
    exit 2
}

[[ $# -ge 2 ]] || usage
target=$1
mode=$2
shift 2

fuzz_dir=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$fuzz_dir/.." && pwd)
target_file="$fuzz_dir/Targets/$target.swift"
if [[ ! -f $target_file ]]; then
    echo "run.sh: no target '$target'; available:" $(cd "$fuzz_dir/Targets" && ls *.swift | sed 's/\.swift$//') >&2
    exit 2
fi

out="$fuzz_dir/.out/$target"
binary="$out/fuzz-$target"
crashes="$fuzz_dir/Crashes/$target"
mkdir -p "$out/corpus" "$crashes"

# Build from a snapshot of the library's sources, the shared entry point and this one
# target (so edits made meanwhile cannot break the build halfway), as one module.
# FUZZ_REV=HEAD (or any commit) takes the library from git instead of the working tree.
snapshot="$out/src"
rm -rf "$snapshot"
mkdir -p "$snapshot"
parts=(${FUZZ_PARTS:-PushKitJSON PushKitCore PushKitPreview PushKitAppReader})
mkdir -p "$snapshot/Sources"
for part in "${parts[@]}"; do
    if [[ -n ${FUZZ_REV:-} ]]; then
        git -C "$root" archive "$FUZZ_REV" "Sources/$part" | tar -x -C "$snapshot"
    else
        cp -R "$root/Sources/$part" "$snapshot/Sources/"
    fi
done
# The targets become one module here: the imports between them go, a name qualified by its
# target's module (`PushKitCore.Platform`) is qualified by this one, and `package`
# declarations need a package name (below).
find "$snapshot/Sources" -name '*.swift' -print0 |
    xargs -0 sed -i -E -e '/^(@_exported )?import PushKit[A-Za-z]+$/d' \
        -e 's/\b(PushKitJSON|PushKitCore|PushKitPreview|PushKitAppReader)\.([A-Z])/PushKitFuzz.\2/g'
# One module takes one file of a name (its `private` declarations are told apart by it):
# each file is named after its target too (PushKitCore and PushKitPreview both have a
# Crobox/CroboxDeprecations.swift).
for part in "${parts[@]}"; do
    while IFS= read -r -d '' file; do
        mv "$file" "$(dirname "$file")/$part-$(basename "$file")"
    done < <(find "$snapshot/Sources/$part" -name '*.swift' -print0)
done
mkdir -p "$snapshot/Fuzz"
cp -R "$fuzz_dir/Support" "$snapshot/Fuzz/"
cp "$target_file" "$snapshot/Fuzz/"
sources=()
while IFS= read -r -d '' file; do sources+=("$file"); done < <(
    find "$snapshot" -name '*.swift' -print0 | sort -z
)
echo "run.sh: building $binary (${#sources[@]} files)" >&2
# The linker's "Cannot export local symbol '__asan_...'" warnings are harmless noise.
"${SWIFTC:-swiftc}" -sanitize=fuzzer,address -parse-as-library -O -g \
    -module-name PushKitFuzz -package-name pushkit -swift-version 6 \
    -o "$binary" "${sources[@]}" 2> >(grep -v "Cannot export local symbol '__asan" >&2)

# Let libFuzzer's handler report crashes: the Swift runtime's own backtracer would
# attach to the process and stall the run.
export SWIFT_BACKTRACE=enable=no

common=(
    -max_len="${FUZZ_MAX_LEN:-1048576}"
    -timeout="${FUZZ_TIMEOUT:-30}"
    -rss_limit_mb=2048
    -dict="$fuzz_dir/json.dict"
    -artifact_prefix="$crashes/"
)

if [[ $mode == repro ]]; then
    [[ $# -ge 1 ]] || usage
    exec "$binary" "${common[@]}" -runs=1 "$@"
fi

[[ $mode =~ ^[0-9]+$ ]] || usage
seeds=("$out/corpus")
[[ -d $fuzz_dir/Seeds/$target ]] && seeds+=("$fuzz_dir/Seeds/$target")
[[ $target != router && -d $fuzz_dir/Seeds/escaped ]] && seeds+=("$fuzz_dir/Seeds/escaped")
[[ -d $root/Payloads ]] && seeds+=("$root/Payloads")

jobs=${FUZZ_JOBS:-1}
parallel=()
if [[ $jobs -gt 1 ]]; then
    parallel=(-fork="$jobs" -ignore_crashes=1 -ignore_timeouts=1 -ignore_ooms=1)
fi

echo "run.sh: fuzzing '$target' for ${mode}s; crashes go to $crashes/" >&2
exec "$binary" "${common[@]}" -max_total_time="$mode" -print_final_stats=1 \
    ${parallel[@]+"${parallel[@]}"} "$@" "${seeds[@]}"

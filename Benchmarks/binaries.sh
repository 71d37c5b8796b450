# Benchmarks/binaries.sh: sourced by the benchmark scripts. Sets PUSHKIT and BENCH to the
# release pushkit and pushkit-benchmarks: the paths given in the environment, or binaries
# built into SCRATCH. Needs ROOT, SCRATCH and a `log` function.

if [[ -z "${PUSHKIT:-}" || -z "${BENCH:-}" ]]; then
    BIN=$(cd "$ROOT" && swift build -c release --scratch-path "$SCRATCH" --show-bin-path)
fi
if [[ -z "${PUSHKIT:-}" ]]; then
    log "building pushkit (release)"
    (cd "$ROOT" && swift build -c release --scratch-path "$SCRATCH" --product pushkit >&2)
    PUSHKIT="$BIN/pushkit"
fi
if [[ -z "${BENCH:-}" ]]; then
    log "building pushkit-benchmarks (release)"
    (cd "$ROOT" && swift build -c release --scratch-path "$SCRATCH" --product pushkit-benchmarks >&2)
    BENCH="$BIN/pushkit-benchmarks"
fi
[[ -x "$PUSHKIT" ]] || { log "no pushkit at $PUSHKIT"; exit 1; }
[[ -x "$BENCH" ]] || { log "no pushkit-benchmarks at $BENCH"; exit 1; }

#!/usr/bin/env bash
# Benchmarks/compare.sh: the benchmark corpus through Python jsonschema, fastjsonschema,
# ajv (Debian's node-ajv) and pushkit, each with the project's own Schemas/, parse included,
# one core each. Prints payloads/s, MB/s and pushkit's ratio to each tool.
#
#   Benchmarks/compare.sh                      # builds, installs what is missing, runs
#   COUNT=5000 Benchmarks/compare.sh           # corpus size (default 3000)
#   PUSHKIT=path BENCH=path Benchmarks/compare.sh   # use these binaries, do not build
#
# Environment: COUNT (payloads, default 3000), SEED (generator seed, default the
# benchmark's), PY_LIMIT (payloads for the two Python tools, 0 = all, default 0),
# CORE (the core single-core runs are pinned to, default 0), REPEAT (pushkit runs,
# best kept, default 3), SCALE (pushkit runs on the corpus concatenated SCALE times,
# default 5), SCRATCH (swift build scratch path, default .build-compare),
# KEEP=1 keeps the work folder (corpus, per-tool verdicts).
set -euo pipefail

ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
SCHEMAS="$ROOT/Schemas"
SCRATCH=${SCRATCH:-$ROOT/.build-compare}
COUNT=${COUNT:-3000}
SEED=${SEED:-}
PY_LIMIT=${PY_LIMIT:-0}
CORE=${CORE:-0}
REPEAT=${REPEAT:-3}
SCALE=${SCALE:-5}

log() { echo "compare: $*" >&2; }

# shellcheck source=Benchmarks/setup.sh
source "$ROOT/Benchmarks/setup.sh"
work_folder compare

# One core for the single-core runs.
if command -v taskset > /dev/null; then
    PIN=(taskset -c "$CORE")
else
    PIN=()
    log "taskset not found: single-core runs are not pinned"
fi

# ---------------------------------------------------------------- 1. build, corpus
# shellcheck source=Benchmarks/binaries.sh
source "$ROOT/Benchmarks/binaries.sh"

CORPUS="$WORK/corpus.ndjson"
log "writing a corpus of $COUNT payloads"
seed_args=()
[[ -n "$SEED" ]] && seed_args=(--seed "$SEED")
"$BENCH" --write-corpus "$CORPUS" --corpus-size "$COUNT" "${seed_args[@]}" \
    --only raw --seconds 0.05 --no-summary > /dev/null

# ---------------------------------------------------------------- 2. tools
if ! python3 -c 'import jsonschema, referencing, fastjsonschema' 2> /dev/null; then
    log "installing jsonschema and fastjsonschema (pip)"
    python3 -m pip install --quiet jsonschema fastjsonschema >&2
fi
export NODE_PATH="/usr/share/nodejs${NODE_PATH:+:$NODE_PATH}"
if ! command -v node > /dev/null || ! node -e "require('ajv')" 2> /dev/null; then
    log "installing node-ajv and nodejs (apt)"
    if ! apt-cache show node-ajv > /dev/null 2>&1; then apt-get update >&2; fi
    pkgs=(node-ajv)
    command -v node > /dev/null || pkgs+=(nodejs)
    DEBIAN_FRONTEND=noninteractive apt-get install -y "${pkgs[@]}" >&2
fi

# ---------------------------------------------------------------- 3. kinds
# One pushkit pass gives every line's kind; lines whose kind is unknown or has no
# schema in Schemas/ are skipped by the schema tools ("-" in kinds.txt).
"$PUSHKIT" validate --ndjson --format json "$CORPUS" > "$WORK/pushkit.ndjson" 2> /dev/null || true
python3 - "$WORK/pushkit.ndjson" "$SCHEMAS" "$WORK/kinds.txt" "$WORK/pushkit-valid.txt" > "$WORK/kinds-summary.txt" <<'PY'
import sys, json, os, collections
results, schemas, kinds_out, valid_out = sys.argv[1:5]
kinds, skipped = [], collections.Counter()
with open(results) as fh, open(valid_out, "w") as vout:
    for raw in fh:
        r = json.loads(raw)
        k = r.get("kind", "unknown")
        if k != "unknown" and os.path.exists(os.path.join(schemas, k + ".schema.json")):
            kinds.append(k)
        else:
            kinds.append("-"); skipped[k] += 1
        vout.write(f"{r['line']} {1 if r['valid'] else 0}\n")
open(kinds_out, "w").write("\n".join(kinds) + "\n")
used = collections.Counter(k for k in kinds if k != "-")
print(f"{len(kinds)} payloads; {sum(used.values())} with a schema, {sum(skipped.values())} skipped"
      + (" (" + ", ".join(f"{k}: {n}" for k, n in sorted(skipped.items())) + ")" if skipped else ""))
print("kinds: " + ", ".join(f"{k} {n}" for k, n in sorted(used.items())))
PY

# ---------------------------------------------------------------- 4. workers
cat > "$WORK/bench_py.py" <<'PY'
# python3 bench_py.py MODE SCHEMAS CORPUS KINDS LIMIT OUT: validators built once per kind,
# then json.loads + validate per payload, timed over the whole loop.
import sys, json, time, glob, os
mode, schemas_dir, corpus, kinds_file, limit, out_valid = sys.argv[1:7]
limit = int(limit)
kinds = open(kinds_file).read().split("\n")
lines = open(corpus, "rb").read().split(b"\n")
work = [(i, kinds[i], lines[i]) for i in range(min(len(lines), len(kinds))) if kinds[i] not in ("", "-")]
if limit > 0:
    work = work[:limit]
docs = {}
for f in sorted(glob.glob(os.path.join(schemas_dir, "*.json"))):
    with open(f) as fh:
        docs[os.path.basename(f)] = json.load(fh)
needed = sorted({k for _, k, _ in work})
note = ""
validators = {}
if mode == "jsonschema":
    from jsonschema import Draft202012Validator
    from referencing import Registry, Resource
    registry = Registry().with_resources((s["$id"], Resource.from_contents(s)) for s in docs.values())
    for k in needed:
        validators[k] = Draft202012Validator(docs[k + ".schema.json"], registry=registry).is_valid
    import importlib.metadata as md
    note = "jsonschema " + md.version("jsonschema") + ", Draft202012Validator + referencing.Registry"
else:
    import fastjsonschema
    by_id = {s["$id"]: s for s in docs.values()}
    def handler(uri):
        return by_id[uri.split("#")[0]]
    failed = {}
    for k in needed:
        try:
            f = fastjsonschema.compile(docs[k + ".schema.json"], handlers={"https": handler})
        except Exception as e:
            failed[k] = f"{type(e).__name__}: {e}"
            continue
        def ok(x, f=f, E=fastjsonschema.JsonSchemaValueException):
            try:
                f(x)
                return True
            except E:
                return False
        validators[k] = ok
    note = "fastjsonschema " + fastjsonschema.VERSION + " (drafts 04/06/07 only: 2020-12 $schema falls back to draft-07 rules)"
    if failed:
        note += "; could not compile: " + "; ".join(f"{k} ({v})" for k, v in failed.items())
        work = [w for w in work if w[1] in validators]
loads = json.loads
results = []
append = results.append
c0 = time.process_time()
t0 = time.perf_counter()
for i, k, line in work:
    append(validators[k](loads(line)))
t = time.perf_counter() - t0
cpu = time.process_time() - c0
nbytes = sum(len(w[2]) for w in work)
with open(out_valid, "w") as fh:
    for (i, k, _), r in zip(work, results):
        fh.write(f"{i + 1} {1 if r else 0}\n")
print(json.dumps({"count": len(work), "bytes": nbytes, "seconds": t, "cpu": cpu, "note": note}))
PY

cat > "$WORK/bench_ajv.js" <<'JS'
// node bench_ajv.js SCHEMAS CORPUS KINDS LIMIT OUT: one compile per kind, then JSON.parse +
// validate per payload; one untimed warm-up pass for the JIT, then one timed pass.
'use strict';
const fs = require('fs'), path = require('path');
const [schemasDir, corpus, kindsFile, limitArg, outValid] = process.argv.slice(2);
const limit = parseInt(limitArg, 10);
let Ajv, flavour, legacy = false;
try { Ajv = require('ajv/dist/2020'); flavour = 'Ajv2020 ' + require('ajv/package.json').version; }
catch (e) {
  Ajv = require('ajv'); legacy = true;
  flavour = 'ajv ' + require('ajv/package.json').version + ': no Ajv2020, draft-07 rules ($schema rewritten to draft-07)';
}
const kinds = fs.readFileSync(kindsFile, 'utf8').split('\n');
const lines = fs.readFileSync(corpus, 'utf8').split('\n');
let work = [];
for (let i = 0; i < Math.min(lines.length, kinds.length); i++)
  if (kinds[i] && kinds[i] !== '-') work.push([i, kinds[i], lines[i]]);
if (limit > 0) work = work.slice(0, limit);
const ajv = legacy ? new Ajv({ allErrors: false, logger: false }) : new Ajv({ strict: false, allErrors: false });
const schemas = {};
for (const f of fs.readdirSync(schemasDir).filter(f => f.endsWith('.json')).sort()) {
  const s = JSON.parse(fs.readFileSync(path.join(schemasDir, f), 'utf8'));
  if (legacy) s.$schema = 'http://json-schema.org/draft-07/schema#';
  schemas[f] = s;
  ajv.addSchema(s);
}
const validators = {};
for (const [, k] of work) if (!validators[k]) validators[k] = ajv.getSchema(schemas[k + '.schema.json'].$id);
const results = new Array(work.length);
function pass() {
  for (let j = 0; j < work.length; j++) results[j] = validators[work[j][1]](JSON.parse(work[j][2]));
}
pass();
const c0 = process.cpuUsage();
const t0 = process.hrtime.bigint();
pass();
const t = Number(process.hrtime.bigint() - t0) / 1e9;
const c = process.cpuUsage(c0);
let bytes = 0;
for (const w of work) bytes += Buffer.byteLength(w[2]);
fs.writeFileSync(outValid, work.map((w, j) => `${w[0] + 1} ${results[j] ? 1 : 0}`).join('\n') + '\n');
console.log(JSON.stringify({ count: work.length, bytes, seconds: t, cpu: (c.user + c.system) / 1e6, note: flavour }));
JS

# ---------------------------------------------------------------- 5. measure
log "python jsonschema"
"${PIN[@]}" python3 "$WORK/bench_py.py" jsonschema "$SCHEMAS" "$CORPUS" "$WORK/kinds.txt" "$PY_LIMIT" \
    "$WORK/jsonschema-valid.txt" > "$WORK/jsonschema.json"
log "fastjsonschema"
"${PIN[@]}" python3 "$WORK/bench_py.py" fastjsonschema "$SCHEMAS" "$CORPUS" "$WORK/kinds.txt" "$PY_LIMIT" \
    "$WORK/fastjsonschema-valid.txt" > "$WORK/fastjsonschema.json"
log "ajv"
"${PIN[@]}" node "$WORK/bench_ajv.js" "$SCHEMAS" "$CORPUS" "$WORK/kinds.txt" 0 \
    "$WORK/ajv-valid.txt" > "$WORK/ajv.json"

# pushkit: the whole process, wall time (date +%s%N), best of REPEAT runs, on the corpus
# concatenated SCALE times so that start-up (10-20 ms) does not weigh on a short run.
# /usr/bin/time records each run's CPU time (user + system) and peak resident memory.
BATCH="$WORK/batch.ndjson"
for ((i = 0; i < SCALE; i++)); do cat "$CORPUS"; done > "$BATCH"
lines=$(wc -l < "$BATCH")
bytes=$(python3 -c 'import sys; print(sum(len(l.rstrip(b"\n")) for l in open(sys.argv[1], "rb")))' "$BATCH")
run_pushkit() { # jobs pin|nopin
    local jobs=$1 best=0 best_cpu="" t0 t1 ns i
    local pin=()
    [[ "$2" == pin ]] && pin=("${PIN[@]}")
    for ((i = 0; i < REPEAT; i++)); do
        t0=$(date +%s%N)
        /usr/bin/time -f '%U %S %M' -o "$WORK/time.txt" \
            "${pin[@]}" "$PUSHKIT" validate --ndjson --jobs "$jobs" --format json "$BATCH" > /dev/null 2>&1 || true
        t1=$(date +%s%N)
        ns=$((t1 - t0))
        if ((best == 0 || ns < best)); then best=$ns; best_cpu=$(tail -n 1 "$WORK/time.txt"); fi
    done
    read -r user sys rss <<< "$best_cpu"
    echo "{\"count\": $lines, \"bytes\": $bytes, \"seconds\": $(python3 -c "print($best / 1e9)"), \"cpu\": $(python3 -c "print($user + $sys)"), \"rss_kb\": $rss, \"note\": \"whole process on the corpus x $SCALE, best of $REPEAT\"}"
}
# pushkit in process, as the schema tools are measured: Validator.validate per payload on
# the same corpus, one thread, best pass (pushkit-benchmarks --corpus).
log "pushkit in process (Validator.validate)"
"${PIN[@]}" "$BENCH" --corpus "$CORPUS" --only validate --seconds "${IN_PROCESS_SECONDS:-2}" --no-summary \
    > "$WORK/in-process.txt"
python3 - "$WORK/in-process.txt" "$CORPUS" > "$WORK/pushkit-0.json" <<'PY'
import sys, json, re
text, corpus = open(sys.argv[1]).read(), sys.argv[2]
row = next(l for l in text.splitlines() if l.startswith("pushkit Validator.validate"))
rate = float(row.split()[2])
lines = [l for l in open(corpus, "rb").read().split(b"\n") if l]
count, nbytes = len(lines), sum(len(l) for l in lines)
print(json.dumps({"count": count, "bytes": nbytes, "seconds": count / rate, "cpu": None,
                  "note": "pushkit-benchmarks --only validate: Validator.validate in process, best pass"}))
PY
log "pushkit --jobs 1"
run_pushkit 1 pin > "$WORK/pushkit-1.json"
log "pushkit --jobs 2"
run_pushkit 2 nopin > "$WORK/pushkit-2.json"

# ---------------------------------------------------------------- 6. report
ROOT="$ROOT" python3 - "$WORK" "$CORPUS" "$REPEAT" "$CORE" "$SCALE" <<'PY'
import sys, json, os
work, corpus, repeat, core, scale = sys.argv[1:6]
def load(name):
    return json.load(open(os.path.join(work, name + ".json")))
def verdicts(name):
    d = {}
    for line in open(os.path.join(work, name + "-valid.txt")):
        if line.strip():
            n, v = line.split()
            d[int(n)] = v == "1"
    return d
tools = [("python jsonschema", "jsonschema"), ("fastjsonschema", "fastjsonschema"), ("ajv", "ajv"),
         ("pushkit in process", "pushkit-0"), ("pushkit --jobs 1", "pushkit-1"), ("pushkit --jobs 2", "pushkit-2")]
res = {key: load(key) for _, key in tools}
rate = {k: r["count"] / r["seconds"] for k, r in res.items()}
mbs = {k: r["bytes"] / r["seconds"] / 1e6 for k, r in res.items()}
cpu_rate = {k: r["count"] / r["cpu"] for k, r in res.items() if r["cpu"]}
print("pushkit compare: " + open(os.path.join(work, "kinds-summary.txt")).read().strip())
size = os.path.getsize(corpus)
print(f"corpus: {size / 1e6:.2f} MB, single-core runs pinned to core {core}; schema tools: parse + validate per payload, in process;")
print(f"pushkit: whole process (start-up, read, validate, write NDJSON results) on the corpus x {scale}, best of {repeat}")
print("load average at the end: " + " ".join(open("/proc/loadavg").read().split()[:3]) + f" on {os.cpu_count()} cores (a loaded machine makes every number, and --jobs 2 most, noisy)")
print()
print(f"{'tool':<20} {'payloads':>9} {'payloads/s':>11} {'MB/s':>8} {'in process ÷ tool':>18} {'pushkit j1 ÷ tool':>18} {'CPU/wall':>9} {'j1 ÷ by CPU time':>17}")
for title, key in tools:
    r = res[key]
    busy = f"{r['cpu'] / r['seconds']:>9.2f}" if r["cpu"] else f"{'n/a':>9}"
    by_cpu = f"{cpu_rate['pushkit-1'] / cpu_rate[key]:>16.2f}x" if key in cpu_rate else f"{'n/a':>17}"
    print(f"{title:<20} {r['count']:>9} {rate[key]:>11.0f} {mbs[key]:>8.2f} {rate['pushkit-0'] / rate[key]:>17.2f}x "
          f"{rate['pushkit-1'] / rate[key]:>17.2f}x {busy} {by_cpu}")
print("(in process ÷ tool: pushkit's Validator.validate measured in process like the schema tools; pushkit j1: the whole\n"
      " command, start-up, reading and writing results included; CPU/wall: CPU seconds used per wall second, below 1 on a\n"
      " single-core run means the core was shared; by CPU time: the same ratio from payloads per CPU second)")
# The numbers, in their section of the one file that keeps them (Benchmarks/record.py;
# docs/benchmarks.md explains them; CI checks their shape).
import subprocess
section = {
    "corpus": {"payloads": res["pushkit-0"]["count"], "bytes": res["pushkit-0"]["bytes"]},
    "payloadsPerSecond": {key: round(rate[key]) for _, key in tools},
    "ratios": {
        "inProcessOverAjv": round(rate["pushkit-0"] / rate["ajv"], 2),
        "inProcessOverFastjsonschema": round(rate["pushkit-0"] / rate["fastjsonschema"], 2),
        "inProcessOverJsonschema": round(rate["pushkit-0"] / rate["jsonschema"], 2),
        "jobs1OverAjv": round(rate["pushkit-1"] / rate["ajv"], 2),
        "jobs2OverJobs1": round(rate["pushkit-2"] / rate["pushkit-1"], 2),
    },
    "note": "Benchmarks/compare.sh, one run on a shared 2-core machine: compare ratios, not payloads/s",
}
with open(os.path.join(work, "compare-section.json"), "w") as handle:
    json.dump(section, handle)
subprocess.run(
    [sys.executable, os.path.join(os.environ["ROOT"], "Benchmarks", "record.py"), "compare",
     os.path.join(work, "compare-section.json")], check=True)
print()
targets = [("ajv", "ajv", 5.0), ("fastjsonschema", "fastjsonschema", 10.0)]
for title, key, aim in targets:
    got = rate["pushkit-0"] / rate[key]
    print(f"issue 7 target: pushkit in process at least {aim:g}x {title}: {got:.2f}x ({'met' if got >= aim else 'not met'})")
print()
got = rate['pushkit-2'] / rate['pushkit-1']
print(f"pushkit --jobs 2 ÷ --jobs 1: {got:.2f}x (issue 7 target: at least 1.7x, {'met' if got >= 1.7 else 'not met'})")
for j in ("1", "2"):
    r = res["pushkit-" + j]
    print(f"pushkit --jobs {j}: {r['seconds']:.3f} s wall, {r['cpu']:.2f} s CPU (user + system, {r['cpu'] / r['seconds']:.2f} cores busy), "
          f"peak resident memory {r['rss_kb'] / 1024:.1f} MB (/usr/bin/time -f %M), input {r['bytes'] / 1e6:.1f} MB")
print()
for title, key in tools[:3]:
    print(f"{title}: {res[key]['note']}")
print()
# Disagreements between pushkit's verdict and each schema tool's.
pk = verdicts("pushkit")
lines = open(corpus, "rb").read().split(b"\n")
for title, key in tools[:3]:
    v = verdicts(key)
    schema_rejects = sorted(n for n, ok in v.items() if not ok and pk.get(n))
    pushkit_rejects = sorted(n for n, ok in v.items() if ok and not pk.get(n))
    print(f"{title}: rejects {sum(1 for ok in v.values() if not ok)} of {len(v)}; "
          f"schema rejects / pushkit accepts: {len(schema_rejects)}"
          + (f" (lines {', '.join(map(str, schema_rejects[:8]))}{', ...' if len(schema_rejects) > 8 else ''})" if schema_rejects else "")
          + f"; pushkit rejects / schema accepts: {len(pushkit_rejects)}"
          + (f" (lines {', '.join(map(str, pushkit_rejects[:8]))}{', ...' if len(pushkit_rejects) > 8 else ''})" if pushkit_rejects else ""))
PY

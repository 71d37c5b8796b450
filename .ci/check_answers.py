#!/usr/bin/env python3
"""Checks pushkit's machine output against its schemas, on real output of the bundled payloads.

    .ci/check_answers.py BIN_DIR     # BIN_DIR holds a built pushkit

1. `validate --format json` over Payloads/ (every valid, invalid and adversarial payload) is one document
   that Schemas/validate-report.schema.json accepts; so is a walk of Payloads/app/, whose profiles it skips.
2. `validate --ndjson --format json -` over one line per bundled payload gives one line per input line, each
   accepted by Schemas/validate-line.schema.json, with `line` the input line.
3. `prepare --ndjson -` over Payloads/jobs.ndjson and one job per bundled APNs and Synerise Android payload gives
   one answer per job, each accepted by Schemas/prepare-answer.schema.json, in order, with the job's id.
4. `classify --format json` over the same files gives one line per file, in order, each accepted by
   Schemas/classify-line.schema.json, with the kind validate gives the file; so does a walk of Payloads/app/
   (its profiles skipped) and each app's payloads with --app (the topic and the Live Activity type added).
5. `route --routes Payloads/routes.json --format json` over links and the same files gives the links' line first,
   then at most one line per file, in order, each accepted by Schemas/route-line.schema.json; a file without a
   line has its note on standard error. Each action's pointer resolves in its payload, and each route and its
   parameters are the manifest's.
6. `render --format json` of every valid fixture Payloads/<vendor>/<kind>/*.json (with its .options) exits 0
   with a payload that the kind's own schema, Schemas/<vendor>.<kind>.schema.json, accepts, and that is the
   fixture's JSON value: every member kept (an empty list, a null, an unknown key), arrays in their order,
   numbers with their text (1.0 stays 1.0); only the order of an object's keys may change, and an Android
   `content` string, which render writes compactly, is compared as the value it holds.
7. `replay --format json` of a Reachu campaign over the bundled events, and over every bundled Reachu event with
   lines that are no valid event among them, gives the initial state (line 0) and then one line per non-blank
   input line, in order, each accepted by Schemas/replay-line.schema.json; every event type and every outcome
   (initial, applied, rejected, malformed) is written at least once, and the exit status is 1 exactly when a
   line is reported.
8. `rules --format json` is one document that Schemas/rules.schema.json accepts, its codes sorted and each once,
   holding every code a diagnostic carried in the outputs above.

And for every diagnostic of the first three and of replay: its line and column are a place in the input file (a line of it, a
column of that line or just past its end), the line of an NDJSON result is the input line, and its pointer
resolves in the document the schema names (the payload; for prepare, the one each diagnostic's `document`
names, the payload or the job line, which is every diagnostic's in a rejected answer whose `document` is "line"),
going on into a string that holds JSON (an Android payload's content) where the pointer does.
A json.* diagnostic of input that Python cannot read is placed but not resolved.

Prints one line per failure and a closing line; exits 1 on any failure. Needs jsonschema (4.18 or later).
"""
import json
import pathlib
import re
import subprocess
import sys

from jsonschema import Draft202012Validator
from referencing import Registry, Resource

ROOT = pathlib.Path(__file__).resolve().parent.parent
SCHEMAS = ROOT / "Schemas"
PAYLOADS = ROOT / "Payloads"
failures = []
counts = {"documents": 0, "diagnostics": 0, "pointers": 0}


def validators():
    resources = []
    for path in SCHEMAS.glob("*.schema.json"):
        schema = json.loads(path.read_text(encoding="utf-8"))
        resources.append((schema["$id"], Resource.from_contents(schema)))
    registry = Registry().with_resources(resources)

    def make(name):
        schema = json.loads((SCHEMAS / f"{name}.schema.json").read_text(encoding="utf-8"))
        return Draft202012Validator(schema, registry=registry)

    return (make("validate-report"), make("validate-line"), make("prepare-answer"), make("classify-line"),
            make("route-line"), make)


def conforms(validator, instance, where):
    counts["documents"] += 1
    error = next(iter(validator.iter_errors(instance)), None)
    if error is not None:
        path = "/" + "/".join(map(str, error.absolute_path))
        failures.append(f"{where}: {validator.schema['$id'].rsplit('/', 1)[1]} rejects it at {path}: "
                        f"{error.message[:200]}")


def resolve(document, pointer, broken_strings=False):
    """Whether an RFC 6901 pointer names a value of `document`, going into strings that hold JSON.
    With `broken_strings` (a json.* problem), a pointer that goes on into a string that is not
    readable JSON (the broken document the diagnostic is about) resolves at that string."""
    if pointer == "":
        return True
    value = document
    for token in pointer[1:].split("/"):
        token = token.replace("~1", "/").replace("~0", "~")
        if isinstance(value, str):
            value = strict_load(value)
            if value is None:
                return broken_strings
        if isinstance(value, dict) and token in value:
            value = value[token]
        elif isinstance(value, list) and token.isdigit() and (token == "0" or not token.startswith("0")) \
                and int(token) < len(value):
            value = value[int(token)]
        else:
            return False
    return True


def strict_load(text):
    """The JSON value of `text`, or None when Python's reader refuses it or it holds duplicate keys."""
    def no_duplicates(pairs):
        keys = [key for key, _ in pairs]
        if len(keys) != len(set(keys)):
            raise ValueError("duplicate key")
        return dict(pairs)

    def no_constant(name):
        raise ValueError(f"{name} is not JSON")

    try:
        return json.loads(text, object_pairs_hook=no_duplicates, parse_constant=no_constant)
    except (ValueError, RecursionError):
        return None


def check_place(diagnostic, lines, where, line_number=None):
    """The diagnostic's line and column are a place in the input (`lines`: the file's lines)."""
    counts["diagnostics"] += 1
    line, column = diagnostic["line"], diagnostic["column"]
    if line_number is not None and line != line_number:
        failures.append(f"{where}: {diagnostic['code']} is placed on line {line}, not its input line {line_number}")
        return
    if not 1 <= line <= max(1, len(lines)):
        failures.append(f"{where}: {diagnostic['code']} is placed on line {line}; the input has {len(lines)}")
        return
    text = lines[line - 1] if lines else ""
    if not 1 <= column <= len(text) + 1:
        failures.append(f"{where}: {diagnostic['code']} is placed at {line}:{column}; that line has "
                        f"{len(text)} characters")


def check_pointer(diagnostic, document, where, base):
    if document is None:
        return  # input Python cannot read (broken JSON, a duplicate key): placed, not resolved
    counts["pointers"] += 1
    if not resolve(document, diagnostic["pointer"], diagnostic["code"].startswith("json.")):
        failures.append(f"{where}: {diagnostic['code']} points at {diagnostic['pointer']!r}, which is not in "
                        f"the {base}")


def run(binary, arguments, stdin=None):
    return subprocess.run([binary, *arguments], input=stdin, capture_output=True, timeout=600)


def payload_files():
    for path in sorted(PAYLOADS.rglob("*.json")):
        relative = path.relative_to(PAYLOADS)
        if relative.parts[0] == "app" and relative.parts[1] == "broken":
            continue
        if relative.name == "app.json" or relative.parts[0] == "published":
            continue  # profiles are not payloads; the published corpus has its own check
        yield path

def check_classify(binary, validator, files, kinds):
    """classify --format json: one line per input in order, each accepted by classify-line.schema.json,
    with the kind validate gives the same file (a kind that has its schema, or unknown)."""
    result = run(binary, ["classify", "--format", "json", *map(str, files)])
    if result.returncode not in (0, 1):
        failures.append(f"classify --format json: exit status {result.returncode} (expected 0 or 1)")
    lines = [json.loads(line) for line in result.stdout.decode("utf-8").split("\n") if line]
    if len(lines) != len(files):
        failures.append(f"classify --format json: {len(lines)} lines for {len(files)} inputs")
    for path, line in zip(files, lines):
        where = f"classify --format json {path.relative_to(ROOT)}"
        conforms(validator, line, where)
        if line.get("source") != str(path):
            failures.append(f"{where}: answered as {line.get('source')!r}")
        kind = line.get("kind")
        if kind != kinds.get(str(path)):
            failures.append(f"{where}: kind {kind!r}, where validate gives {kinds.get(str(path))!r}")
        if kind != "unknown" and not (SCHEMAS / f"{kind}.schema.json").exists():
            failures.append(f"{where}: kind {kind!r} has no Schemas/{kind}.schema.json")
    # A folder walk skips the app profiles and route manifests, and --app adds the topic and the
    # Live Activity type.
    runs = [["classify", "--format", "json", str(PAYLOADS / "app"), str(PAYLOADS / "routes.json")]]
    for profile in sorted((PAYLOADS / "app").glob("*/app.json")):
        runs.append(["classify", "--format", "json", "--app", str(profile), str(profile.parent / "payloads")])
    skipped = 0
    for arguments in runs:
        where = " ".join(arguments[:3] + [str(pathlib.Path(a).relative_to(ROOT)) for a in arguments[3:]
                                          if a.startswith(str(ROOT))])
        result = run(binary, arguments)
        lines = [json.loads(line) for line in result.stdout.decode("utf-8").split("\n") if line]
        if not lines:
            failures.append(f"{where}: no output")
        for line in lines:
            conforms(validator, line, f"{where}: {line.get('source')}")
            skipped += "skipped" in line
            if ("--app" in arguments) != ("topic" in line):
                failures.append(f"{where}: {line.get('source')}: topic and liveActivityType belong to --app")
    if not skipped:
        failures.append("classify --format json Payloads/app: no document was skipped (its app.json profiles)")


def check_route(binary, validator, files):
    """route --format json: the links given as arguments on one line first, then one line per payload in
    order, each accepted by route-line.schema.json; a payload without a line (errors, a profile or a
    manifest) has its note on standard error. Each action's pointer resolves in its payload, each route is
    the manifest's, and each parameter one of its pattern's."""
    manifest = json.loads((PAYLOADS / "routes.json").read_text(encoding="utf-8"))
    parameters = {route["name"]: set(re.findall(r"\{([^}]*)\}", route["pattern"])) for route in manifest["routes"]}
    links = ["syne://product?sku=42", "myapp://nowhere/at-all"]
    result = run(binary, ["route", "--routes", str(PAYLOADS / "routes.json"), "--format", "json",
                          "--link", "deep_linking_key", *links, *map(str, files)])
    if result.returncode not in (0, 1, 2):
        failures.append(f"route --format json: exit status {result.returncode}")
    lines = [json.loads(line) for line in result.stdout.decode("utf-8").split("\n") if line]
    notes = {}
    for note in result.stderr.decode("utf-8", "replace").split("\n"):
        notes.setdefault(note.split(":", 1)[0], note)
    if not lines or "input" in lines[0] or len(lines[0].get("actions", [])) != 3:
        failures.append("route --format json: the first line is not the three links given as arguments")
    answered = {}
    for number, line in enumerate(lines, 1):
        conforms(validator, line, f"route --format json line {number}")
        if "input" in line:
            if line["input"] in answered:
                failures.append(f"route --format json: {line['input']} has two lines")
            answered[line["input"]] = line
    order = [str(path) for path in files if str(path) in answered]
    if order != [line["input"] for line in lines if "input" in line]:
        failures.append("route --format json: the payloads' lines are not in the order of the inputs")
    for path in files:
        where = f"route --format json {path.relative_to(ROOT)}"
        line = answered.get(str(path))
        if line is None:
            if str(path) not in notes:
                failures.append(f"{where}: neither a line nor a note on standard error")
            continue
        if str(path) in notes:
            failures.append(f"{where}: a line, and a note on standard error: {notes[str(path)][:120]}")
        document = strict_load(path.read_bytes().decode("utf-8", "replace"))
        for action in line["actions"]:
            if document is not None:
                counts["pointers"] += 1
                if not resolve(document, action["pointer"]):
                    failures.append(f"{where}: the action at {action['pointer']!r} is not in the payload")
            route = action["route"]
            if route is not None and (route not in parameters or not set(action["parameters"]) <= parameters[route]):
                failures.append(f"{where}: route {route!r} with {action['parameters']} is not the manifest's")


def check_render(binary, make):
    """render --format json writes the payload to send: each valid fixture's output is accepted by the
    schema of its kind (Schemas/<vendor>.<kind>.schema.json), with the fixture's .options."""
    for schema in sorted(SCHEMAS.glob("*.*.schema.json")):
        kind = schema.name[: -len(".schema.json")]
        vendor, folder = kind.split(".", 1)
        validator = None
        for path in sorted((PAYLOADS / vendor / folder).glob("*.json")):
            where = f"render --format json {path.relative_to(ROOT)}"
            flags = []
            sidecar = path.with_suffix(".options")
            if sidecar.exists():
                options = json.loads(sidecar.read_text(encoding="utf-8"))
                if "pushType" in options:
                    flags += ["--push-type", options["pushType"]]
                if "priority" in options:
                    flags += ["--priority", str(options["priority"])]
            result = run(binary, ["render", "--format", "json", *flags, str(path)])
            if result.returncode != 0:
                failures.append(f"{where}: exit status {result.returncode}: {result.stderr.decode()[:200]}")
                continue
            validator = validator or make(kind)
            conforms(validator, strict_load(result.stdout.decode("utf-8")), where)
            for difference in value_differences(exact_load(path.read_bytes()), exact_load(result.stdout)):
                failures.append(f"{where}: {difference}")


class Lexeme(str):
    """A number as written: 1.0 and 1 are different texts."""


def exact_load(data):
    """The JSON value of `data` with each number kept as its text."""
    return json.loads(data, parse_int=Lexeme, parse_float=Lexeme)


def value_differences(before, after, pointer=""):
    """Where `after` is not `before` as a JSON value (object keys in any order; a `content` string that holds
    an object compared as that object)."""
    if isinstance(before, dict) and isinstance(after, dict):
        differences = []
        for key, value in before.items():
            if key in after:
                differences += value_differences(value, after[key], f"{pointer}/{key}")
            else:
                differences.append(f"{pointer}/{key}: lost ({json.dumps(value)[:80]})")
        differences += [f"{pointer}/{key}: added" for key in after if key not in before]
        return differences
    if isinstance(before, list) and isinstance(after, list):
        if len(before) != len(after):
            return [f"{pointer}: {len(before)} elements became {len(after)}"]
        return [d for index, pair in enumerate(zip(before, after)) for d in value_differences(*pair, f"{pointer}/{index}")]
    if pointer.endswith("/content") and isinstance(before, str) and isinstance(after, str) and before != after:
        try:
            held, again = exact_load(before), exact_load(after)
        except ValueError:
            held = again = None
        if isinstance(held, dict) and isinstance(again, dict):
            return value_differences(held, again, pointer)
    if type(before) is not type(after) or before != after:
        return [f"{pointer}: {json.dumps(before)[:80]} became {json.dumps(after)[:80]}"]
    return []


REACHU = PAYLOADS / "reachu"
EVENT_FOLDERS = ["campaign-started", "component-status-changed", "component-config-updated", "campaign-paused",
                 "campaign-resumed", "campaign-ended"]


def check_replay(binary, validator):
    """replay --format json: the initial state (line 0), then one line per non-blank input line, in order, each
    accepted by replay-line.schema.json; exit 1 exactly when a line is reported. Run on the bundled
    replay-events.ndjson and on a stream of every bundled Reachu event (compacted to one line each, in the
    order of a campaign's life) with lines that are no valid event among them, so that every event type and
    every outcome is written. A malformed line's diagnostics are placed on its input line, and their pointers
    resolve in the event on that line."""
    stream = []
    for folder in EVENT_FOLDERS:
        for path in sorted((REACHU / folder).glob("*.json")):
            stream.append(json.dumps(json.loads(path.read_text(encoding="utf-8")), ensure_ascii=False,
                                     separators=(",", ":")))
        if folder == "component-status-changed":
            stream += ["", "not an event", '{"type":"campaign_paused","campaignId":10,"x":1,"x":2}',
                       '{"type":"component_status_changed","data":{"componentId":"8","campaignComponentId":15}}']
    runs = [((REACHU / "replay-events.ndjson").read_text(encoding="utf-8"), "replay-events.ndjson"),
            ("\n".join(stream) + "\n", "every bundled event")]
    seen = {"outcome": set(), "event": set()}
    for text, name in runs:
        where = f"replay --format json ({name})"
        result = run(binary, ["replay", "--campaign", str(REACHU / "campaign" / "seed.json"), "--components",
                              str(REACHU / "components" / "seed.json"), "--now", "2024-12-20T12:00:00Z",
                              "--format", "json", "-"], text.encode("utf-8"))
        lines = [json.loads(line) for line in result.stdout.decode("utf-8").split("\n") if line]
        inputs = text.split("\n")
        answered = [number for number, line in enumerate(inputs, 1) if line.strip()]
        if [line.get("line") for line in lines] != [0] + answered:
            failures.append(f"{where}: lines {[line.get('line') for line in lines]}, expected {[0] + answered}")
        reported = False
        for step in lines:
            conforms(validator, step, f"{where} line {step.get('line')}")
            seen["outcome"].add(step.get("outcome"))
            seen["event"].add(step.get("event"))
            reported = reported or step.get("reported") is True
            for diagnostic in step.get("diagnostics", []):
                number = step["line"]
                check_place(diagnostic, inputs, f"{where} line {number}", number)
                check_pointer(diagnostic, strict_load(inputs[number - 1]), f"{where} line {number}", "event")
        if result.returncode != (1 if reported else 0):
            failures.append(f"{where}: exit status {result.returncode} with reported lines: {reported}")
    events = {"campaign_started", "campaign_ended", "campaign_paused", "campaign_resumed",
              "component_status_changed", "component_config_updated"}
    for member, wanted in (("outcome", {"initial", "applied", "rejected", "malformed"}), ("event", events)):
        if not wanted <= seen[member]:
            failures.append(f"replay --format json: no line with {member} {sorted(wanted - seen[member])}")


def check_rules(binary, validator, codes):
    """rules --format json: one document accepted by rules.schema.json, its codes sorted and each once, and
    every code a diagnostic carried in this run's outputs among them."""
    result = run(binary, ["rules", "--format", "json"])
    if result.returncode != 0:
        failures.append(f"rules --format json: exit status {result.returncode}")
    catalogue = strict_load(result.stdout.decode("utf-8"))
    conforms(validator, catalogue, "rules --format json")
    listed = [rule.get("code") for rule in (catalogue or {}).get("rules", [])]
    if listed != sorted(set(listed)):
        failures.append("rules --format json: the codes are not sorted, or one is listed twice")
    for code in sorted(codes - set(listed)):
        failures.append(f"rules --format json: {code}, which a diagnostic carried, is not in the catalogue")


def main():
    if len(sys.argv) != 2:
        sys.exit("usage: check_answers.py BIN_DIR")
    binary = str(pathlib.Path(sys.argv[1]).resolve() / "pushkit")
    report_validator, line_validator, answer_validator, classify_validator, route_validator, make = validators()
    files = list(payload_files())

    # 1. validate --format json over every bundled payload file.
    result = run(binary, ["validate", "--format", "json", *map(str, files)])
    report = json.loads(result.stdout)
    conforms(report_validator, report, "validate --format json")
    if len(report["results"]) != len(files):
        failures.append(f"validate --format json: {len(report['results'])} results for {len(files)} files")
    for item in report["results"]:
        path = pathlib.Path(item["source"])
        text = path.read_bytes().decode("utf-8", "replace")
        lines = text.split("\n")
        document = strict_load(text)
        for diagnostic in item["diagnostics"]:
            where = f"{path.relative_to(ROOT) if path.is_absolute() else path}"
            check_place(diagnostic, lines, where)
            check_pointer(diagnostic, document, where, "payload")

    # A folder walk, which passes over the app profiles and route manifests in it ("skipped").
    result = run(binary, ["validate", "--format", "json", str(PAYLOADS / "app"), str(PAYLOADS / "routes.json")])
    walked = json.loads(result.stdout)
    conforms(report_validator, walked, "validate --format json Payloads/app")
    if not walked["summary"].get("skipped"):
        failures.append("validate --format json Payloads/app: no document was skipped (its app.json profiles)")

    # 2. validate --ndjson --format json: one line per payload that fits on a line.
    payload_lines = []
    for path in files:
        value = strict_load(path.read_bytes().decode("utf-8", "replace"))
        if value is not None and path.stat().st_size < 200_000:
            line = json.dumps(value, ensure_ascii=False, separators=(",", ":"))
            try:
                line.encode("utf-8")
            except UnicodeEncodeError:
                continue  # a lone surrogate Python read from a \u escape: not UTF-8 on a line
            payload_lines.append(line)
    payload_lines += (ROOT / "docs" / "examples" / "campaign.ndjson").read_text(encoding="utf-8").split("\n")[:-1]
    stream = "\n".join(payload_lines) + "\n"
    result = run(binary, ["validate", "--ndjson", "--format", "json", "-"], stream.encode("utf-8"))
    answers = [json.loads(line) for line in result.stdout.decode("utf-8").split("\n") if line]
    if len(answers) != len(payload_lines):
        failures.append(f"validate --ndjson: {len(answers)} lines for {len(payload_lines)} inputs")
    for number, (text, answer) in enumerate(zip(payload_lines, answers), 1):
        where = f"validate --ndjson line {number}"
        conforms(line_validator, answer, where)
        if answer.get("line") != number:
            failures.append(f"{where}: answered as line {answer.get('line')}")
        document = strict_load(text)
        for diagnostic in answer["diagnostics"]:
            check_place(diagnostic, [""] * (number - 1) + [text], where, number)
            check_pointer(diagnostic, document, where, "payload")

    # 3. prepare --ndjson: the bundled jobs, and a job per APNs and Synerise Android payload.
    jobs = (PAYLOADS / "jobs.ndjson").read_text(encoding="utf-8").split("\n")[:-1]
    for number, text in enumerate(payload_lines[:-4]):
        payload = json.loads(text)
        target = (
            {"fcm": {"projectID": "shop-1234", "token": f"fcm-token-{number}"}}
            if isinstance(payload, dict) and "aps" not in payload and ("data" in payload or "message" in payload)
            else {"apns": {"deviceToken": f"{number:08x}", "bundleID": "com.example.shop"}}
        )
        jobs.append(json.dumps({"id": f"job-{number}", **target, "payload": payload}, ensure_ascii=False,
                               separators=(",", ":")))
    jobs += ['{"id":"broken","apns":{}', '{"id":"twice","id":"twice","payload":{}}', ""]
    result = run(binary, ["prepare", "--ndjson", "-"], ("\n".join(jobs) + "\n").encode("utf-8"))
    answers = [json.loads(line) for line in result.stdout.decode("utf-8").split("\n") if line]
    if len(answers) != len(jobs):
        failures.append(f"prepare --ndjson: {len(answers)} answers for {len(jobs)} jobs")
    statuses = {}
    for number, (text, answer) in enumerate(zip(jobs, answers), 1):
        where = f"prepare --ndjson line {number}"
        conforms(answer_validator, answer, where)
        statuses[answer.get("status")] = statuses.get(answer.get("status"), 0) + 1
        if answer.get("line") != number:
            failures.append(f"{where}: answered as line {answer.get('line')}")
        job = strict_load(text)
        if isinstance(job, dict) and isinstance(job.get("id"), str) and answer.get("id") != job["id"]:
            failures.append(f"{where}: answered under id {answer.get('id')!r}, not {job['id']!r}")
        for diagnostic in answer["diagnostics"]:
            check_place(diagnostic, [""] * (number - 1) + [text], where, number)
            payload = job.get("payload") if isinstance(job, dict) else None
            # The document the diagnostic names; all of them the line's when the line is no job.
            if answer.get("document") == "line" and diagnostic.get("document") != "line":
                failures.append(f"{where}: {diagnostic['code']} names the {diagnostic.get('document')}, "
                                f"in an answer to a line that is no job")
            if diagnostic.get("document") == "line":
                check_pointer(diagnostic, job, where, "job line")
            else:
                check_pointer(diagnostic, payload, where, "payload")

    kinds = {item["source"]: item["kind"] for item in report["results"]}
    check_classify(binary, classify_validator, files, kinds)
    check_route(binary, route_validator, files)
    check_render(binary, make)
    check_replay(binary, make("replay-line"))
    codes = {diagnostic["code"] for item in report["results"] for diagnostic in item["diagnostics"]}
    codes |= {diagnostic["code"] for answer in answers for diagnostic in answer["diagnostics"]}
    check_rules(binary, make("rules"), codes)

    for failure in failures:
        print(f"FAIL {failure}")
    print(
        f"answer check: {counts['documents']} documents against their schemas, {counts['diagnostics']} diagnostics "
        f"placed, {counts['pointers']} pointers resolved; prepare {statuses}; {len(failures)} failures"
    )
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())

#!/usr/bin/env python3
"""Checks pushkit's machine output against its schemas, on real output of the bundled payloads.

    .ci/check_answers.py BIN_DIR     # BIN_DIR holds a built pushkit

1. `validate --format json` over Payloads/ (every valid, invalid and adversarial payload) is one document
   that Schemas/validate-report.schema.json accepts; so is a walk of Payloads/app/, whose profiles it skips.
2. `validate --ndjson --format json -` over one line per bundled payload gives one line per input line, each
   accepted by Schemas/validate-line.schema.json, with `line` the input line.
3. `prepare --ndjson -` over Payloads/jobs.ndjson and one job per bundled APNs and Synerise Android payload gives
   one answer per job, each accepted by Schemas/prepare-answer.schema.json, in order, with the job's id.

And for every diagnostic of all three: its line and column are a place in the input file (a line of it, a
column of that line or just past its end), the line of an NDJSON result is the input line, and its pointer
resolves in the document the schema names (the payload; for prepare's job.* and line-level json.* problems,
the job line), going on into a string that holds JSON (an Android payload's content) where the pointer does.
A json.* diagnostic of input that Python cannot read is placed but not resolved.

Prints one line per failure and a closing line; exits 1 on any failure. Needs jsonschema (4.18 or later).
"""
import json
import pathlib
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

    return make("validate-report"), make("validate-line"), make("prepare-answer")


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


def main():
    if len(sys.argv) != 2:
        sys.exit("usage: check_answers.py BIN_DIR")
    binary = str(pathlib.Path(sys.argv[1]).resolve() / "pushkit")
    report_validator, line_validator, answer_validator = validators()
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
            if diagnostic["code"].startswith("job."):
                check_pointer(diagnostic, job, where, "job line")
            elif diagnostic["code"].startswith("json.") and job is not None and resolve(
                    job, diagnostic["pointer"], True):
                # The line's own reading (pushkit's reader is stricter than Python's: depth,
                # duplicate keys) places its problem in the job line.
                counts["pointers"] += 1
            else:
                check_pointer(diagnostic, payload, where, "payload")

    for failure in failures:
        print(f"FAIL {failure}")
    print(
        f"answer check: {counts['documents']} documents against their schemas, {counts['diagnostics']} diagnostics "
        f"placed, {counts['pointers']} pointers resolved; prepare {statuses}; {len(failures)} failures"
    )
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())

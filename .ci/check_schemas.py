#!/usr/bin/env python3
"""Checks pushkit's JSON Schemas against the payload fixtures.

1. Every schema in Schemas/ is a valid draft 2020-12 schema.
2. Every valid fixture Payloads/<vendor>/<kind>/*.json is accepted by Schemas/<vendor>.<kind>.schema.json; for an
   Android fixture whose content is a JSON string, the decoded content is also accepted by the schema's
   #/$defs/androidContent when there is one (validators treat contentSchema as an annotation only).
3. Every invalid fixture Payloads/invalid/<vendor>/<kind>/*.json has a well-formed <name>.expected, and its
   kind's schema rejects it exactly when "schemaRejects" is true.
4. Every kind folder has a schema, and every schema (common.schema.json aside) has a kind folder with fixtures
   (invalid ones only for a kind pushkit always refuses, whose schema says "deprecated": true: fcm.legacy).
   A valid fixture may carry its request options in a sidecar <name>.options (a JSON object: pushType, priority,
   now, app, attributesType, sdks, as an invalid fixture's "options"): it must be a readable object, and a
   "pushType" in it must name the fixture's folder under Payloads/apns/ (apns/voip/x.json is sent as voip); a
   sidecar without its fixture fails.
5. Every line of Payloads/jobs.ndjson is accepted by Schemas/job.schema.json.
6. Every app profile Payloads/app/<app>/app.json is accepted by Schemas/app.schema.json, and each broken profile
   Payloads/app/broken/<name>.json is rejected by it exactly when its <name>.expected says "schemaRejects": true.

Vendors without any schema yet are skipped, as are Payloads/adversarial/, Payloads/invalid/json/ and
Payloads/invalid/payload/. Schemas refer to each other by relative $ref, resolved offline from Schemas/.

Prints one line per failure and a closing line "schema check: N passed, M failed"; exits 1 on any failure.
Needs the jsonschema package (4.18 or later: pip install jsonschema).
"""
import json
import os
import sys

from jsonschema import Draft202012Validator
from jsonschema.exceptions import SchemaError
from referencing import Registry, Resource

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
SCHEMAS = os.path.join(ROOT, "Schemas")
PAYLOADS = os.path.join(ROOT, "Payloads")
SKIPPED_TOP = {"invalid", "adversarial", "published"}
SKIPPED_INVALID = {"json", "payload"}
SUFFIX = ".schema.json"
EXPECTED = ".expected"
OPTIONS = ".options"
OPTION_KEYS = {"pushType", "priority", "now", "app", "attributesType", "sdks"}


class Check:
    def __init__(self):
        self.passed = 0
        self.failed = 0

    def ok(self):
        self.passed += 1

    def fail(self, where, message):
        self.failed += 1
        print(f"FAIL {os.path.relpath(where, ROOT)}: {message}")


def load_json(path):
    with open(path, "rb") as f:
        return json.loads(f.read().decode("utf-8"))


def first_error(validator, instance):
    error = next(iter(validator.iter_errors(instance)), None)
    if error is None:
        return None
    best = error
    for candidate in error.context or []:
        if len(candidate.absolute_path) > len(best.absolute_path):
            best = candidate
    pointer = "/" + "/".join(str(p) for p in best.absolute_path)
    return f"{pointer}: {best.message[:160]}"


def kind_folders(base):
    """(vendor, folder, path) for every <vendor>/<folder>/ under base."""
    found = []
    if not os.path.isdir(base):
        return found
    for vendor in sorted(os.listdir(base)):
        vendor_path = os.path.join(base, vendor)
        if not os.path.isdir(vendor_path):
            continue
        for folder in sorted(os.listdir(vendor_path)):
            path = os.path.join(vendor_path, folder)
            if os.path.isdir(path):
                found.append((vendor, folder, path))
    return found


def fixtures_in(folder):
    return os.path.isdir(folder) and bool(fixtures(folder))


def fixtures(folder):
    names = sorted(n for n in os.listdir(folder) if n.endswith(".json") and not n.endswith(EXPECTED))
    return [os.path.join(folder, n) for n in names]


def android_content(payload):
    """The decoded content of an Android (FCM data) fixture, or None."""
    if not isinstance(payload, dict):
        return None
    data = payload
    if isinstance(payload.get("data"), dict):
        data = payload["data"]
    elif isinstance(payload.get("message"), dict) and isinstance(payload["message"].get("data"), dict):
        data = payload["message"]["data"]
    content = data.get("content")
    if not isinstance(content, str):
        return None
    try:
        return json.loads(content)
    except ValueError:
        return None


def main():
    check = Check()

    # 1. The schemas themselves.
    schemas = {}
    resources = []
    for name in sorted(os.listdir(SCHEMAS)) if os.path.isdir(SCHEMAS) else []:
        if not name.endswith(SUFFIX):
            continue
        path = os.path.join(SCHEMAS, name)
        try:
            schema = load_json(path)
            Draft202012Validator.check_schema(schema)
        except (ValueError, SchemaError) as error:
            check.fail(path, f"not a valid draft 2020-12 schema: {str(error).splitlines()[0][:200]}")
            continue
        if schema.get("$schema") != "https://json-schema.org/draft/2020-12/schema" or "$id" not in schema:
            check.fail(path, "needs \"$schema\": draft 2020-12 and an \"$id\"")
            continue
        check.ok()
        schemas[name[: -len(SUFFIX)]] = schema
        resources.append((schema["$id"], Resource.from_contents(schema)))
    registry = Registry().with_resources(resources)
    # Kind schemas are named <vendor>.<kind>; others (common, routes) are shared definitions or
    # describe documents that are not payloads.
    validators = {k: Draft202012Validator(s, registry=registry) for k, s in schemas.items() if "." in k}
    vendors_with_schemas = {k.split(".", 1)[0] for k in validators}

    def validator_for(vendor, folder, where):
        kind = f"{vendor}.{folder}"
        if vendor not in vendors_with_schemas:
            return None
        if kind not in validators:
            check.fail(where, f"no schema Schemas/{kind}{SUFFIX} for this kind folder")
            return None
        return validators[kind]

    # 2. Valid fixtures.
    kinds_with_fixtures = set()
    for vendor, folder, path in kind_folders(PAYLOADS):
        if vendor in SKIPPED_TOP:
            continue
        validator = validator_for(vendor, folder, path)
        if validator is None:
            continue
        inner = None
        schema_id = schemas[f"{vendor}.{folder}"]["$id"]
        if "androidContent" in schemas[f"{vendor}.{folder}"].get("$defs", {}):
            inner = Draft202012Validator({"$ref": schema_id + "#/$defs/androidContent"}, registry=registry)
        files = fixtures(path)
        if files:
            kinds_with_fixtures.add(f"{vendor}.{folder}")
        for name in sorted(n for n in os.listdir(path) if n.endswith(OPTIONS)):
            if not os.path.exists(os.path.join(path, name[: -len(OPTIONS)] + ".json")):
                check.fail(os.path.join(path, name), "options sidecar without its fixture")
        for fixture in files:
            try:
                payload = load_json(fixture)
            except ValueError as error:
                check.fail(fixture, f"not JSON: {error}")
                continue
            sidecar = fixture[: -len(".json")] + OPTIONS
            if os.path.exists(sidecar):
                try:
                    options = load_json(sidecar)
                except ValueError as error:
                    check.fail(sidecar, f"not JSON: {error}")
                    continue
                if not isinstance(options, dict) or not set(options) <= OPTION_KEYS:
                    check.fail(sidecar, f"needs a JSON object with only {sorted(OPTION_KEYS)}")
                    continue
                if "pushType" in options and (vendor != "apns" or options["pushType"] != folder):
                    check.fail(sidecar, f"pushType {options['pushType']!r} is not its folder's ({vendor}/{folder})")
                    continue
            problem = first_error(validator, payload)
            if problem:
                check.fail(fixture, f"valid fixture rejected by {vendor}.{folder}{SUFFIX}: {problem}")
                continue
            content = android_content(payload) if inner is not None else None
            if content is not None:
                problem = first_error(inner, content)
                if problem:
                    check.fail(fixture, f"Android content rejected by #/$defs/androidContent: {problem}")
                    continue
            check.ok()

    # 3. Invalid fixtures.
    invalid_root = os.path.join(PAYLOADS, "invalid")
    for vendor, folder, path in kind_folders(invalid_root):
        if vendor in SKIPPED_INVALID:
            continue
        validator = validator_for(vendor, folder, path)
        if validator is None:
            continue
        names = set(os.listdir(path))
        for name in sorted(n for n in names if n.endswith(EXPECTED)):
            if name[: -len(EXPECTED)] + ".json" not in names:
                check.fail(os.path.join(path, name), "expected file without its fixture")
        for fixture in fixtures(path):
            expected_path = fixture[: -len(".json")] + EXPECTED
            try:
                expected = load_json(expected_path)
            except (OSError, ValueError) as error:
                check.fail(fixture, f"needs a readable {os.path.basename(expected_path)}: {error}")
                continue
            diagnostics = expected.get("diagnostics") if isinstance(expected, dict) else None
            rejects = expected.get("schemaRejects") if isinstance(expected, dict) else None
            if not isinstance(diagnostics, list) or not diagnostics or not isinstance(rejects, bool) or not all(
                    isinstance(x, dict) and isinstance(x.get("code"), str) and isinstance(x.get("pointer"), str)
                    for x in diagnostics):
                check.fail(expected_path, "needs \"diagnostics\": [{\"code\", \"pointer\"}, ...] (not empty) and "
                                          "\"schemaRejects\": true|false")
                continue
            try:
                payload = load_json(fixture)
            except ValueError as error:
                if rejects:
                    check.fail(fixture, f"schemaRejects is true but the fixture is not JSON Python can read: {error}")
                else:
                    check.ok()
                continue
            problem = first_error(validator, payload)
            if rejects and problem is None:
                check.fail(fixture, f"schemaRejects is true but {vendor}.{folder}{SUFFIX} accepts it")
            elif not rejects and problem is not None:
                check.fail(fixture, f"schemaRejects is false but {vendor}.{folder}{SUFFIX} rejects it ({problem}); "
                                    "set it to true")
            else:
                check.ok()

    # 4. Every schema has fixtures. A kind pushkit always refuses (its schema says "deprecated": true,
    # as fcm.legacy's does: the API is switched off) has invalid fixtures only.
    for kind in sorted(validators):
        vendor, folder = kind.split(".", 1)
        if kind in kinds_with_fixtures:
            check.ok()
        elif schemas[kind].get("deprecated") is True and fixtures_in(os.path.join(invalid_root, vendor, folder)):
            check.ok()
        else:
            check.fail(os.path.join(SCHEMAS, kind + SUFFIX), f"no valid fixtures in Payloads/{vendor}/{folder}/")

    # 5. The example jobs file: every line is a job the job schema accepts.
    jobs_path = os.path.join(PAYLOADS, "jobs.ndjson")
    if "job" in schemas and os.path.exists(jobs_path):
        job_validator = Draft202012Validator(schemas["job"], registry=registry)
        with open(jobs_path, encoding="utf-8") as jobs:
            for number, line in enumerate(jobs, 1):
                problem = first_error(job_validator, json.loads(line))
                if problem is None:
                    check.ok()
                else:
                    check.fail(f"{jobs_path}:{number}", f"job.schema.json rejects it ({problem})")

    # 6. App profiles.
    app_root = os.path.join(PAYLOADS, "app")
    if "app" in schemas and os.path.isdir(app_root):
        profile_validator = Draft202012Validator(schemas["app"], registry=registry)
        for name in sorted(os.listdir(app_root)):
            folder = os.path.join(app_root, name)
            if name == "broken" or not os.path.isdir(folder):
                continue
            profile = os.path.join(folder, "app.json")
            if not os.path.exists(profile):
                check.fail(folder, "an app folder needs its profile, app.json")
                continue
            problem = first_error(profile_validator, load_json(profile))
            if problem:
                check.fail(profile, f"app profile rejected by app.schema.json: {problem}")
            else:
                check.ok()
        broken = os.path.join(app_root, "broken")
        for fixture in fixtures(broken) if os.path.isdir(broken) else []:
            expected_path = fixture[: -len(".json")] + EXPECTED
            try:
                rejects = load_json(expected_path).get("schemaRejects")
            except (OSError, ValueError) as error:
                check.fail(fixture, f"needs a readable {os.path.basename(expected_path)}: {error}")
                continue
            try:
                problem = first_error(profile_validator, load_json(fixture))
            except ValueError:
                problem = "not JSON"
            if rejects and problem is None:
                check.fail(fixture, "schemaRejects is true but app.schema.json accepts it")
            elif not rejects and problem is not None:
                check.fail(fixture, f"schemaRejects is false but app.schema.json rejects it ({problem}); set it to true")
            else:
                check.ok()

    print(f"schema check: {check.passed} passed, {check.failed} failed")
    return 1 if check.failed else 0


if __name__ == "__main__":
    sys.exit(main())

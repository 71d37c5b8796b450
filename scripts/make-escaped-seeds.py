#!/usr/bin/env python3
"""Writes Fuzz/Seeds/escaped/: every payload of Payloads/ that holds a URL, with each URL
string written in JSON escapes, so that the fuzzer starts from the spellings that once hid
a URL from the checks (issue 25 item 1) and mutates them further.

Two spellings a payload (the decoded text is the same, but for the second's user info):
  a  `/` as `\\/`, `:` as `\\u003a`
  b  user info `u:p@` put after `scheme://` at the start, `@` as `\\u0040`, `/` as
     `\\u002F`, `:` as `\\u003A`
A URL is a string that starts with a scheme and `:` and holds `/` or `@`; the JSON
document inside a string (a Synerise Android `content`) is rewritten the same way.
Payloads/adversarial/ is left out (its files are seeds already, some of 1 MiB).
Run from the repository root: python3 scripts/make-escaped-seeds.py
"""
import json
import os
import re

ROOT = os.path.join(os.path.dirname(__file__), "..")
PAYLOADS = os.path.join(ROOT, "Payloads")
OUT = os.path.join(ROOT, "Fuzz", "Seeds", "escaped")
URL = re.compile(r"^[A-Za-z][A-Za-z0-9+.-]*:.*[/@]", re.S)


def escaped(url, spelling):
    """`url` as the body of a JSON string literal, in `spelling`."""
    body = json.dumps(url, ensure_ascii=False)[1:-1]
    if spelling == "a":
        return body.replace("/", "\\/").replace(":", "\\u003a")
    if re.match(r"^[A-Za-z][A-Za-z0-9+.-]*://", body):
        body = body.replace("//", "//u:p@", 1)
    return body.replace("@", "\\u0040").replace("/", "\\u002F").replace(":", "\\u003A")


class Members(list):
    """An object's members in order, duplicates kept (as the fixtures have them)."""


def rewrite(value, spelling, found):
    """`value` as JSON text with its URL strings escaped; `found` counts them."""
    if isinstance(value, Members):
        return "{" + ",".join(json.dumps(k, ensure_ascii=False) + ":" + rewrite(v, spelling, found)
                              for k, v in value) + "}"
    if isinstance(value, list):
        return "[" + ",".join(rewrite(v, spelling, found) for v in value) + "]"
    if isinstance(value, str):
        if URL.match(value):
            found.append(value)
            return '"' + escaped(value, spelling) + '"'
        if value.startswith("{") and value.endswith("}"):
            try:
                inner = json.loads(value, object_pairs_hook=Members)
            except ValueError:
                inner = None
            if isinstance(inner, Members):
                before = len(found)
                text = rewrite(inner, spelling, found)
                if len(found) > before:
                    return json.dumps(text, ensure_ascii=False)
    return json.dumps(value, ensure_ascii=False)


def main():
    os.makedirs(OUT, exist_ok=True)
    for name in os.listdir(OUT):
        os.remove(os.path.join(OUT, name))
    written = 0
    for folder, _, files in sorted(os.walk(PAYLOADS)):
        if os.path.relpath(folder, PAYLOADS).split(os.sep)[0] == "adversarial":
            continue
        for file in sorted(files):
            if not file.endswith(".json"):
                continue
            path = os.path.join(folder, file)
            try:
                with open(path, encoding="utf-8") as f:
                    document = json.loads(f.read(), object_pairs_hook=Members)
            except (ValueError, UnicodeDecodeError):
                continue  # an invalid fixture: nothing to respell
            stem = os.path.relpath(path, PAYLOADS)[: -len(".json")].replace(os.sep, "--")
            for spelling in "ab":
                found = []
                text = rewrite(document, spelling, found)
                if not found:
                    break
                json.loads(text)  # still JSON
                with open(os.path.join(OUT, f"{stem}.{spelling}.json"), "w", encoding="utf-8") as f:
                    f.write(text + "\n")
                written += 1
    print(f"wrote {written} seeds to {os.path.relpath(OUT, ROOT)}")


if __name__ == "__main__":
    main()

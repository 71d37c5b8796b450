#!/usr/bin/env python3
"""Runs every ```console block of README.md and docs/*.md against the built pushkit and
compares what it prints with what the block shows, so that the documented examples cannot
drift from the binary.

    .ci/check_console.py BIN_DIR      # the folder holding the pushkit to run

In a block, a line starting `$ ` is a command (continued by a trailing `\\`), run by bash from
the repository's root with BIN_DIR first on PATH, standard output and standard error
together; the lines after it, up to the next command, are what it prints. A line `...` in
them stands for any number of lines (none included), and `...` inside a line for any text;
trailing spaces are ignored. The
commands of a block share one shell, so `echo $?` sees the status of the one before.
"""
import os
import pathlib
import re
import subprocess
import sys

root = pathlib.Path(__file__).resolve().parent.parent
bin_dir = pathlib.Path(sys.argv[1]).resolve()
if not (bin_dir / "pushkit").exists():
    sys.exit(f"error: no pushkit in {bin_dir}")

sources = [root / "README.md"] + sorted((root / "docs").glob("*.md"))
MARK = "@@pushkit-console-check@@"


def blocks(path):
    """(line, [(command, [expected lines])]) for each console block of `path`."""
    lines = path.read_text(encoding="utf-8").split("\n")
    index = 0
    while index < len(lines):
        if lines[index].strip() != "```console":
            index += 1
            continue
        start = index + 1
        end = start
        while end < len(lines) and lines[end].strip() != "```":
            end += 1
        commands = []
        body = lines[start:end]
        position = 0
        while position < len(body):
            line = body[position]
            if line.startswith("$ "):
                command = line[2:]
                while command.endswith("\\") and position + 1 < len(body):
                    position += 1
                    command = command[:-1] + " " + body[position].strip()
                commands.append((command, []))
            elif commands:
                commands[-1][1].append(line.rstrip())
            position += 1
        yield start + 1, commands
        index = end + 1


def same(expected, actual):
    """Whether a line matches: equal, or equal where each `...` inside it stands for any text."""
    if expected == actual:
        return True
    if "..." not in expected:
        return False
    pattern = ".*".join(re.escape(part) for part in expected.split("..."))
    return re.fullmatch(pattern, actual) is not None


def matches(expected, actual):
    """Whether `actual` lines match `expected`, where a `...` line matches any run of lines."""
    # Linear in the product of the two lengths at worst; blocks are short.
    memo = {}

    def match(i, j):
        if (i, j) in memo:
            return memo[(i, j)]
        if i == len(expected):
            result = j == len(actual)
        elif expected[i] == "...":
            result = any(match(i + 1, k) for k in range(j, len(actual) + 1))
        else:
            result = j < len(actual) and same(expected[i], actual[j]) and match(i + 1, j + 1)
        memo[(i, j)] = result
        return result

    return match(0, 0)


environment = {key: value for key, value in os.environ.items() if key not in ("NO_COLOR", "COLUMNS")}
environment["PATH"] = f"{bin_dir}{os.pathsep}{environment.get('PATH', '')}"
environment["TERM"] = "dumb"
passed = failed = 0
for source in sources:
    for line, commands in blocks(source):
        if not commands:
            continue
        script = ""
        for command, _ in commands:
            script += f"{{ {command}\n}} 2>&1\n__status=$?\nprintf '\\n{MARK}\\n'\n( exit $__status )\n"
        result = subprocess.run(["bash", "-c", script], cwd=root, env=environment, capture_output=True, text=True,
                                stdin=subprocess.DEVNULL, timeout=120)
        outputs = result.stdout.split(f"\n{MARK}\n")
        for number, (command, expected) in enumerate(commands):
            actual = outputs[number] if number < len(outputs) else ""
            actual_lines = [text.rstrip() for text in actual.split("\n")]
            while actual_lines and actual_lines[-1] == "":
                actual_lines.pop()
            while expected and expected[-1] == "":
                expected.pop()
            where = f"{source.relative_to(root)}:{line}"
            if matches(expected, actual_lines):
                passed += 1
            else:
                failed += 1
                print(f"error: {where}: `$ {command}` printed:\n" + "\n".join(f"    {text}" for text in actual_lines)
                      + "\n  but the documentation shows:\n" + "\n".join(f"    {text}" for text in expected),
                      file=sys.stderr)
print(f"examples: {passed} passed, {failed} failed")
sys.exit(1 if failed else 0)

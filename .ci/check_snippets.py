#!/usr/bin/env python3
"""Compiles every Swift snippet the documentation shows to library users.

Every ```swift block that imports PushKitCore, in README.md, docs/*.md and the DocC
articles (Sources/PushKitCore/PushKitCore.docc/*.md), becomes the main.swift of an
executable target in a scratch package that depends on this one by path, as a user's
package would. The package is built (and so linked) once: a snippet that does not compile
fails CI, with the file and line it came from.

    .ci/check_snippets.py [SCRATCH]     # default .build/snippets (kept: rebuilds are quick)

A block that is a fragment (no `import PushKitCore`) is not checked; one that imports
another package (an HTTP client, say) cannot be, and must not import PushKitCore.
"""
import pathlib
import re
import shutil
import subprocess
import sys

root = pathlib.Path(__file__).resolve().parent.parent
scratch = pathlib.Path(sys.argv[1]) if len(sys.argv) > 1 else root / ".build" / "snippets"

sources = [root / "README.md"]
sources += sorted((root / "docs").glob("*.md"))
sources += sorted((root / "Sources" / "PushKitCore" / "PushKitCore.docc").glob("*.md"))

fence = re.compile(r"^(\s*)```swift\s*$")
snippets = []  # (file, line, text)
for source in sources:
    if not source.exists():
        continue
    lines = source.read_text(encoding="utf-8").split("\n")
    index = 0
    while index < len(lines):
        match = fence.match(lines[index])
        if not match:
            index += 1
            continue
        indent = len(match.group(1))
        start = index + 1
        end = start
        while end < len(lines) and lines[end].strip() != "```":
            end += 1
        body = [line[indent:] if line[:indent].strip() == "" else line for line in lines[start:end]]
        if any(re.match(r"\s*import\s+PushKitCore\s*$", line) for line in body):
            snippets.append((source.relative_to(root), start + 1, "\n".join(body) + "\n"))
        index = end + 1

if not snippets:
    print("no snippets import PushKitCore")
    sys.exit(0)

sources_dir = scratch / "Sources"
if sources_dir.exists():
    shutil.rmtree(sources_dir)
targets = []
for number, (source, line, text) in enumerate(snippets, 1):
    name = f"snippet{number}"
    folder = sources_dir / name
    folder.mkdir(parents=True)
    header = f"// {source}:{line}\n"
    (folder / "main.swift").write_text(header + text, encoding="utf-8")
    targets.append(name)
    print(f"{name}: {source}:{line}")

manifest = f"""// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "snippets",
    dependencies: [.package(name: "pushkit", path: {str(root)!r})],
    targets: [
{chr(10).join(f'        .executableTarget(name: "{t}", dependencies: [.product(name: "PushKitCore", package: "pushkit")]),' for t in targets)}
    ],
    swiftLanguageModes: [.v6]
)
""".replace("'", '"')
(scratch / "Package.swift").write_text(manifest, encoding="utf-8")

status = subprocess.call(["swift", "build", "--package-path", str(scratch)])
if status != 0:
    print("error: a documentation snippet does not compile (the line after // names its file and line)",
          file=sys.stderr)
    sys.exit(1)
# Run them too: a snippet is an example, and it must not trap.
bin_path = subprocess.check_output(["swift", "build", "--package-path", str(scratch), "--show-bin-path"],
                                   text=True).strip()
for name, (source, line, _) in zip(targets, snippets):
    result = subprocess.run([f"{bin_path}/{name}"], capture_output=True, text=True, timeout=60)
    if result.returncode != 0:
        print(f"error: {source}:{line}: the snippet exited {result.returncode}\n{result.stderr}", file=sys.stderr)
        sys.exit(1)
print(f"ok: {len(snippets)} snippets compile and run")

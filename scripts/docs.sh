#!/usr/bin/env bash
# Builds the DocC archive of PushKitCore from its symbol graph with the toolchain's
# `docc convert`, warnings as errors (an ambiguous or broken link fails). No package plugin
# and no dependency: `swift build` emits the symbol graphs, docc reads them beside the
# catalogue. CI runs it (.ci/run).
#
#   scripts/docs.sh [OUTPUT]    # default .build/docs/PushKitCore.doccarchive
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."

output="${1:-.build/docs/PushKitCore.doccarchive}"
# A scratch folder of its own keeps these flags from invalidating the main build.
scratch=.build/docs-build
graphs=.build/docs/symbol-graphs
# The compiler writes a module's graph only when it compiles the module: a build folder of
# its own, emptied first, so that every run compiles (and writes) PushKitCore's.
rm -rf "$graphs" "$scratch"
mkdir -p "$graphs"
swift build --scratch-path "$scratch" --target PushKitCore \
    -Xswiftc -emit-symbol-graph -Xswiftc -emit-symbol-graph-dir -Xswiftc "$PWD/$graphs" \
    -Xswiftc -symbol-graph-minimum-access-level -Xswiftc public
# PushKitCore re-exports PushKitJSON: both graphs, so that links to JSONReader and Diagnostic resolve.
# PushKitCore's graph holds what it re-exports from PushKitJSON. The build also writes
# PushKitJSON's own graph whenever it compiles that target: given both, docc sees two modules
# and resolves no link between them, so only PushKitCore's graphs are kept.
find "$graphs" -name '*.symbols.json' ! -name 'PushKitCore.symbols.json' ! -name 'PushKitCore@*.symbols.json' -delete
docc="$(command -v docc || true)"
if [[ -z "$docc" ]]; then
    docc="$(dirname "$(readlink -f "$(command -v swift)")")/docc"
fi
rm -rf "$output"
"$docc" convert Sources/PushKitCore/PushKitCore.docc \
    --additional-symbol-graph-dir "$graphs" \
    --fallback-display-name PushKitCore --fallback-bundle-identifier dev.pushkit.PushKitCore \
    --output-path "$output" --warnings-as-errors
echo "ok: $output"

#!/bin/sh
# Renders the HTML preview of a payload to a PNG with headless Chromium.
#
#   scripts/screenshot.sh PAYLOAD.json OUT.png [WIDTH]
#
# WIDTH is the window width in CSS pixels (default 900). The page is drawn in a tall
# window and cut just below the last thing on it (with python3; without it the PNG
# keeps the window's full height).
#
# Environment:
#   PUSHKIT     a pushkit binary to use instead of building one (swift build -c release)
#   APP_NAME    the app name shown on notifications (default: Shop)
#   CHROMIUM    the browser binary (default: chromium, Debian's package)
#   SCALE       the device scale factor (default: 1; 2 for a sharper image)
set -eu

if [ $# -lt 2 ] || [ $# -gt 3 ]; then
    echo "usage: $0 PAYLOAD.json OUT.png [WIDTH]" >&2
    exit 64
fi
payload=$1
out=$2
width=${3:-900}
scale=${SCALE:-1}
case $width$scale in
    *[!0-9]*) echo "$0: WIDTH and SCALE must be whole numbers" >&2; exit 64 ;;
esac
[ -r "$payload" ] || { echo "$0: cannot read $payload" >&2; exit 66; }

root=$(cd "$(dirname "$0")/.." && pwd)
browser=${CHROMIUM:-chromium}
command -v "$browser" >/dev/null 2>&1 || {
    echo "$0: $browser not found (apt-get install chromium, or set CHROMIUM)" >&2
    exit 69
}

# Build pushkit if needed (swift build does nothing when it is up to date).
if [ -n "${PUSHKIT:-}" ]; then
    pushkit=$PUSHKIT
else
    scratch=${PUSHKIT_SCRATCH_PATH:-$root/.build}
    swift build -c release --package-path "$root" --scratch-path "$scratch" --product pushkit >&2
    pushkit=$scratch/release/pushkit
fi

work=$(mktemp -d "${TMPDIR:-/tmp}/pushkit-screenshot.XXXXXX")
trap 'rm -rf "$work"' EXIT INT TERM

# pushkit render refuses a payload with an error: its diagnostics go to standard error.
status=0
"$pushkit" render --format html --app-name "${APP_NAME:-Shop}" "$payload" >"$work/preview.html" || status=$?
if [ "$status" -ne 0 ] || [ ! -s "$work/preview.html" ]; then
    echo "$0: pushkit render wrote no page for $payload (exit status $status)" >&2
    exit 1
fi

# The page has no script and a CSP that forbids one; images load from the network
# when it is reachable and are drawn as placeholders when it is not.
tall=6000
"$browser" --headless --no-sandbox --disable-gpu --hide-scrollbars --mute-audio \
    --no-first-run --disable-extensions --disable-background-networking \
    --force-device-scale-factor="$scale" --virtual-time-budget=5000 \
    --window-size="$width,$tall" --screenshot="$work/full.png" "file://$work/preview.html" \
    >"$work/chromium.log" 2>&1 || {
    cat "$work/chromium.log" >&2
    echo "$0: $browser failed" >&2
    exit 1
}
[ -s "$work/full.png" ] || { cat "$work/chromium.log" >&2; exit 1; }

# Below the page is the plain #1B1F3A of the root element: cut it off. The rows are
# read still filtered (PNG rows depend only on the rows above them, so the first rows
# of the filtered data are a valid image of their own): from the bottom up, a row
# that is uniform #1B1F3A, or the same as the row above it, is blank.
if command -v python3 >/dev/null 2>&1; then
    python3 - "$work/full.png" "$out" <<'PYTHON'
import struct, sys, zlib

source, target = sys.argv[1], sys.argv[2]
data = open(source, "rb").read()
chunks, offset = [], 8
while offset < len(data):
    length, kind = struct.unpack(">I4s", data[offset:offset + 8])
    chunks.append((kind, data[offset + 8:offset + 8 + length]))
    offset += 12 + length
header = chunks[0][1]
width, height, depth, color, _, _, interlace = struct.unpack(">IIBBBBB", header)
channels = {2: 3, 6: 4}.get(color)
if data[:8] != b"\x89PNG\r\n\x1a\n" or depth != 8 or channels is None or interlace:
    open(target, "wb").write(data)
    sys.exit(0)
raw = zlib.decompress(b"".join(body for kind, body in chunks if kind == b"IDAT"))
stride = width * channels + 1
blank = bytes((0x1B, 0x1F, 0x3A, 0xFF)[:channels])
zeros = bytes(stride - 1 - channels)
rows = height
while rows > 1:
    row = raw[(rows - 1) * stride:rows * stride]
    kind, first, rest = row[0], row[1:1 + channels], row[1 + channels:]
    if kind == 0 and row[1:] == blank * width:
        rows -= 1
    elif kind in (2, 4) and first == bytes(channels) and rest == zeros:
        rows -= 1
    elif kind == 1 and first == blank and rest == zeros:
        rows -= 1
    else:
        break
rows = min(rows + 1, height)  # keep one blank row under the page


def chunk(kind, body):
    return struct.pack(">I", len(body)) + kind + body + struct.pack(">I", zlib.crc32(kind + body))


header = struct.pack(">IIBBBBB", width, rows, depth, color, 0, 0, 0)
image = zlib.compress(raw[:rows * stride], 9)
open(target, "wb").write(b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header) + chunk(b"IDAT", image) + chunk(b"IEND", b""))
PYTHON
else
    echo "$0: python3 not found: the PNG keeps the full window height" >&2
    cp "$work/full.png" "$out"
fi
echo "$out"

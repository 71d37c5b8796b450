#!/usr/bin/env bash
# Sends prepared pushes over HTTP/2 with TLS and a provider token to apns-standin, a local
# server that answers as APNs does, and checks every answer. Run from anywhere; CI runs it
# from .ci/run. Needs openssl, and python3 with the cryptography package (a second ES256
# implementation, to check the provider token apart from the stand-in). Exits non-zero on any
# mismatch.
#
# The keys and certificates are made here, for this run only: a test CA and a server
# certificate for 127.0.0.1 signed by it (apns-send trusts that CA through --ca-file and
# nothing else), the team's APNs signing key (.p8, P-256) whose public half the stand-in
# verifies tokens with, and a second key that APNs would not know.
set -euo pipefail
cd "$(dirname "$0")"

swift build --product apns-standin
swift build --product apns-send
bin="$(swift build --show-bin-path)"

work="$(mktemp -d)"
standin_pid=""
cleanup() {
    if [[ -n "$standin_pid" ]]; then kill "$standin_pid" 2>/dev/null || true; fi
    rm -rf "$work"
}
trap cleanup EXIT

openssl_quiet() { openssl "$@" 2>/dev/null; }
# The test CA and the stand-in's certificate for 127.0.0.1.
openssl_quiet req -x509 -newkey ec -pkeyopt ec_paramgen_curve:prime256v1 -nodes -days 1 \
    -subj "/CN=pushkit APNs stand-in test CA" -keyout "$work/ca.key" -out "$work/ca.pem" \
    -addext "basicConstraints=critical,CA:TRUE" -addext "keyUsage=critical,keyCertSign"
openssl_quiet req -newkey ec -pkeyopt ec_paramgen_curve:prime256v1 -nodes \
    -subj "/CN=127.0.0.1" -keyout "$work/server.key" -out "$work/server.csr"
printf 'subjectAltName=IP:127.0.0.1\nextendedKeyUsage=serverAuth\nbasicConstraints=CA:FALSE\n' >"$work/server.ext"
openssl_quiet x509 -req -in "$work/server.csr" -CA "$work/ca.pem" -CAkey "$work/ca.key" -CAcreateserial \
    -days 1 -extfile "$work/server.ext" -out "$work/server.pem"
# The team's signing key as Apple hands it out (PKCS #8), its public half, and a stranger's key.
for name in AuthKey wrong; do
    openssl_quiet genpkey -algorithm EC -pkeyopt ec_paramgen_curve:P-256 -out "$work/$name.p8"
done
openssl_quiet pkey -in "$work/AuthKey.p8" -pubout -out "$work/AuthKey.pub.pem"

key_id=ABC123DEFG
team_id=DEF123GHIJ
bundle_id=com.example.shop
device_token="$(printf 'a1%.0s' {1..32})"
gone_token="$(printf 'b2%.0s' {1..32})"
unknown_token="$(printf 'c3%.0s' {1..32})"
# Broadcast channels (iOS 18): one that keeps the latest message, one that keeps none, and one
# the stand-in does not know. Apple's sample ids, and a 16-byte one.
channel=dHN0LXNyY2gtY2hubA==
quiet_channel=c29tZUNoYW5uZWw=
unknown_channel=FEt0NgvLEfEAAOqA6AXdIQ==
# APNs takes 4096 bytes; the stand-in takes 1024 here, so that a payload PushKitCore
# accepts (at most 4096) can still be answered 413 PayloadTooLarge by the server. Its clock
# runs 20 minutes ahead of apns-send's when it judges a token's age: a token apns-send made
# 45 minutes ago, and still uses (it makes a new one at 50), is 65 minutes old and expired
# for the server, as with a sender whose clock is behind.
"$bin/apns-standin" --certificate "$work/server.pem" --private-key "$work/server.key" \
    --provider-key "$work/AuthKey.pub.pem" --key-id "$key_id" --team-id "$team_id" --bundle-id "$bundle_id" \
    --device-token "$device_token" --unregistered "$gone_token" --max-payload 1024 --clock-skew 1200 \
    --channel "$channel" --no-storage-channel "$quiet_channel" \
    >"$work/standin.log" 2>"$work/standin.err" &
standin_pid=$!
port=""
for _ in $(seq 100); do
    port="$(head -n 1 "$work/standin.log" | python3 -c 'import json,sys; print(json.loads(sys.stdin.read() or "{}").get("listening", ""))' 2>/dev/null || true)"
    [[ -n "$port" ]] && break
    kill -0 "$standin_pid" 2>/dev/null || { cat "$work/standin.err" >&2; echo "error: apns-standin did not start" >&2; exit 1; }
    sleep 0.1
done
[[ -n "$port" ]] || { echo "error: apns-standin did not say its port" >&2; exit 1; }
echo "apns-standin listening on 127.0.0.1:$port"

# send NAME EXPECTED_EXIT [apns-send arguments...] < payloads: to the device; apns-send's output goes
# to $work/NAME.out. broadcast NAME EXPECTED_EXIT --channel-id ID [...]: on a channel instead.
send() {
    local name="$1" expected="$2"
    shift 2
    apns_send "$name" "$expected" --device-token "$device_token" "$@"
}
broadcast() { apns_send "$@"; }
apns_send() {
    local name="$1" expected="$2"
    shift 2
    local status=0
    "$bin/apns-send" --key "$work/AuthKey.p8" --key-id "$key_id" --team-id "$team_id" --bundle-id "$bundle_id" \
        --server "https://127.0.0.1:$port" --ca-file "$work/ca.pem" "$@" \
        >"$work/$name.out" 2>"$work/$name.err" || status=$?
    echo "== $name (exit $status)"
    cat "$work/$name.out"
    if ((status != expected)); then
        cat "$work/$name.err" >&2
        echo "error: apns-send for '$name' exited $status, expected $expected" >&2
        exit 1
    fi
}

small='{"aps":{"alert":{"title":"Sale","body":"50% off everything today"},"sound":"default"}}'
# About 2 KB: PushKitCore takes it, the stand-in (1024 bytes) does not.
medium="$(python3 -c 'import json; print(json.dumps({"aps": {"alert": {"title": "Sale", "body": "Grüße " * 300}}}, ensure_ascii=False))')"
# About 6 KB: over APNs' 4096 bytes, so PushKitCore refuses it and it is never sent.
large="$(python3 -c 'import json; print(json.dumps({"aps": {"alert": {"title": "Sale", "body": "Grüße " * 900}}}, ensure_ascii=False))')"

printf '%s\n%s\n%s\n' "$small" "$medium" "$large" | send batch 1
send wrong-key 1 --key "$work/wrong.p8" <<<"$small"
send expired-token 0 --issued-at "$(($(date +%s) - 2700))" <<<"$small"
# A token two hours old is stale for apns-send itself: it makes a new one before sending.
send stale-token 0 --issued-at "$(($(date +%s) - 7200))" <<<"$small"
send unregistered 1 --device-token "$gone_token" <<<"$small"
send unknown-device 1 --device-token "$unknown_token" <<<"$small"
send collapse-voip 0 --push-type voip --collapse-id sale-1 --expiration 0 --priority 5 <<<'{"aps":{},"call":"42"}'
# 20 pushes, 8 at a time, as streams of one HTTP/2 connection; the output keeps input order.
python3 -c '
import json
for number in range(1, 21):
    print(json.dumps({"aps": {"alert": {"title": "Sale", "body": f"Offer {number}"}}, "n": number}))
' | send concurrent 0 --concurrency 8
# Broadcasts: an update and one over 4096 bytes (a channel takes 5120) sent, a start refused by
# PushKitCore (a channel cannot start a Live Activity); a channel APNs does not know; a nonzero
# expiration on a No Message Stored channel, refused by APNs when the sender does not say the
# channel's policy, and by PushKitCore, unsent, when it does; expiration 0 on that channel.
update='{"aps":{"timestamp":1700000000,"event":"update","content-state":{"home":1,"away":0}}}'
start='{"aps":{"timestamp":1700000000,"event":"start","content-state":{"home":0,"away":0},"attributes-type":"Match","attributes":{"id":"A-B"},"alert":{"title":"Kick-off","body":"The match has begun"}}}'
large_update="$(python3 -c 'import json; print(json.dumps({"aps": {"timestamp": 1700000000, "event": "update", "content-state": {"commentary": "Grüße " * 600}}}, ensure_ascii=False))')"
printf '%s\n%s\n%s\n' "$update" "$start" "$large_update" | broadcast broadcast 1 --channel-id "$channel" --priority 5
broadcast broadcast-unknown 1 --channel-id "$unknown_channel" <<<"$update"
broadcast broadcast-expiring 1 --channel-id "$quiet_channel" --expiration 1893456000 <<<"$update"
broadcast broadcast-no-storage 1 --channel-id "$quiet_channel" --channel-storage none --expiration 1893456000 <<<"$update"
broadcast broadcast-quiet 0 --channel-id "$quiet_channel" --channel-storage none <<<"$update"
# With the shop's app profile (Payloads/app/shop/app.json: Synerise iOS SDK 5.10.1, its strings,
# categories and routes), a push the app cannot show is refused by PushKitCore and never sent:
# a loc-key with one argument where the app's string reads two, and a template banner SDK 5 no
# longer shows. The profile's bundleID stands in for --bundle-id.
payloads=../../Payloads
for file in app/shop/payloads/ios-order-shipped.json invalid/app/shop/ios-order-shipped-one-argument.json \
    app/shop-legacy/payloads/ios-banner.json; do
    python3 -c 'import json, sys; print(json.dumps(json.load(open(sys.argv[1])), ensure_ascii=False))' "$payloads/$file"
done | send app 1 --app "$payloads/app/shop/app.json"
status=0
python3 -c 'import json, sys; print(json.dumps(json.load(open(sys.argv[1])), ensure_ascii=False))' \
    "$payloads/app/shop/payloads/ios-back-in-stock.json" |
    "$bin/apns-send" --key "$work/AuthKey.p8" --key-id "$key_id" --team-id "$team_id" --app "$payloads/app/shop/app.json" \
        --device-token "$device_token" --server "https://127.0.0.1:$port" --ca-file "$work/ca.pem" \
        >"$work/app-bundle.out" 2>"$work/app-bundle.err" || status=$?
echo "== app-bundle (exit $status)"
cat "$work/app-bundle.out"
((status == 0)) || { cat "$work/app-bundle.err" >&2; echo "error: apns-send --app without --bundle-id exited $status" >&2; exit 1; }
# Without the test CA, the stand-in's certificate is not trusted: no request is made.
status=0
"$bin/apns-send" --key "$work/AuthKey.p8" --key-id "$key_id" --team-id "$team_id" --bundle-id "$bundle_id" \
    --device-token "$device_token" --server "https://127.0.0.1:$port" <<<"$small" >"$work/untrusted.out" 2>/dev/null ||
    status=$?
echo "== untrusted (exit $status)"
cat "$work/untrusted.out"
((status == 1)) || { echo "error: apns-send without --ca-file exited $status, expected 1" >&2; exit 1; }

sleep 0.2
echo "== apns-standin's log"
cat "$work/standin.log"

python3 - "$work" <<'PY'
import json, sys
work = sys.argv[1]
def lines(name):
    return [json.loads(line) for line in open(f"{work}/{name}") if line.strip()]
failures = []
def expect(condition, message):
    if not condition:
        failures.append(message)

batch = lines("batch.out")
expect(len(batch) == 3, f"batch: 3 lines, got {len(batch)}")
good, medium, large = (batch + [{}, {}, {}])[:3]
expect(good.get("status") == "accepted" and good.get("http") == 200, f"batch line 1 accepted: {good}")
expect(good.get("protocol") == "HTTP/2", f"batch line 1 over HTTP/2: {good}")
expect(bool(good.get("apnsId")), f"batch line 1 has an apns-id: {good}")
expect(medium.get("status") == "rejected" and medium.get("http") == 413 and medium.get("reason") == "PayloadTooLarge"
       and medium.get("action") == "fix-payload", f"batch line 2 is 413 PayloadTooLarge: {medium}")
expect(1024 < medium.get("bytes", 0) <= 4096, f"batch line 2 is between the stand-in's limit and APNs': {medium}")
expect(large.get("status") == "refused" and "http" not in large
       and [d["code"] for d in large.get("diagnostics", [])] == ["apns.payload-too-large"],
       f"batch line 3 refused by PushKitCore for its size: {large}")

[wrong] = lines("wrong-key.out") or [{}]
expect(wrong.get("http") == 403 and wrong.get("reason") == "InvalidProviderToken"
       and wrong.get("action") == "check-credentials", f"wrong key: 403 InvalidProviderToken: {wrong}")
[expired] = lines("expired-token.out") or [{}]
expect(expired.get("status") == "accepted" and expired.get("retriedAfter") == "ExpiredProviderToken",
       f"expired token: made again after 403 ExpiredProviderToken, then accepted: {expired}")
[stale] = lines("stale-token.out") or [{}]
expect(stale.get("status") == "accepted" and "retriedAfter" not in stale,
       f"stale token: made again before sending, accepted: {stale}")
[gone] = lines("unregistered.out") or [{}]
expect(gone.get("http") == 410 and gone.get("reason") == "Unregistered" and isinstance(gone.get("timestamp"), int)
       and gone.get("action") == "drop-device", f"unregistered: 410 with a timestamp: {gone}")
[unknown] = lines("unknown-device.out") or [{}]
expect(unknown.get("http") == 400 and unknown.get("reason") == "BadDeviceToken", f"unknown device: 400 BadDeviceToken: {unknown}")
[voip] = lines("collapse-voip.out") or [{}]
expect(voip.get("status") == "accepted", f"voip with collapse id, expiration and priority: {voip}")
many = lines("concurrent.out")
expect([line.get("line") for line in many] == list(range(1, 21)), "concurrent: 20 lines in input order")
expect(all(line.get("status") == "accepted" and line.get("protocol") == "HTTP/2" for line in many),
       f"concurrent: all accepted over HTTP/2: {[line.get('status') for line in many]}")
expect(len({line.get("sha256") for line in many}) == 20, "concurrent: 20 different bodies")
b_update, b_start, b_large = (lines("broadcast.out") + [{}, {}, {}])[:3]
expect(b_update.get("status") == "accepted" and b_update.get("http") == 200 and b_update.get("apnsId")
       and b_update.get("uniqueId"), f"broadcast update accepted with apns-request-id and apns-unique-id: {b_update}")
expect(b_start.get("status") == "refused" and "http" not in b_start
       and [d["code"] for d in b_start.get("diagnostics", [])] == ["broadcast.start"],
       f"broadcast start refused by PushKitCore: {b_start}")
expect(b_large.get("status") == "accepted" and 4096 < b_large.get("bytes", 0) <= 5120,
       f"a broadcast between 4096 and 5120 bytes accepted: {b_large}")
[b_unknown] = lines("broadcast-unknown.out") or [{}]
expect(b_unknown.get("http") == 400 and b_unknown.get("reason") == "ChannelNotRegistered",
       f"unknown channel: 400 ChannelNotRegistered: {b_unknown}")
[b_expiring] = lines("broadcast-expiring.out") or [{}]
expect(b_expiring.get("http") == 400 and b_expiring.get("reason") == "BadExpirationDate",
       f"nonzero expiration on a No Message Stored channel: 400 BadExpirationDate: {b_expiring}")
[b_no_storage] = lines("broadcast-no-storage.out") or [{}]
expect(b_no_storage.get("status") == "refused"
       and [d["code"] for d in b_no_storage.get("diagnostics", [])] == ["broadcast.expiration"],
       f"PushKitCore refuses it when told the storage policy: {b_no_storage}")
[b_quiet] = lines("broadcast-quiet.out") or [{}]
expect(b_quiet.get("status") == "accepted", f"expiration 0 on a No Message Stored channel: {b_quiet}")
app = lines("app.out")
expect([line.get("status") for line in app] == ["accepted", "refused", "refused"], f"app: one sent, two refused: {app}")
expect([[d["code"] for d in line.get("diagnostics", [])] for line in app[1:]]
       == [["app.string-missing-arguments"], ["synerise.banner-deprecated"]],
       f"app: refused for the app's string and SDK version: {app[1:]}")
[bundle] = lines("app-bundle.out") or [{}]
expect(bundle.get("status") == "accepted", f"app: the profile's bundleID is the topic: {bundle}")
[untrusted] = lines("untrusted.out") or [{}]
expect(untrusted.get("status") == "failed", f"without the test CA the connection fails: {untrusted}")

# What the stand-in received: the exact bytes each sent push had, and nothing for the
# refused payload or the untrusted connection. Pushes in flight together reach it in any
# order; the apns-id it made up and apns-send reports ties each answer to its request.
log = lines("standin.log")[1:]
by_id = {entry["apnsId"]: entry for entry in log}
statuses = sorted(entry["status"] for entry in log)
expected_statuses = sorted([200, 413, 403, 403, 200, 200, 410, 400, 200] + [200] * 20 + [200, 200, 400, 400, 200] + [200, 200])
expect(statuses == expected_statuses, f"stand-in answered {statuses}, expected {expected_statuses}")
sent = [good, medium, wrong, expired, stale, gone, unknown, voip] + many + app[:1] + [bundle]
sent += [b_update, b_large, b_unknown, b_expiring, b_quiet]
for line in sent:
    entry = by_id.get(line.get("apnsId"))
    expect(entry is not None and entry["sha256"] == line.get("sha256") and entry["bytes"] == line.get("bytes")
           and entry["status"] == line.get("http"),
           f"stand-in received other bytes than apns-send prepared, or answered otherwise: {entry} vs {line}")
expect(any(entry.get("reason") == "ExpiredProviderToken" and entry["sha256"] == expired.get("sha256") for entry in log),
       "the stand-in answered the expired token 403 ExpiredProviderToken")
first, call = by_id.get(good.get("apnsId"), {}), by_id.get(voip.get("apnsId"), {})
expect(first.get("path") == "/3/device/" + "a1" * 32 and first.get("topic") == "com.example.shop"
       and first.get("pushType") == "alert", f"request line: {first}")
expect(call.get("topic") == "com.example.shop.voip" and call.get("pushType") == "voip", f"voip request: {call}")
on_channel = by_id.get(b_update.get("apnsId"), {})
expect(on_channel.get("path") == "/4/broadcasts/apps/com.example.shop" and on_channel.get("topic") == ""
       and on_channel.get("pushType") == "liveactivity" and on_channel.get("channelId") == "dHN0LXNyY2gtY2hubA=="
       and on_channel.get("expiration") == "0" and on_channel.get("priority") == "5"
       and on_channel.get("uniqueId") == b_update.get("uniqueId"), f"broadcast request: {on_channel}")
expect(by_id.get(b_expiring.get("apnsId"), {}).get("expiration") == "1893456000",
       "the expiring broadcast carried its expiration")
# The provider token, read and verified apart from the stand-in: JOSE's ES256 (r and s,
# 32 bytes each), base64url without padding, the header and claims APNs reads.
import base64, time
from cryptography.exceptions import InvalidSignature
from cryptography.hazmat.primitives import hashes, serialization
from cryptography.hazmat.primitives.asymmetric import ec, utils
def unbase64url(part):
    assert all(c.isalnum() or c in "-_" for c in part), part
    return base64.urlsafe_b64decode(part + "=" * (-len(part) % 4))
scheme, _, token = first.get("authorization", "").partition(" ")
parts = token.split(".")
expect(scheme == "bearer" and len(parts) == 3, f"authorization: bearer <JWT>: {first.get('authorization')}")
if len(parts) == 3:
    header, claims, signature = json.loads(unbase64url(parts[0])), json.loads(unbase64url(parts[1])), unbase64url(parts[2])
    expect(header == {"alg": "ES256", "kid": "ABC123DEFG"}, f"token header: {header}")
    expect(sorted(claims) == ["iat", "iss"] and claims["iss"] == "DEF123GHIJ" and abs(claims["iat"] - time.time()) < 600,
           f"token claims: {claims}")
    expect(len(signature) == 64, f"ES256 signature is 64 bytes, not {len(signature)}")
    key = serialization.load_pem_public_key(open(f"{work}/AuthKey.pub.pem", "rb").read())
    der = utils.encode_dss_signature(int.from_bytes(signature[:32], "big"), int.from_bytes(signature[32:], "big"))
    try:
        key.verify(der, f"{parts[0]}.{parts[1]}".encode(), ec.ECDSA(hashes.SHA256()))
    except InvalidSignature:
        expect(False, "the provider token's signature does not verify with python's cryptography")

connections = {by_id[line["apnsId"]].get("connection") for line in many if line.get("apnsId") in by_id}
print(f"the 20 concurrent pushes came on {len(connections)} connection(s)")
expect(len(connections) <= 2, f"the 20 concurrent pushes share the HTTP/2 connection: {len(connections)} connections")

if failures:
    for failure in failures:
        print("error:", failure, file=sys.stderr)
    sys.exit(1)
print(f"ok: {len(log)} requests over HTTP/2; 200, 413 PayloadTooLarge, 403 InvalidProviderToken, "
      "403 ExpiredProviderToken then 200, a stale token made again, 20 concurrent pushes, "
      "410 Unregistered, 400 BadDeviceToken as APNs answers; "
      "broadcasts on a channel (200 with apns-unique-id, 5120 bytes, 400 ChannelNotRegistered, 400 BadExpirationDate); "
      "PushKitCore refused the payload over 4096 bytes, a broadcast start, a nonzero expiration on a "
      "No Message Stored channel and, with the app profile, two pushes the app cannot show; no request without the test CA")
PY

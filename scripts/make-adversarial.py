#!/usr/bin/env python3
"""Writes the adversarial corpus under Payloads/adversarial/.

Each NAME.json (or .ndjson) comes with NAME.expected:
  {"options": {"maxBytes": N}, "mustInclude": ["code", ...], "mustNotInclude": [...]}
The Swift test validates every file with those options and checks that the listed
codes are (or are not) reported; whatever the bytes, validation must end normally.
Run from the repository root: python3 scripts/make-adversarial.py
"""
import json
import os

OUT = os.path.join(os.path.dirname(__file__), "..", "Payloads", "adversarial")
MIB = 1 << 20
HASH = "6a1c6d1e-9f4b-4a7e-8a53-0c2d7d9e4b11"


def write(name, data, must=(), must_not=(), max_bytes=None, now=None):
    if isinstance(data, str):
        data = data.encode("utf-8")
    with open(os.path.join(OUT, name + ".json"), "wb") as f:
        f.write(data)
    expected = {"mustInclude": sorted(set(must)), "mustNotInclude": sorted(set(must_not))}
    if max_bytes:
        expected["options"] = {"maxBytes": max_bytes}
    if now:
        expected.setdefault("options", {})["now"] = now
    with open(os.path.join(OUT, name + ".expected"), "w") as f:
        json.dump(expected, f, indent=2)
        f.write("\n")


def compact(value):
    return json.dumps(value, ensure_ascii=False, separators=(",", ":"))


def simple_push(action=None, title="Spring sale", body="Up to 50% off", buttons=None, rich=None, aps=None):
    content = {"campaign": {"variant_id": 1, "hash_id": HASH}, "notification": {}}
    if action:
        content["notification"]["action"] = action
    if buttons:
        content["buttons"] = buttons
    if rich:
        content["rich-media"] = rich
    return {
        "aps": aps or {"alert": {"title": title, "body": body}},
        "issuer": "Synerise", "message-type": "dynamic-content", "content-type": "simple-push",
        "content": content,
    }


def main():
    os.makedirs(OUT, exist_ok=True)
    for name in os.listdir(OUT):
        os.remove(os.path.join(OUT, name))
    depth = 100_000
    write("nesting-arrays-100000", "[" * depth + "]" * depth, must=["json.too-deep"])
    write("nesting-objects-100000", '{"a":' * depth + "1" + "}" * depth, must=["json.too-deep"])
    write("nesting-unclosed-100000", "[" * depth, must=["json.too-deep"])
    big = "x" * MIB
    write("string-1mib", compact({"aps": {"alert": big}}), must=["json.too-large"])
    write("string-1mib-allowed", compact({"aps": {"alert": big}}), must=["apns.payload-too-large"], max_bytes=4 * MIB)
    keys = ",".join(f'"k{i}":{i}' for i in range(100_000))
    write("keys-100000", '{"aps":{"alert":"Hi"},' + keys + "}", must=["apns.payload-too-large"], max_bytes=4 * MIB)
    # Under the command line's default --max-bytes, so that CI's release run reads them whole:
    # members the model keeps beside the keys it knows were once copied one by one (quadratic).
    keys = ",".join(f'"k{i}":{i}' for i in range(60_000))
    write("custom-keys-60000", '{"aps":{"alert":"Hi"},' + keys + "}", must=["apns.payload-too-large"])
    write("custom-keys-in-aps-60000", '{"aps":{"alert":"Hi",' + keys + "}}",
          must=["apns.custom-key-in-aps", "apns.payload-too-large"])
    dups = ",".join('"d":0' for _ in range(100_000))
    write("duplicate-keys-100000", '{"aps":{"alert":"Hi"},' + dups + "}",
          must=["json.duplicate-key", "apns.payload-too-large"], max_bytes=4 * MIB)
    write("number-1e400", '{"aps":{"alert":"Hi","badge":1e400,"relevance-score":1e400}}',
          must=["apns.badge-not-integer", "apns.relevance-score-range"])
    write("number-negative-zero", '{"aps":{"alert":"Hi","relevance-score":-0}}', must_not=["apns.relevance-score-range"])
    write("number-10000-digits", '{"aps":{"alert":"Hi","badge":' + "9" * 10_000 + "}}",
          must=["apns.badge-not-integer", "apns.payload-too-large"])
    write("number-10000-fraction-digits", '{"aps":{"alert":"Hi","relevance-score":0.' + "5" * 10_000 + "}}",
          must=["apns.payload-too-large"], must_not=["apns.relevance-score-range"])
    write("nul-raw-in-string", b'{"aps":{"alert":"a\x00b"}}', must=["json.control-character"])
    write("nul-outside-string", b'{"aps":{"alert":"a"}}\x00', must=["json.trailing-content"])
    write("nul-only", b"\x00", must=["json.unexpected-character"])
    utf8 = {
        "overlong-slash": b"\xc0\xaf", "overlong-three": b"\xe0\x80\xaf", "overlong-four": b"\xf0\x80\x80\xaf",
        "surrogate-high": b"\xed\xa0\x80", "surrogate-low": b"\xed\xbf\xbf", "truncated-two": b"\xc3",
        "truncated-three": b"\xe2\x82", "truncated-four": b"\xf0\x9f\x98", "above-max": b"\xf4\x90\x80\x80",
        "lead-f5": b"\xf5\x80\x80\x80", "five-byte": b"\xf8\x88\x80\x80\x80", "lead-ff": b"\xff",
        "stray-continuation": b"\x80", "continuation-run": b"\xbf\xbf\xbf",
    }
    for name, bad in utf8.items():
        write("utf8-" + name, b'{"aps":{"alert":"a' + bad + b'b"}}', must=["json.invalid-utf8"])
    write("utf8-outside-string", b'{"aps":{"alert":"a"}' + b"\xc3\xa9" + b"}", must=["json.unexpected-character"])
    write("bom-then-payload", b"\xef\xbb\xbf" + b'{"aps":{"alert":"a"}}', must=["json.byte-order-mark"])
    hidden = {
        "bidi-override-title": "Invoice \u202egpj.exe",
        "bidi-isolate-body": "Pay \u2067now\u2069",
        "zero-width-space-title": "Free\u200bgift",
        "word-joiner-title": "Your\u2060order",
    }
    hidden.update({  # Issue 25 item 4: Default_Ignorable_Code_Point and Cf, not a hand list
        "function-application-title": "Pay\u2061now", "soft-hyphen-title": "pay\u00adpal",
        "grapheme-joiner-title": "a\u034fb", "hangul-choseong-filler-title": "\u115f",
        "khmer-inherent-vowel-title": "Sale\u17b4", "hangul-filler-title": "\u3164",
        "halfwidth-hangul-filler-title": "\uffa0", "tag-text-title": "Sale" + "".join(chr(0xE0000 + ord(c)) for c in "ignore all"),
        "tag-nul-title": "Sale\U000E0000", "cancel-tag-title": "Sale\U000E007F",
        "variation-selector-run-title": "Hi\U0001F642" + "\ufe0e\ufe0f" * 8,
    })
    for name, text in hidden.items():
        write("text-" + name, compact(simple_push(title=text)), must=["text.hidden-character"])
    write("text-escaped-override", '{"aps":{"alert":{"title":"Invoice \\u202Egpj.exe","body":"b"}}}',
          must=["text.hidden-character"])
    write("text-emoji-flag-tags-are-fine",
          compact(simple_push(title="Go \U0001F3F4" + "".join(chr(0xE0000 + ord(c)) for c in "gbeng") + "\U000E007F \u2764\ufe0f")),
          must_not=["text.hidden-character"])
    write("text-escaped-tags", '{"aps":{"alert":{"title":"Sale\\udb40\\udc41\\udb40\\udc42","body":"b"}}}',
          must=["text.hidden-character"])
    write("text-emoji-joiners-are-fine", compact(simple_push(title="Family \U0001F468\u200d\U0001F469\u200d\U0001F467")),
          must_not=["text.hidden-character"])
    long_url = "https://example.com/offer?" + "a=1&" * 600
    write("url-very-long", compact(simple_push(action={"type": "OPEN_URL", "item": long_url})), must=["url.too-long"])
    write("url-credentials", compact(simple_push(action={"type": "OPEN_URL", "item": "https://admin:hunter2@example.com/"})),
          must=["url.credentials"])
    # Issue 25 item 1: JSON escapes must hide nothing; the checks read the decoded text.
    # Each link is written into the JSON source as it stands (escapes and all).
    escaped = {
        "escaped-slashes": (r"https:\/\/user:secret@evil.example/x", "url.credentials"),
        "escaped-at": (r"https://user:secret\u0040evil.example/x", "url.credentials"),
        "escaped-colon": (r"https\u003a//user:secret@evil.example/x", "url.credentials"),
        "escaped-host-confusion": (r"https:\/\/evil.example\\@shop.example.com/", "url.host-confusion"),
        "at-in-last-two-bytes": (r"https://u:p@x", "url.credentials"),
        "backslash-slashes": (r"https:\\user:pw@host", "url.credentials"),
    }
    for name, (link, code) in escaped.items():
        source = compact(simple_push(buttons=[{"identifier": "b1", "text": "Go",
                                               "action": {"type": "OPEN_URL", "item": "LINK"}}]))
        write(f"url-{name}", source.replace('"LINK"', '"' + link + '"'), must=[code])
    # The same inside the JSON document of a Synerise Android `content` string.
    inner = compact(simple_push(buttons=[{"identifier": "b1", "text": "Go",
                                          "action": {"type": "OPEN_URL", "item": "LINK"}}])["content"])
    inner = inner.replace('"LINK"', '"' + r"https:\/\/user:secret\u0040evil.example/x" + '"')
    write("url-escaped-in-android-content", compact({"data": {"issuer": "Synerise", "message-type": "dynamic-content",
                                                              "content-type": "simple-push", "content": inner}}),
          must=["url.credentials"])
    write("url-backslash-slashes-in-text", compact(simple_push(title="https:\\user:pw@host")), must=["url.credentials"])
    # Issue 25 item 5: hosts written to look like another name (url.look-alike-host).
    look_alikes = {
        "fraction-slash": ("https://shop.example.com\u2044evil.com/login", True),
        "division-slash": ("https://shop.example.com\u2215evil.com/login", True),
        "fullwidth-slash": ("https://shop.example.com\uff0fevil.com/login", True),
        "cyrillic-mixed": ("https://\u0440\u0430\u0443\u0440\u0430l.com/", True),
        "cyrillic-mixed-punycode": ("https://xn--l-7sba6dbr.com/", True),
        "fraction-slash-punycode": ("https://shop.example.xn--comevil-3d7c.com/", True),
        "soft-hyphen": ("https://pay\u00adpal.com/", False),
        "soft-hyphen-percent": ("https://pay%C2%ADpal.com/", False),
        "ideographic-full-stop": ("https://shop\u3002example.com/", False),
    }
    for name, (link, _) in look_alikes.items():
        write(f"host-{name}", compact(simple_push(action={"type": "OPEN_URL", "item": link})), must=["url.look-alike-host"])
    for name, link in {"idn-latin": "https://b\u00fccher.de/", "idn-punycode": "https://xn--bcher-kva.de/",
                       "idn-japanese": "https://\u65e5\u672c\u8a9e\u30c9\u30e1\u30a4\u30f3.jp/",
                       "idn-cyrillic": "https://\u043f\u0440\u0438\u043c\u0435\u0440.\u0440\u0444/"}.items():
        write(f"host-{name}-is-fine", compact(simple_push(action={"type": "OPEN_URL", "item": link})),
              must_not=["url.look-alike-host"])
    schemes = {
        "javascript-lower": "javascript:alert(1)", "javascript-mixed": "JaVaScRiPt:alert(1)",
        "javascript-percent": "java%73cript:alert(1)", "javascript-spaces": "   javascript:alert(1)",
        "javascript-tab": "\tjavascript:alert(1)", "javascript-newline": "java\nscript:alert(1)",
        "javascript-nul": "\u0000javascript:alert(1)", "vbscript": "vbscript:msgbox(1)",
        "data-html": "data:text/html,<script>alert(1)</script>", "file": "file:///etc/passwd",
    }
    for name, link in schemes.items():
        for action in ["OPEN_URL", "DEEP_LINKING"]:
            write(f"scheme-{name}-{action.lower().replace('_', '-')}",
                  compact(simple_push(action={"type": action, "item": link})), must=["url.dangerous-scheme"])
    rich_aps = {"alert": {"title": "t", "body": "b"}, "mutable-content": 1,
                "category": "synerise.notifications.category.single-media"}
    for name, link in {"data": "data:image/png;base64,iVBORw0KGgo=", "file": "file:///var/mobile/a.png",
                       "javascript": "javascript:alert(1)//a.png"}.items():
        write(f"image-{name}-url", compact(simple_push(aps=rich_aps, rich={"type": "single-image", "single-image": {"image": link}})),
              must=["url.dangerous-scheme"])
    breakouts = ["</style><script>alert(1)</script>", "\"onerror=\"alert(1)", "<img src=x onerror=alert(1)>",
                 "';}</style><a href=javascript:alert(1)>x</a>", "<svg/onload=alert(1)>", "]]><!--", "{{7*7}}"]
    for index, text in enumerate(breakouts):
        buttons = [{"identifier": "b1", "text": text, "action": {"type": "OPEN_APP"}}]
        carousel = {"type": "carousel", "carousel": {"orientation": "PORTRAIT", "items": [
            {"image": "https://example.com/a.jpg", "caption": text, "subcaption": text},
            {"image": "https://example.com/b.jpg", "caption": text}]}}
        aps = {"alert": {"title": text, "subtitle": text, "body": text}, "mutable-content": 1,
               "category": "synerise.notifications.category.carousel"}
        write(f"markup-in-texts-{index + 1}", compact(simple_push(aps=aps, buttons=buttons, rich=carousel)))
        page = {"type": "color_as_background", "background": {"color": "#112233", "alpha": 1},
                "header": {"text": text, "color": "#FFFFFF", "alpha": 1, "size": 20},
                "description": {"text": text, "color": "#FFFFFF", "alpha": 1, "size": 14},
                "button": {"is_enabled": True, "color": "#FF0000", "text": text, "text_color": "#FFFFFF"},
                "close_button": {"is_enabled": True, "alignment": "right"}, "action": {"type": "OPEN_APP"}}
        banner = {"aps": {"content-available": 1}, "issuer": "Synerise", "message-type": "static-content",
                  "content-type": "template-banner", "content": {"campaign": {"variant_id": 1, "hash_id": HASH},
                                                                 "page": page}}
        write(f"markup-in-banner-{index + 1}", compact(banner), must=["synerise.banner-deprecated"])
    write("css-in-colour", compact({"aps": {"content-available": 1}, "issuer": "Synerise", "message-type": "static-content",
                                    "content-type": "template-banner", "content": {"campaign": {"variant_id": 1, "hash_id": HASH},
                                    "page": {"type": "color_as_background",
                                             "background": {"color": "red;background:url(javascript:alert(1))", "alpha": 1},
                                             "header": {"text": "h", "color": "#000000", "alpha": 1, "size": 1},
                                             "description": {"text": "d", "color": "#000000", "alpha": 1, "size": 1},
                                             "button": {"is_enabled": False}, "close_button": {"is_enabled": True, "alignment": "left"},
                                             "action": {"type": "OPEN_APP"}}}}), must=["synerise.color"])
    # Issue 25 item 2: Reachu's top-level event forms get the data form's link checks.
    links = {"productId": "408895", "title": "TV", "ctaText": "Shop", "backgroundImageUrl": "data:text/html,<script>alert(1)</script>",
             "ctaLink": "javascript:alert(1)", "deeplink": "JavaScript:alert(2)"}
    component = {"id": "product-banner-template", "type": "product_banner", "name": "Product Banner", "config": links}
    write("reachu-config-updated-top-level-links", compact({"type": "component_config_updated", "campaignId": 14,
                                                          "componentId": "product-banner-template", "component": component}),
          must=["url.dangerous-scheme"])
    write("reachu-status-changed-top-level-links", compact({"type": "component_status_changed", "campaignId": 14,
                                                          "componentId": "product-banner-template", "status": "active",
                                                          "component": component}),
          must=["url.dangerous-scheme"])
    # Issue 39 item 1: integers at the ends of 64 bits in every Live Activity date, against a clock
    # (the arithmetic with --now trapped and lost an NDJSON batch), and the clock at its own ends.
    for key in ["timestamp", "stale-date", "dismissal-date"]:
        for name, number in [("int64-min", "-9223372036854775808"), ("int64-max", "9223372036854775807")]:
            aps = '"timestamp":1767225600,' if key != "timestamp" else ""
            payload = ('{"aps":{' + aps + '"' + key + '":' + number
                       + ',"event":"' + ("end" if key == "dismissal-date" else "update") + '","content-state":{}}}')
            for clock in ["0000-01-01T00:00:00Z", "9999-12-31T23:59:59Z"]:
                write(f"liveactivity-{key}-{name}-clock-{clock[:4]}", payload, must=["apns.liveactivity-date"], now=clock)
    # Issue 39 item 3: a bidirectional override in a value a message quotes (the terminal sees an escape).
    write("text-bidi-override-quoted-in-message",
          '{"aps":{"alert":{"title":"Invoice","body":"b"},"interruption-level":"time-\u202esensitive\u2066\u200f"}}',
          must=["apns.interruption-level", "text.hidden-character"])
    # Issue 39 item 5: a problem in a key is placed at the key, wherever its value lies.
    write("key-zero-width-space-value-next-line", '{"aps":{"alert":{"title":"t","body":"b"}},\n"deal\u200bid":\n"A1"}',
          must=["text.hidden-character"])
    write("key-misspelt-value-next-line", '{"aps":{"alert":{"titel":\n"t","body":"b"}}}', must=["payload.possible-typo"])
    write("empty", b"", must=["json.empty"])
    write("whitespace-only", b" \n\t\r\n ", must=["json.empty"])
    write("truncated-everywhere", b'{"aps":{"alert":{"title":"t","bo', must=["json.unterminated-string"])
    write("android-content-deep", compact({"data": {"issuer": "Synerise", "message-type": "static-content",
                                                     "content-type": "simple-push", "content": "[" * 5000}}),
          must=["json.too-deep"])
    write("android-content-not-json", compact({"data": {"issuer": "Synerise", "message-type": "static-content",
                                                         "content-type": "simple-push", "content": "<html>"}}),
          must=["json.unexpected-character"])


if __name__ == "__main__":
    main()

#!/usr/bin/env python3
"""Opens the HTML preview in headless Chromium, as a person would, and checks what it draws.

    .ci/check_browser.py BIN_DIR                  # the folder holding the pushkit to run
    .ci/check_browser.py BIN_DIR --gallery DIR    # also: a screenshot of every kind into DIR, DIR.md

Debian's `chromium` (apt-get install chromium), driven by Playwright for Python with the
system browser (pip install playwright; no browser download). CHROMIUM names another binary.

The pages, each rendered with `pushkit render --format html`:
- kinds: the largest fixture of every kind folder under Payloads/ and platform (`ios-*`,
  `android-*`, the rest), so every vendor, iOS and Android, each APNs push type that has a
  preview, and silent payloads' sentences: at 390 px (a phone) and 1280 px wide, each without
  and with --load-images (a fixture's `.options` sidecar gives its request options; a push
  type that pushkit render draws nothing for, such as VoIP or MDM, is listed and skipped);
- every other valid fixture at 390 px;
- stress payloads made here from fixtures (a walkthrough description longer than the phone,
  words and URLs longer than a line, right-to-left text): at 390 and 1280 px.
Every page is served from a made-up origin and every other request is intercepted: images are
answered with a PNG made here, anything else is refused, and nothing leaves the machine. Each
page must pass these checks:

- console: no console error, page error or Content-Security-Policy violation;
- requests: without --load-images no request at all; with it, exactly the page's images,
  each loaded (the PNG's size) and drawn (a box of nonzero size);
- overflow: the page is no wider than the window (no sideways scrolling);
- text: every text node under <main> is drawn, visible (not covered, not transparent), and
  not cut by any box that clips, except where the box truncates on purpose and then shows
  the ellipsis (`text-overflow: ellipsis` on one line, `-webkit-line-clamp` on several);
  right-to-left text starts at the right;
- fonts: no Latin letter, digit, space or ASCII punctuation is drawn with an emoji font
  (Chromium's DevTools protocol, CSS.getPlatformFontsForNode, names the font of each run);
- inert: no script, iframe, object, embed, form, base or link element, no on* attribute, no
  javascript:, vbscript: or data: URL in an href or src.

Every adversarial payload (Payloads/adversarial/) that renders is opened at 390 px too, with
and without --load-images, for the console, requests and inert checks. Then a self-test:
pages broken on purpose (the emoji font first in the stack, a card wider than a phone, a
description cut short, right-to-left text without dir=auto, an injected handler and
javascript: link, a remote image the CSP lets through, one it refuses) must each fail the
check meant to catch it, so a check that cannot fail fails CI. The font check needs Noto Color Emoji installed (Debian's
fonts-noto-color-emoji) and is refused without it; with Noto Sans installed too, the fixtures'
font check would pass even with the emoji font listed before sans-serif, but the self-test's
page, whose only text font is the emoji font, still fails it.
"""
import argparse
import json
import os
import pathlib
import re
import shutil
import struct
import subprocess
import sys
import tempfile
import time
import zlib

ROOT = pathlib.Path(__file__).resolve().parent.parent
WIDTHS = (390, 1280)
ORIGIN = "http://preview.pushkit.test/"
NOT_FIXTURES = {"invalid", "published", "adversarial", "app"}
# Text hidden on purpose: a thumbnail is too small for the placeholder's label and URL.
HIDDEN_ON_PURPOSE = ".thumb .ph"


def png(width, height, rgb):
    """A PNG of one colour, made here: the image every intercepted image request gets."""
    row = b"\0" + bytes(rgb) * width
    body = zlib.compress(row * height)

    def chunk(kind, data):
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data))

    header = struct.pack(">IIBBBBB", width, height, 8, 2, 0, 0, 0)
    return b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header) + chunk(b"IDAT", body) + chunk(b"IEND", b"")


IMAGE_SIZE = (64, 40)
IMAGE = png(*IMAGE_SIZE, (0x2E, 0x8B, 0x57))


def fixtures():
    """(name, path): the largest fixture of each kind folder and platform prefix."""
    picked = {}
    for vendor in sorted((ROOT / "Payloads").iterdir()):
        if not vendor.is_dir() or vendor.name in NOT_FIXTURES or vendor.name.startswith("."):
            continue
        for kind in sorted(path for path in vendor.iterdir() if path.is_dir()):
            for path in sorted(kind.glob("*.json")):
                prefix = path.name.split("-", 1)[0]
                platform = prefix if prefix in ("ios", "android") else ""
                key = (vendor.name, kind.name, platform)
                if key not in picked or path.stat().st_size > picked[key].stat().st_size:
                    picked[key] = path
    return [("/".join(part for part in key if part), path) for key, path in sorted(picked.items())]


def every_fixture():
    """Every valid fixture under Payloads/."""
    for vendor in sorted((ROOT / "Payloads").iterdir()):
        if vendor.is_dir() and vendor.name not in NOT_FIXTURES and not vendor.name.startswith("."):
            yield from sorted(vendor.glob("*/*.json"))


LONG_WORD = "Przeciwdrobnoustrojowy" * 3
LONG_URL = "https://www.example.com/campaigns/2026/spring/" + "a-very-long-path-segment-" * 4 + "?utm_source=push"
LONG_TEXT = (
    "A description far longer than a phone screen holds: "
    + "every sentence of it has to stay readable, so the page grows with its text. " * 8
    + LONG_WORD
    + " "
    + LONG_URL
)


def stress_payloads(folder):
    """Payloads made here from fixtures, with text no fixture has: a description longer than the
    phone, words and URLs longer than a line, right-to-left text. (name, path) each."""
    made = []

    def write(name, source, change):
        payload = json.loads((ROOT / "Payloads" / source).read_text(encoding="utf-8"))
        change(payload)
        path = folder / (name + ".json")
        path.write_text(json.dumps(payload, ensure_ascii=False, indent=2), encoding="utf-8")
        made.append(("stress/" + name, path))

    def walkthrough(payload):
        page = payload["pages"][0]
        page["header"]["text"] = "Tips for " + LONG_WORD
        page["description"]["text"] = LONG_TEXT

    def right_to_left(payload):
        payload["aps"]["alert"] = {
            "title": "تخفيضات الصيف على كل شيء في المتجر اليوم فقط",
            "body": "خصم يصل إلى ٥٠٪ على مجموعة مختارة من المنتجات. " * 3 + LONG_WORD,
        }
        payload["content"]["buttons"][0]["text"] = "הצג את ההצעות"

    def carousel(payload):
        items = payload["content"]["rich-media"]["carousel"]["items"]
        items[0]["caption"] = "Caption " + LONG_WORD
        items[0]["subcaption"] = LONG_TEXT[:300]
        items[1]["caption"] = "عرض خاص لفترة محدودة"

    write("walkthrough-long-description", "synerise/walkthrough/document-loop-two-pages.json", walkthrough)
    write("simple-push-right-to-left", "synerise/simple-push/ios-buttons-french.json", right_to_left)
    write("carousel-long-captions", "synerise/rich-media.carousel/ios-five-items-accents.json", carousel)
    return made


def shown(path):
    """A path as the page's title shows it: from the repository's root."""
    path = pathlib.Path(path)
    return str(path.relative_to(ROOT)) if path.is_relative_to(ROOT) else str(path)


def request_options(path):
    """The flags for a fixture's request options, from its `<name>.options` sidecar when it has
    one (a VoIP push's `{"pushType": "voip"}`), as the valid-fixture step of .ci/run reads it."""
    sidecar = pathlib.Path(path).with_suffix(".options")
    if not sidecar.exists():
        return []
    options = json.loads(sidecar.read_text(encoding="utf-8"))
    flags = []
    for key, flag in (("pushType", "--push-type"), ("priority", "--priority"), ("now", "--now")):
        if key in options:
            flags += [flag, str(options[key])]
    if "app" in options:
        flags += ["--app", "Payloads/" + options["app"]]
    for sdk in options.get("sdks", []):
        flags += ["--sdk", sdk]
    if "attributesType" in options:
        flags += ["--attributes-type", options["attributesType"]]
    return flags


def render(pushkit, path, load_images):
    flags = (["--load-images"] if load_images else []) + request_options(path)
    result = subprocess.run(
        [str(pushkit), "render", "--format", "html", "--app-name", "Shop", *flags, shown(path)],
        capture_output=True,
        timeout=120,
        cwd=ROOT,
    )
    if result.returncode != 0:
        return None, result.stderr.decode("utf-8", "replace")
    return result.stdout.decode("utf-8"), ""


# Runs in the page (through the DevTools protocol, which the page's CSP does not bind).
# Returns [[check, detail], ...] for overflow, text and inert, and the number of texts seen.
LAYOUT_JS = r"""
(hiddenOnPurpose) => {
  const problems = [];
  const css = (el) => getComputedStyle(el);
  const name = (el) => el.tagName.toLowerCase() + (el.className && typeof el.className === 'string'
    ? '.' + el.className.trim().split(/\s+/).join('.') : '');
  const root = document.documentElement;
  if (root.scrollWidth > innerWidth) {
    let widest = null;
    for (const el of document.querySelectorAll('main *')) {
      const right = el.getBoundingClientRect().right;
      if (right > innerWidth + 0.5 && (!widest || right > widest[1])) widest = [el, right];
    }
    problems.push(['overflow', `page is ${root.scrollWidth}px wide in a ${innerWidth}px window` +
      (widest ? ` (${name(widest[0])} reaches ${Math.round(widest[1])}px)` : '')]);
  }

  // inert
  for (const tag of ['script', 'iframe', 'object', 'embed', 'form', 'base', 'frame', 'link']) {
    if (document.getElementsByTagName(tag).length) problems.push(['inert', `a ${tag} element`]);
  }
  for (const el of document.querySelectorAll('*')) {
    for (const attribute of el.attributes) {
      if (/^on/i.test(attribute.name)) problems.push(['inert', `${name(el)} has ${attribute.name}`]);
      if (/^(href|src|srcset|action|formaction|poster|xlink:href)$/i.test(attribute.name)) {
        const value = attribute.value.replace(/[\u0000-\u0020]/g, '').toLowerCase();
        if (/^(javascript|vbscript|data):/.test(value)) {
          problems.push(['inert', `${name(el)} ${attribute.name}="${attribute.value.slice(0, 60)}"`]);
        }
      }
    }
  }

  // text: drawn, visible, not cut
  const main = document.querySelector('main');
  const walker = document.createTreeWalker(main, NodeFilter.SHOW_TEXT);
  let texts = 0;
  let truncated = 0;
  const nowrap = new Set(['nowrap', 'pre']);
  while (walker.nextNode()) {
    const node = walker.currentNode;
    if (!node.data.trim()) continue;
    const el = node.parentElement;
    if (el.closest(hiddenOnPurpose)) continue;
    texts += 1;
    const label = `${name(el)} "${node.data.trim().slice(0, 40)}"`;
    const range = document.createRange();
    range.selectNodeContents(node);
    let rects = [...range.getClientRects()].filter((r) => r.width > 0.5 && r.height > 0.5)
      .map((r) => ({left: r.left, top: r.top, right: r.right, bottom: r.bottom}));
    if (!rects.length) { problems.push(['text', `${label} is not drawn`]); continue; }
    const style = css(el);
    if (style.visibility !== 'visible') problems.push(['text', `${label} is ${style.visibility}`]);
    let opacity = 1;
    for (let a = el; a; a = a.parentElement) opacity *= parseFloat(css(a).opacity);
    const ink = style.color.match(/rgba?\(([^)]*)\)/);
    const alpha = ink && ink[1].split(',').length === 4 ? parseFloat(ink[1].split(',')[3]) : 1;
    // A colour the payload gives (an inline style) may be as faint as the payload wants.
    if (opacity < 0.4 || (alpha < 0.4 && !el.closest('[style]'))) {
      problems.push(['text', `${label} is nearly transparent (opacity ${opacity.toFixed(2)}, alpha ${alpha})`]);
    }
    let cutOnPurpose = false;
    for (let a = el; a && a !== root; a = a.parentElement) {
      const s = css(a);
      const clipX = s.overflowX !== 'visible';
      const clipY = s.overflowY !== 'visible';
      if (!clipX && !clipY) continue;
      const box = a.getBoundingClientRect();
      const left = box.left + a.clientLeft;
      const top = box.top + a.clientTop;
      const right = left + a.clientWidth;
      const bottom = top + a.clientHeight;
      const cutX = clipX && rects.some((r) => r.left < left - 1 || r.right > right + 1);
      const cutY = clipY && rects.some((r) => r.top < top - 1.5 || r.bottom > bottom + 1.5);
      if (cutX) {
        if (s.textOverflow === 'ellipsis' && (nowrap.has(s.whiteSpace) || s.textWrapMode === 'nowrap')) {
          cutOnPurpose = true;
        } else {
          problems.push(['text', `${label} is cut at the side by ${name(a)} (no ellipsis)`]);
        }
      }
      if (cutY) {
        const clamp = s.webkitLineClamp;
        if (clamp && clamp !== 'none') {
          cutOnPurpose = true;
        } else {
          problems.push(['text', `${label} is cut at the top or bottom by ${name(a)}`]);
        }
      }
      // What this box shows of the text is all that boxes further out can cut.
      rects = rects.map((r) => ({left: Math.max(r.left, left), top: Math.max(r.top, top),
        right: Math.min(r.right, right), bottom: Math.min(r.bottom, bottom)}))
        .filter((r) => r.right - r.left > 0.5 && r.bottom - r.top > 0.5);
      if (!rects.length) { problems.push(['text', `${label} is entirely outside ${name(a)}`]); break; }
    }
    if (cutOnPurpose) truncated += 1;
    // Right-to-left text starts at the right: its first line ends at the box's right edge.
    if (/^[^\p{L}]*[\p{Script=Arabic}\p{Script=Hebrew}]/u.test(node.data) && node === el.firstChild
        && !['inline', 'contents'].includes(style.display) && ['start', 'left'].includes(style.textAlign)) {
      const box = el.getBoundingClientRect();
      const contentRight = box.right - parseFloat(style.borderRightWidth) - parseFloat(style.paddingRight);
      const all = [...range.getClientRects()].filter((r) => r.width > 0.5);
      const top = Math.min(...all.map((r) => r.top));
      const firstLineRight = Math.max(...all.filter((r) => r.top < top + 2).map((r) => r.right));
      if (all.length && firstLineRight < contentRight - 2) {
        problems.push(['text', `${label} is right-to-left text laid out from the left`]);
      }
    }
    if (rects.length) {
      const r = rects[0];
      const x = (r.left + Math.min(r.right, r.left + 12)) / 2;
      const y = (r.top + r.bottom) / 2;
      const hit = document.elementFromPoint(x, y);
      if (hit && hit !== el && !el.contains(hit)) {
        problems.push(['text', `${label} is covered by ${name(hit)}`]);
      }
    }
  }
  return [problems, texts, truncated];
}
"""

# Wraps every run of text characters (Latin letters, digits, spaces, ASCII punctuation, each
# grapheme with its combining marks but no emoji selector or keycap) in a span of its own, so
# that the DevTools protocol can name the font each run is drawn with.
MARK_TEXT_RUNS_JS = r"""
(hiddenOnPurpose) => {
  const segmenter = new Intl.Segmenter(undefined, {granularity: 'grapheme'});
  const textual = /^(?:[\u0020-\u007e\u00a0]|\p{Script=Latin}|\p{Nd})\p{M}*$/u;
  const emojiMark = /[\ufe0f\u20e3\u{1f3fb}-\u{1f3ff}]/u;
  const nodes = [];
  const walker = document.createTreeWalker(document.querySelector('main'), NodeFilter.SHOW_TEXT);
  while (walker.nextNode()) {
    const node = walker.currentNode;
    if (node.data.trim() && !node.parentElement.closest(hiddenOnPurpose)) nodes.push(node);
  }
  const runs = [];
  for (const node of nodes) {
    const fragment = document.createDocumentFragment();
    let run = '';
    let kind = null;
    const flush = () => {
      if (!run) return;
      if (kind) {
        const span = document.createElement('span');
        span.setAttribute('data-pk-run', String(runs.length));
        span.textContent = run;
        runs.push(run);
        fragment.appendChild(span);
      } else {
        fragment.appendChild(document.createTextNode(run));
      }
      run = '';
    };
    for (const {segment} of segmenter.segment(node.data)) {
      const isText = textual.test(segment) && !emojiMark.test(segment);
      if (isText !== kind) { flush(); kind = isText; }
      run += segment;
    }
    flush();
    node.replaceWith(fragment);
  }
  return runs;
}
"""

IMAGES_JS = r"""
() => [...document.images].map((image) => {
  const box = image.getBoundingClientRect();
  const style = getComputedStyle(image);
  return {src: image.currentSrc || image.src, complete: image.complete, width: image.naturalWidth,
    height: image.naturalHeight, drawn: box.width > 1 && box.height > 1 && style.visibility === 'visible'
      && style.display !== 'none' && parseFloat(style.opacity) > 0};
})
"""

VIOLATIONS_INIT = """
document.addEventListener('securitypolicyviolation', (event) => {
  console.error('CSP violation: ' + event.violatedDirective + ' ' + event.blockedURI);
});
"""


class Browser:
    """One Chromium, one tab, every request intercepted."""

    def __init__(self, playwright, executable):
        self.browser = playwright.chromium.launch(
            executable_path=executable, args=["--no-sandbox", "--disable-gpu", "--font-render-hinting=none"]
        )
        self.context = self.browser.new_context(device_scale_factor=1, service_workers="block")
        self.context.add_init_script(VIOLATIONS_INIT)
        self.page = self.context.new_page()
        self.cdp = self.context.new_cdp_session(self.page)
        self.cdp.send("DOM.enable")
        self.cdp.send("CSS.enable")
        self.html = ""
        self.url = ""
        self.serial = 0
        self.requests = []
        self.console = []
        self.page.on("console", self._console)
        self.page.on("pageerror", lambda error: self.console.append(f"page error: {error}"))
        self.context.route("**/*", self._route)

    def _console(self, message):
        if message.type in ("error", "assert") or "Content Security Policy" in message.text:
            self.console.append(f"console {message.type}: {message.text}")

    def _route(self, route):
        request = route.request
        if request.url == self.url:
            route.fulfill(status=200, content_type="text/html; charset=utf-8", body=self.html)
            return
        self.requests.append(request.url)
        if request.resource_type == "image" and request.url.startswith("https://"):
            route.fulfill(status=200, content_type="image/png", body=IMAGE)
        else:
            route.abort()

    def open(self, html, width):
        self.serial += 1
        self.html = html
        self.url = f"{ORIGIN}{self.serial}.html"
        self.requests = []
        self.console = []
        self.page.set_viewport_size({"width": width, "height": 900})
        self.page.goto(self.url, wait_until="load")
        # A window as tall as the page, so that every text can be hit-tested where it is.
        height = self.page.evaluate("document.documentElement.scrollHeight")
        self.page.set_viewport_size({"width": width, "height": max(200, min(height, 16000))})

    def layout(self):
        problems, texts, truncated = self.page.evaluate(LAYOUT_JS, HIDDEN_ON_PURPOSE)
        return problems, texts, truncated

    def fonts(self):
        """[(run, emoji font)] for each text run drawn with an emoji font; the number of runs."""
        runs = self.page.evaluate(MARK_TEXT_RUNS_JS, HIDDEN_ON_PURPOSE)
        document = self.cdp.send("DOM.getDocument", {"depth": 0})
        nodes = self.cdp.send(
            "DOM.querySelectorAll", {"nodeId": document["root"]["nodeId"], "selector": "[data-pk-run]"}
        )["nodeIds"]
        if len(nodes) != len(runs):
            return [("(the page changed while it was read)", "")], len(runs)
        wrong = []
        for node, run in zip(nodes, runs):
            fonts = self.cdp.send("CSS.getPlatformFontsForNode", {"nodeId": node})["fonts"]
            emoji = [font["familyName"] for font in fonts if "emoji" in font["familyName"].lower()]
            if emoji:
                wrong.append((run, emoji[0]))
        return wrong, len(runs)

    def images(self):
        return self.page.evaluate(IMAGES_JS)

    def screenshot(self, path):
        """The page at 1x, the window's width, cut below <main>."""
        bottom = self.page.evaluate("Math.ceil(document.querySelector('main').getBoundingClientRect().bottom)")
        viewport = self.page.viewport_size
        clip = {"x": 0, "y": 0, "width": viewport["width"], "height": min(bottom, viewport["height"])}
        self.page.screenshot(path=str(path), clip=clip, animations="disabled")

    def close(self):
        self.browser.close()


class Tally:
    def __init__(self):
        self.passed = {}
        self.failures = []

    def record(self, check, where, problems):
        if problems:
            for problem in problems[:6]:
                self.failures.append(f"{where}: {check}: {problem}")
            if len(problems) > 6:
                self.failures.append(f"{where}: {check}: ... and {len(problems) - 6} more")
        else:
            self.passed[check] = self.passed.get(check, 0) + 1

    @property
    def count(self):
        return sum(self.passed.values())


def check_page(browser, html, width, load_images, where, tally, layout=True):
    """Opens one page and records every check; returns {check: [problems]}."""
    browser.open(html, width)
    found = {"console": [], "requests": [], "overflow": [], "text": [], "fonts": [], "inert": []}
    if load_images:
        images = browser.images()
        sources = [image["src"] for image in images]
        for image in images:
            if not image["complete"] or (image["width"], image["height"]) != IMAGE_SIZE:
                found["requests"].append(f"image {image['src']} did not load")
            elif not image["drawn"]:
                found["requests"].append(f"image {image['src']} loaded but is not drawn")
        for url in browser.requests:
            if url not in sources:
                found["requests"].append(f"request to {url}, not an image of the page")
        for url in sorted(set(sources)):
            if url not in browser.requests:
                found["requests"].append(f"image {url} was never requested")
    else:
        found["requests"] = [f"request to {url}" for url in browser.requests]
    problems, _, _ = browser.layout()
    for check, detail in problems:
        found[check].append(detail)
    if layout:
        wrong, _ = browser.fonts()
        found["fonts"] = [f"{run!r} drawn with {font}" for run, font in wrong]
    else:
        found.pop("overflow")
        found.pop("text")
        found.pop("fonts")
    found["console"] = list(browser.console)
    for check, details in found.items():
        tally.record(check, where, details)
    return found


def inject(html, extra):
    return html.replace("</head>", extra + "\n</head>", 1)


def self_test(browser, pages):
    """Each page broken on purpose must fail the check meant for it."""
    walkthrough = next(html for name, html in pages if name.startswith("synerise/walkthrough"))
    notification = next(html for name, html in pages if name.startswith("synerise/simple-push/ios"))
    right_to_left = next(html for name, html in pages if name == "stress/simple-push-right-to-left")
    broken = [
        (
            "the emoji font first in the stack",
            "fonts",
            inject(notification, '<style>body,code{font-family:"Noto Color Emoji",sans-serif}</style>'),
        ),
        ("a card wider than a phone", "overflow", inject(notification, "<style>.card{min-width:480px}</style>")),
        (
            "a description cut short by a box with no ellipsis",
            "text",
            inject(walkthrough, "<style>.description{max-height:.6em;overflow:hidden}</style>"),
        ),
        (
            "right-to-left text without dir=auto",
            "text",
            right_to_left.replace(' dir="auto"', ""),
        ),
        (
            "an injected handler and javascript: link",
            "inert",
            walkthrough.replace(
                "<main>", '<main><p onclick="x()"><a href=" javascript:alert(1)">link</a></p>', 1
            ),
        ),
        (
            "a remote image the CSP lets through",
            "requests",
            notification.replace("img-src data:", "img-src https:", 1).replace(
                "<main>", '<main><img src="https://cdn.example.com/x.png" alt="">', 1
            ),
        ),
        (
            "a remote image the CSP refuses",
            "console",
            notification.replace("<main>", '<main><img src="https://cdn.example.com/x.png" alt="">', 1),
        ),
    ]
    failures = []
    for label, check, html in broken:
        scratch = Tally()
        found = check_page(browser, html, WIDTHS[0], False, "self-test", scratch)
        if found[check]:
            print(f"ok: self-test: {label}: the {check} check fails ({found[check][0][:100]})")
        else:
            failures.append(f"self-test: {label}: the {check} check did not fail")
    return failures


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("bin_dir", type=pathlib.Path)
    parser.add_argument("--gallery", type=pathlib.Path, help="write a screenshot of every kind here")
    parser.add_argument("--gallery-width", type=int, default=820)
    arguments = parser.parse_args()
    pushkit = arguments.bin_dir.resolve() / "pushkit"
    if not pushkit.exists():
        sys.exit(f"error: no pushkit in {arguments.bin_dir}")
    executable = os.environ.get("CHROMIUM") or shutil.which("chromium")
    if not executable:
        sys.exit("error: no chromium (apt-get install chromium, or set CHROMIUM)")
    families = subprocess.run(["fc-list", ":", "family"], capture_output=True, text=True).stdout
    if "Noto Color Emoji" not in families:
        sys.exit("error: Noto Color Emoji is not installed (apt-get install fonts-noto-color-emoji): "
                 "without it the font check cannot fail")
    if re.search(r"^Noto Sans(,|$)", families, re.M):
        print("note: Noto Sans is installed here; the self-test's page with the emoji font first still proves "
              "the font check fails")
    try:
        from playwright.sync_api import sync_playwright
    except ImportError:
        sys.exit("error: no Playwright for Python (python3 -m pip install playwright)")

    started = time.monotonic()
    scratch = tempfile.TemporaryDirectory(prefix="pushkit-browser-")
    failures = []

    without_preview = []

    def rendered(named_paths, both):
        pages = []
        for name, path in named_paths:
            plain, error = render(pushkit, path, False)
            loading, error_loading = render(pushkit, path, True) if both else ("", "")
            if plain is None and "pushkit does not recognise this payload, so it cannot render it" in error:
                without_preview.append(path)  # a push type with no preview: VoIP, MDM, location, ...
            elif plain is None or loading is None:
                failures.append(f"{shown(path)}: pushkit render failed: {error or error_loading}".strip())
            else:
                pages.append((name, plain, loading, path))
        return pages

    chosen = fixtures()
    pages = rendered(chosen, True)
    picked = {path for _, path in chosen}
    others = rendered([(shown(path), path) for path in every_fixture() if path not in picked], False)
    stress = rendered(stress_payloads(pathlib.Path(scratch.name)), False)

    tally = Tally()
    counts = {}
    with sync_playwright() as playwright:
        browser = Browser(playwright, executable)
        try:
            print(
                f"Chromium {browser.browser.version}: {len(pages)} kinds, {len(others)} other fixtures, "
                f"{len(stress)} stress payloads"
            )
            images = 0
            for name, plain, loading, path in pages:
                for width in WIDTHS:
                    check_page(browser, plain, width, False, f"{shown(path)} at {width}px", tally)
                    check_page(browser, loading, width, True, f"{shown(path)} at {width}px --load-images", tally)
                    images += len(browser.requests)
            counts["kinds"] = tally.count
            for name, plain, _, path in others:
                check_page(browser, plain, WIDTHS[0], False, f"{shown(path)} at {WIDTHS[0]}px", tally)
            counts["others"] = tally.count - counts["kinds"]
            for name, plain, _, path in stress:
                for width in WIDTHS:
                    check_page(browser, plain, width, False, f"{name} at {width}px", tally)
            counts["stress"] = tally.count - counts["kinds"] - counts["others"]
            adversarial = 0
            for path in sorted((ROOT / "Payloads" / "adversarial").glob("*.json")):
                for load_images in (False, True):
                    html, _ = render(pushkit, path, load_images)
                    if html is None:
                        continue  # refused with an error: nothing to open
                    adversarial += 1
                    mode = " --load-images" if load_images else ""
                    check_page(browser, html, WIDTHS[0], load_images, f"{shown(path)}{mode}", tally, layout=False)
            counts["adversarial"] = tally.count - counts["kinds"] - counts["others"] - counts["stress"]
            self_failures = self_test(browser, [(name, plain) for name, plain, _, _ in pages + stress])
            if arguments.gallery:
                write_gallery(browser, pages, arguments.gallery, arguments.gallery_width)
        finally:
            browser.close()
            scratch.cleanup()

    failures = tally.failures + failures + self_failures
    for failure in failures:
        print(f"error: {failure}", file=sys.stderr)
    print(
        f"kinds: {len(pages)} fixtures x {len(WIDTHS)} widths x 2 (without and with --load-images) x 6 checks: "
        f"{counts['kinds']} passed ({images} images requested, intercepted and drawn)"
    )
    print(f"other fixtures: {len(others)} x {WIDTHS[0]} px x 6 checks: {counts['others']} passed")
    if without_preview:
        print(f"without a preview (pushkit render draws none): {', '.join(map(shown, without_preview))}")
    print(f"stress payloads: {len(stress)} x {len(WIDTHS)} widths x 6 checks: {counts['stress']} passed")
    print(
        f"adversarial: {adversarial} pages that render x 3 checks (console, requests, inert): "
        f"{counts['adversarial']} passed"
    )
    print("by check: " + ", ".join(f"{check} {count}" for check, count in sorted(tally.passed.items())))
    print(f"{time.monotonic() - started:.0f} s")
    if failures:
        sys.exit(f"error: {len(failures)} problems in the browser")
    print(f"ok: {tally.count} browser checks passed, and each of the self-test's 7 broken pages failed its check")


GALLERY_INTRO = """# What each kind looks like

One screenshot of each kind of payload pushkit previews, for iOS and Android where the kind has both: what
`pushkit render --format html` draws for the largest fixture of the kind, in headless Chromium on Linux, 820 px
wide, at 1x. Images are placeholders (the page loads none unless `--load-images` is given), and the page says
what it cannot know. Made by `scripts/gallery.sh` from the fixtures under `Payloads/`; the same pages, at 390
and 1280 px, pass the browser checks of `.ci/check_browser.py` in CI.
"""


def write_gallery(browser, pages, folder, width):
    """One PNG of every kind into `folder` (cropped below the page, 1x, reduced to a palette with
    pngquant when it is installed) and the Markdown page that shows them beside it."""
    folder.mkdir(parents=True, exist_ok=True)
    for old in folder.glob("*.png"):
        old.unlink()
    quantize = shutil.which("pngquant")
    sections = {}
    for name, plain, _, path in pages:
        browser.open(plain, width)
        target = folder / (name.replace("/", "-").replace(".", "-") + ".png")
        browser.screenshot(target)
        if quantize:
            subprocess.run(
                [quantize, "64", "--nofs", "--speed", "1", "--strip", "--force", "--output", str(target), str(target)],
                check=True,
            )
        vendor, kind, *platform = name.split("/")
        label = f"{kind}" + (f", {'iOS' if platform[0] == 'ios' else 'Android'}" if platform else "")
        sections.setdefault(vendor, []).append((label, target, path))
        print(f"wrote {shown(target)} from {shown(path)}")
    markdown = folder.parent / (folder.name + ".md")
    lines = [GALLERY_INTRO]
    for vendor, entries in sections.items():
        lines.append(f"## {vendor}\n")
        for label, target, path in entries:
            lines.append(f"### {label}\n")
            lines.append(f"[`{shown(path)}`](../{shown(path)})\n")
            lines.append(f"![{vendor} {label}]({folder.name}/{target.name})\n")
    markdown.write_text("\n".join(lines), encoding="utf-8")
    total = sum(target.stat().st_size for entries in sections.values() for _, target, _ in entries)
    print(f"wrote {shown(markdown)}: {sum(map(len, sections.values()))} screenshots, {total / 1e6:.2f} MB")


if __name__ == "__main__":
    main()

#!/usr/bin/env python3
# The explorer's web page in headless Chromium: drawn cells equal the session's frames, estimates resolve, the jumps
# shown equal `stats`, an edited script reloads (and a broken one shows its error), saving gives an exploration.
"""Usage: Tests/Browser/explorer_test.py [TESSERA] [--screenshots FOLDER]

Starts `tessera explore … --serve` on the chat-thread sample (and on a copy of it, and on stress-10k), drives the page
with Playwright in Debian's Chromium, and prints `N passed, N failed`. Where Chromium or the playwright package is
missing it says how to install them and skips (exit 0), except in CI (CI set), where that fails (exit 1).
"""
import json
import os
import re
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
import urllib.request

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", ".."))
CHROMIUM = "/usr/bin/chromium"
SCRIPT = "Scripts/samples/chat-thread.lua"
FEED = "Samples/chat-thread/feed.json"
IN_CI = os.environ.get("CI", "").lower() not in ("", "0", "false")


def missing_tools():
    """What is missing to run the test, with how to install it."""
    missing = []
    if not os.access(CHROMIUM, os.X_OK):
        missing.append("Chromium (bin/setup installs it: apt-get install chromium)")
    try:
        import playwright.sync_api  # noqa: F401
    except ImportError:
        missing.append("the playwright package (bin/setup installs it: python3 -m pip install playwright; "
                       "no browser download: the test uses Debian's Chromium)")
    return missing


class Server:
    """`tessera explore SCRIPT --serve`, stopped on exit."""

    def __init__(self, tessera, script, feed):
        arguments = [tessera, "explore", script, "--serve"] + (["--feed", feed] if feed else [])
        self.process = subprocess.Popen(arguments, cwd=ROOT, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
        deadline = time.time() + 60
        self.url = None
        while time.time() < deadline:
            line = self.process.stdout.readline()
            if not line:
                raise RuntimeError(f"explore --serve stopped: {self.process.stderr.read()}")
            match = re.match(r"serving (http://127\.0\.0\.1:(\d+)/)$", line.strip())
            if match:
                self.url = match.group(1)
                break
        if not self.url:
            raise RuntimeError("explore --serve printed no address in 60 s")

    def state(self):
        with urllib.request.urlopen(self.url + "api/state", timeout=30) as response:
            return json.load(response)

    def command(self, line):
        request = urllib.request.Request(self.url + "api/command", data=line.encode(), method="POST")
        with urllib.request.urlopen(request, timeout=30) as response:
            return json.load(response)

    def stop(self):
        self.process.terminate()
        self.process.wait(timeout=10)


class Checks:
    """Named checks: each failure is printed with what was expected, and the run goes on."""

    def __init__(self):
        self.passed = 0
        self.failed = 0

    def check(self, name, condition, detail=""):
        if condition:
            self.passed += 1
            print(f"ok   {name}")
        else:
            self.failed += 1
            print(f"FAIL {name}: {detail}")


def wait_settled(page, timeout=15):
    """Waits until no command, scroll or minimap request is on its way and the offset drawn has not moved for 400 ms
    (transitions are 180 ms): a command that takes longer than that is still waited for."""
    deadline = time.time() + timeout
    last, since = None, time.time()
    while time.time() < deadline:
        drawn = page.evaluate("document.body.dataset.offset + '|' + document.body.dataset.version + '|'"
                              " + (inFlight || pending !== 0 || minimapAsked)")
        if drawn != last or drawn.endswith("|true"):
            last, since = drawn, time.time()
        elif time.time() - since > 0.4:
            return
        time.sleep(0.05)


def write_whole(path, text):
    """Writes `text` to `path` in one step (a file renamed over it): the server's poll never reads it half-written."""
    with open(path + ".new", "w") as file:
        file.write(text)
    os.replace(path + ".new", path)


def wait_until(page, expression, timeout=10):
    """Polls `expression` in the page until it is true (Playwright's wait_for_function evaluates strings with eval,
    which the page's Content-Security-Policy forbids, as it should)."""
    deadline = time.time() + timeout
    while time.time() < deadline:
        if page.evaluate(expression):
            return
        time.sleep(0.05)
    raise TimeoutError(f"not true after {timeout} s: {expression}")


def drawn_frames(page, suffix=""):
    """Every drawn element: its key, whether drawn as estimated, and its box in the viewport's points."""
    return page.evaluate("""(suffix) => {
        const viewport = document.getElementById('viewport' + suffix).getBoundingClientRect();
        const border = parseFloat(getComputedStyle(document.getElementById('viewport' + suffix)).borderTopWidth);
        return [...document.querySelectorAll('#content' + suffix + ' .element')].map(div => {
            const box = div.getBoundingClientRect();
            return { key: div.dataset.key, estimated: div.classList.contains('estimated'),
                     x: box.left - viewport.left - border, y: box.top - viewport.top - border,
                     width: box.width, height: box.height };
        });
    }""", suffix)


def key_of(element):
    return f"{element['category']}|{element['kind'] or ''}|{element['section']}|{element['item']}"


def check_drawing(checks, page, state, label, suffix=""):
    """Each element of the state is drawn once, at its frame less the content offset."""
    drawn = {d["key"]: d for d in drawn_frames(page, suffix)}
    offset = state["session"]["offset"]
    vertical = state["session"]["axis"] == "vertical"
    elements = state["dump"]["elements"]
    wrong = []
    for element in elements:
        d = drawn.get(key_of(element))
        f = element["frame"]
        expected = ((f["x"], f["y"] - offset) if vertical else (f["x"] - offset, f["y"])) + (f["width"], f["height"])
        if d is None:
            wrong.append(f"{key_of(element)} not drawn")
            continue
        got = (d["x"], d["y"], d["width"], d["height"])
        if any(abs(a - b) > 0.51 for a, b in zip(got, expected)):
            wrong.append(f"{key_of(element)} drawn at {got}, frame less offset {expected}")
        if d["estimated"] != bool(element.get("estimated")):
            wrong.append(f"{key_of(element)} drawn estimated={d['estimated']}, state says {element.get('estimated')}")
    checks.check(f"{label}: {len(elements)} elements drawn at their frames at offset {offset}",
                 not wrong and len(drawn) == len(elements), "; ".join(wrong[:5]) + f" ({len(drawn)} drawn)")


def wheel(page, steps, delta):
    box = page.locator("#viewport").bounding_box()
    page.mouse.move(box["x"] + box["width"] / 2, box["y"] + box["height"] / 2)
    for _ in range(steps):
        page.mouse.wheel(0, delta)
        time.sleep(0.08)


def scroll_and_estimates(checks, page, server, shots):
    page.goto(server.url)
    page.wait_for_selector("#content .element")
    wait_settled(page)
    state = server.state()
    check_drawing(checks, page, state, "at rest")
    height = state["session"]["height"]
    below = [e for e in state["dump"]["elements"] if e.get("estimated") and e["category"] == "cell"
             and e["frame"]["y"] > state["session"]["offset"] + height]
    checks.check("cells below the screen are drawn at their estimate (pale, dashed)", bool(below))
    target = min(below, key=lambda e: e["frame"]["y"])
    drawn = {d["key"]: d for d in drawn_frames(page)}
    checks.check("the first estimated cell below is drawn estimated", drawn.get(key_of(target), {}).get("estimated"))
    wheel(page, 8, 120)
    wait_settled(page)
    state = server.state()
    checks.check("wheel scrolling moved the offset", state["session"]["offset"] > 500, state["session"]["offset"])
    check_drawing(checks, page, state, "after wheel scrolling")
    now = {d["key"]: d for d in drawn_frames(page)}
    measured = now.get(key_of(target))
    checks.check(f"{key_of(target)} went from its estimate to measured",
                 measured is not None and not measured["estimated"], measured)
    stats = server.command("stats")["output"]
    total, largest = re.search(r"visible jumps: total (\S+) pt, largest (\S+) pt", stats).groups()
    reflow_total, reflow_largest = re.search(r"reflow: total (\S+) pt, largest (\S+) pt", stats).groups()
    shown = page.evaluate("['stat-total-jump','stat-max-jump','stat-total-reflow','stat-max-reflow']"
                          ".map(id => document.getElementById(id).textContent)")
    checks.check("the jumps shown equal `stats`", shown == [total, largest, reflow_total, reflow_largest],
                 f"page {shown}, stats {[total, largest, reflow_total, reflow_largest]}")
    wait_until(page, "document.querySelectorAll('#minimap-bands div').length > 0")
    shades = page.evaluate("[...document.querySelectorAll('#minimap-bands div')].map(b => b.style.background)")
    checks.check("the minimap shows measured bands and bands still at their estimate",
                 any("10, 132, 255" in b for b in shades) and any("199, 199, 204" in b for b in shades), shades[:5])
    passes = page.locator("#timeline rect.pass").count()
    checks.check("the timeline draws two bars (jump, reflow) per pass", passes == 2 * len(server.state()["passes"]),
                 passes)
    if shots:
        page.screenshot(path=os.path.join(shots, "explorer-scrolled.png"), full_page=True)
    page.select_option("#policy", "bottom")
    wait_until(page, "document.getElementById('output').textContent.includes('anchoring policy bottom')")
    checks.check("the policy control runs `policy bottom`", server.state()["session"]["policy"] == "bottom")
    page.fill("#estimate-section", "1")
    page.fill("#estimate-points", "120")
    page.click("#estimate")
    wait_until(page, "document.getElementById('output').textContent.includes('section 1 estimated at 120')")
    wait_settled(page)
    check_drawing(checks, page, server.state(), "after the estimate control")
    page.click("#estimate-off")
    wait_until(page, "document.getElementById('output').textContent.includes(\"section 1 estimated at the script's\")")
    page.select_option("#orientation", "landscape")
    wait_until(page, "document.getElementById('output').textContent.includes('orientation landscape')")
    wait_settled(page)
    turned = server.state()["session"]
    # The device turned: the iPhone 15 Pro is 852 × 393 in landscape.
    checks.check("the orientation control turns the device", turned["orientation"] == "landscape"
                 and turned["width"] == 852 and turned["height"] == 393, turned)
    check_drawing(checks, page, server.state(), "in landscape")
    page.select_option("#orientation", "portrait")
    wait_until(page, "document.getElementById('output').textContent.includes('orientation portrait')")
    wait_settled(page)
    page.fill("#exploration-name", "browser")
    page.click("#save")
    wait_until(page, "!document.getElementById('exploration').hidden")
    saved = json.loads(page.input_value("#exploration"))
    checks.check("saving gives an exploration of the commands run",
                 saved["name"] == "browser"
                 and saved["commands"][-6:] == ["policy bottom", "estimate 1 120", "estimate 1 off", "orientation landscape",
                                                "orientation portrait", "stats"]
                 and all(c.startswith("scroll ") for c in saved["commands"][:-6]), saved)


def side_by_side(checks, page, tessera, shots):
    """A second session with another policy scrolls alike; each side shows its own jumps, as its `stats` says."""
    server = Server(tessera, SCRIPT, FEED)
    try:
        page.goto(server.url)
        page.wait_for_selector("#content .element")
        page.select_option("#compare", "policy firstVisibleItem")
        page.wait_for_selector("#compare-column:not([hidden]) #content-b .element")
        page.fill("#command", "goto 2 5")
        page.press("#command", "Enter")
        wait_until(page, "document.getElementById('output').textContent.includes('scrolled to [2, 5]')")
        wheel(page, 6, -120)
        wait_settled(page)
        wait_until(page, "document.body.dataset.compareOffset !== undefined")
        time.sleep(0.4)
        main = server.state()
        with urllib.request.urlopen(server.url + "api/compare/state", timeout=30) as response:
            other = json.load(response)
        checks.check("the side-by-side session runs the other policy",
                     other["setting"] == "policy firstVisibleItem"
                     and other["state"]["session"]["policy"] == "firstVisibleItem"
                     and main["session"]["policy"] == "uikit", other["setting"])
        check_drawing(checks, page, main, "side by side, the page's session")
        check_drawing(checks, page, other["state"], "side by side, the other session", suffix="-b")
        shown = page.evaluate("['stat-total-jump','b-stat-total-jump']"
                              ".map(id => document.getElementById(id).textContent)")
        expected = [str(round(main["stats"]["totalVisibleJump"], 3)).removesuffix(".0"),
                    str(round(other["state"]["stats"]["totalVisibleJump"], 3)).removesuffix(".0")]
        checks.check("each side shows its own visible jumps", shown == expected, f"page {shown}, sessions {expected}")
        print(f"side by side after goto 2 5 and scrolling up: visible jumps uikit {shown[0]} pt, "
              f"firstVisibleItem {shown[1]} pt")
        if shots:
            page.screenshot(path=os.path.join(shots, "explorer-side-by-side.png"), full_page=True)
    finally:
        server.stop()


def reload_on_edit(checks, page, tessera, shots):
    folder = tempfile.mkdtemp(prefix="tessera-explorer-")
    try:
        copy = os.path.join(folder, "chat.lua")
        shutil.copy(os.path.join(ROOT, SCRIPT), copy)
        server = Server(tessera, copy, FEED)
        try:
            page.goto(server.url)
            page.wait_for_selector("#content .element")
            wheel(page, 4, 150)
            wait_settled(page)
            before = server.state()
            original = open(copy).read()
            write_whole(copy, original.replace("L.estimated(44)", "L.estimated(90)"))
            version = before["session"]["version"]
            wait_until(page, f"Number(document.body.dataset.version) > {version}")
            wait_settled(page)
            after = server.state()
            checks.check("an edited script reloads at the same offset",
                         after["session"]["offset"] == before["session"]["offset"]
                         and after["dump"] != before["dump"], after["session"]["status"])
            check_drawing(checks, page, after, "after the reload")
            write_whole(copy, original + "local broken = = 1\n")
            page.wait_for_selector("#error:not([hidden])", timeout=10000)
            error = page.text_content("#error")
            checks.check("a broken script shows its file and line", "chat.lua:35:" in error, error)
            kept = server.state()
            checks.check("and the previous layout stays", kept["dump"] == after["dump"])
            check_drawing(checks, page, kept, "with the error shown")
            if shots:
                page.screenshot(path=os.path.join(shots, "explorer-error.png"))
        finally:
            server.stop()
    finally:
        shutil.rmtree(folder, ignore_errors=True)


CAROUSEL = """-- Two carousels whose handler shrinks and fades the cards away from the middle.
local L = require "tessera"

local function shelf(environment)
  local size = { width = L.absolute(200), height = L.absolute(120) }
  return L.section {
    group = L.group.horizontal { size = size, subitems = { L.item { size = size } } },
    interGroupSpacing = 10, contentInsets = L.insets(16), orthogonalScrollingBehavior = "continuous",
    cell = function(n) return L.vstack { layoutMargins = L.insets(8), L.label { text = "card " .. n, textStyle = "body" } } end,
    visibleItemsInvalidationHandler = function(items, offset, environment)
      for _, item in ipairs(items) do
        local distance = math.abs(item.center.x - offset.x - environment.container.contentSize.width / 2)
        local scale = math.max(0.7, 1 - distance / 1000)
        item.transform = { a = scale, b = 0, c = 0, d = scale, tx = 0, ty = 0 }
        item.alpha = scale
      end
    end,
  }
end

local items = {}
for i = 1, 12 do items[i] = i end
return L.layout { sections = { { provider = shelf, items = items }, { provider = shelf, items = items } } }
"""


def carousels_and_horizontal_layouts(checks, page, tessera, shots):
    """A carousel's handler transforms drawn as its frames say; a horizontal layout scrolled along x."""
    folder = tempfile.mkdtemp(prefix="tessera-carousel-")
    try:
        script = os.path.join(folder, "carousel.lua")
        with open(script, "w") as file:
            file.write(CAROUSEL)
        server = Server(tessera, script, None)
        try:
            page.goto(server.url)
            page.wait_for_selector("#content .element")
            page.fill("#command", "hscroll 1 250")
            page.press("#command", "Enter")
            wait_until(page, "document.getElementById('output').textContent.includes('section 1 at 250')")
            wait_settled(page)
            state = server.state()
            transformed = [e for e in state["dump"]["elements"] if e.get("transform")]
            checks.check("a carousel's handler transforms cells", len(transformed) >= 2, len(transformed))
            check_drawing(checks, page, state, "carousels scrolled by hscroll, transforms drawn")
            matrices = page.evaluate("[...document.querySelectorAll('#content .element')]"
                                     ".filter(d => d.style.transform.startsWith('matrix')).length")
            checks.check("transformed cells are drawn with their matrix", matrices == len(transformed),
                         f"{matrices} drawn, {len(transformed)} in the state")
            if shots:
                page.locator("#frame").screenshot(path=os.path.join(shots, "explorer-carousels.png"))
        finally:
            server.stop()
        manifest = json.load(open(os.path.join(ROOT, "Samples/quotes-carousel/sample.json")))
        server = Server(tessera, os.path.normpath(os.path.join("Samples/quotes-carousel", manifest["script"])),
                        os.path.normpath(os.path.join("Samples/quotes-carousel", manifest["feed"])))
        try:
            page.goto(server.url)
            page.wait_for_selector("#content .element")
            wheel(page, 4, 150)
            wait_settled(page)
            state = server.state()
            checks.check("a horizontal layout scrolls along x with the wheel",
                         state["session"]["axis"] == "horizontal" and state["session"]["offset"] > 300,
                         state["session"]["offset"])
            check_drawing(checks, page, state, "a horizontal layout")
        finally:
            server.stop()
    finally:
        shutil.rmtree(folder, ignore_errors=True)


def screen_views(page):
    """Every view drawn for a screen: its name, class and box in the viewport's points."""
    return page.evaluate("""() => {
        const viewport = document.getElementById('viewport').getBoundingClientRect();
        const border = parseFloat(getComputedStyle(document.getElementById('viewport')).borderTopWidth);
        return [...document.querySelectorAll('#content .screen-view')].map(div => {
            const box = div.getBoundingClientRect();
            return { name: div.dataset.name, cls: div.dataset.class, x: box.left - viewport.left - border,
                     y: box.top - viewport.top - border, width: box.width, height: box.height };
        });
    }""")


def visible_views(view, found):
    if view["visible"]:
        found.append(view)
    for subview in view["subviews"]:
        visible_views(subview, found)
    return found


def screens(checks, page, tessera, shots):
    """A screen (a view controller): its views drawn at their window frames, its bars and guides, the device menu."""
    server = Server(tessera, "Scripts/samples/detail-rows.lua", "Samples/detail-rows/feed.json")
    try:
        page.goto(server.url)
        wait_until(page, "document.body.classList.contains('screen-mode')")
        state = server.state()
        views = visible_views(state["screen"]["view"], [])
        drawn = screen_views(page)
        same = len(drawn) == len(views) and all(
            abs(d["x"] - v["frameInWindow"]["x"]) < 0.5 and abs(d["y"] - v["frameInWindow"]["y"]) < 0.5
            and abs(d["width"] - v["frameInWindow"]["width"]) < 0.5 and abs(d["height"] - v["frameInWindow"]["height"]) < 0.5
            for d, v in zip(drawn, views))
        checks.check(f"a screen: its {len(views)} visible views drawn at their window frames", same,
                     (drawn[:3], [v["frameInWindow"] for v in views[:3]]))
        title = page.evaluate("[...document.querySelectorAll('.bar.navigationBar')].map(b => b.textContent).join()")
        checks.check("the navigation bar shows the view controller's title", title == "Patterns", title)
        checks.check("the layout-only controls are hidden", not page.is_visible("#policy") and not page.is_visible("#minimap"))
        if shots:
            page.screenshot(path=os.path.join(shots, "explorer-screen.png"), full_page=True)
        page.select_option("#device", "iphone-se-3")
        wait_until(page, "document.getElementById('output').textContent.includes('iphone-se-3')")
        turned = server.state()["session"]
        checks.check("the device menu lays the screen out again (375 × 667)", turned["width"] == 375 and turned["height"] == 667,
                     turned)
    finally:
        server.stop()


def scroll_step_timing(page, tessera):
    """Prints how long scroll steps on the 10,000-row sample take in the page (not asserted)."""
    server = Server(tessera, stress_script(), stress_feed())
    try:
        page.goto(server.url)
        page.wait_for_selector("#content .element")
        times = []
        for _ in range(20):
            wheel(page, 1, 300)
            wait_settled(page, timeout=5)
            times.append(page.evaluate("window.__lastScrollStepMs"))
        times = [t for t in times if t is not None]
        print(f"timing: a scroll step on stress-10k takes {statistics.median(times):.1f} ms median, "
              f"{max(times):.1f} ms max over {len(times)} steps (round trip in the page, not asserted)")
    finally:
        server.stop()


def stress_manifest():
    with open(os.path.join(ROOT, "Samples/stress-10k/sample.json")) as file:
        return json.load(file)


def stress_script():
    return os.path.normpath(os.path.join("Samples/stress-10k", stress_manifest()["script"]))


def stress_feed():
    feed = stress_manifest().get("feed")
    return os.path.normpath(os.path.join("Samples/stress-10k", feed)) if feed else None


def main():
    arguments = sys.argv[1:]
    shots = None
    if "--screenshots" in arguments:
        index = arguments.index("--screenshots")
        shots = os.path.abspath(arguments[index + 1])
        del arguments[index:index + 2]
    tessera = os.path.abspath(arguments[0] if arguments else os.path.join(ROOT, ".build/debug/tessera"))
    missing = missing_tools()
    if missing:
        print("explorer browser test: missing " + "; ".join(missing), file=sys.stderr)
        if IN_CI:
            return 1
        print("explorer browser test skipped (CI never skips it)")
        return 0
    from playwright.sync_api import sync_playwright
    checks = Checks()
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=CHROMIUM, args=["--no-sandbox"])
        page = browser.new_page(viewport={"width": 1500, "height": 1150})
        page.on("pageerror", lambda error: checks.check("no script error in the page", False, str(error)))
        server = Server(tessera, SCRIPT, FEED)
        try:
            scroll_and_estimates(checks, page, server, shots)
        finally:
            server.stop()
        side_by_side(checks, page, tessera, shots)
        reload_on_edit(checks, page, tessera, shots)
        carousels_and_horizontal_layouts(checks, page, tessera, shots)
        screens(checks, page, tessera, shots)
        scroll_step_timing(page, tessera)
        browser.close()
    print(f"explorer browser test: {checks.passed} passed, {checks.failed} failed")
    return 0 if checks.failed == 0 else 1


if __name__ == "__main__":
    sys.exit(main())

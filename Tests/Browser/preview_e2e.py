"""End-to-end test of `listspec preview` in the system Chromium, driven by Playwright.

Run by Tests/CLITests/PreviewBrowserTests.swift (which checks the exit status and prints the
report); by hand:

    .build/tools-venv/bin/python Tests/Browser/preview_e2e.py --binary .build/debug/listspec \
        --spec examples/video-games.yaml [--screenshots DIR]

Checks, each reported by name; the exit status is 0 only when all pass:
  loads-clean         the page loads with no console error or page error
  frames-match-json   every inspector box has the frame of its node in `render --format json`
  hover-inspector     hovering a row shows its inspector with the item's file:line:col
  save-updates        saving the spec updates the page within 2 s, scroll position kept
  invalid-keeps       an invalid save shows the located error and keeps the last picture
"""

import argparse
import json
import os
import shutil
import signal
import subprocess
import sys
import tempfile
import time

try:
    from playwright.sync_api import sync_playwright
except ImportError:
    print("playwright is missing: run scripts/setup", file=sys.stderr)
    sys.exit(3)

UPDATE_TIMEOUT_S = 2.0


def chromium_path():
    for candidate in (os.environ.get("LISTSPEC_CHROMIUM"), shutil.which("chromium"),
                      "/usr/bin/chromium"):
        if candidate and os.access(candidate, os.X_OK):
            return candidate
    print("chromium is missing: run scripts/setup", file=sys.stderr)
    sys.exit(3)


def save(path, text):
    """Saves as editors do: a new file renamed over the old one."""
    temporary = path + ".saving"
    with open(temporary, "w", encoding="utf-8") as handle:
        handle.write(text)
    os.replace(temporary, path)


def layout_nodes(binary, spec, cwd):
    output = subprocess.run([binary, "render", spec, "--format", "json"], cwd=cwd,
                            check=True, capture_output=True, text=True).stdout
    nodes = []

    def visit(node):
        if "source" in node or "rules" in node:
            nodes.append(node)
        for child in node.get("children", []):
            visit(child)

    visit(json.loads(output)["root"])
    return nodes


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--binary", required=True)
    parser.add_argument("--spec", required=True)
    parser.add_argument("--screenshots")
    arguments = parser.parse_args()
    binary = os.path.abspath(arguments.binary)
    workdir = tempfile.mkdtemp(prefix="listspec-preview-e2e-")
    spec = "spec.yaml"
    spec_path = os.path.join(workdir, spec)
    shutil.copyfile(arguments.spec, spec_path)
    original = open(spec_path, encoding="utf-8").read()
    results = {}
    server = subprocess.Popen([binary, "preview", spec, "--port", "0"], cwd=workdir,
                              stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    try:
        line = server.stdout.readline()
        if "http://127.0.0.1:" not in line:
            print("preview did not print its URL:", line, server.stderr.read(), file=sys.stderr)
            return 1
        url = line.split(" at ")[-1].strip()
        with sync_playwright() as playwright:
            browser = playwright.chromium.launch(executable_path=chromium_path(),
                                                 args=["--no-sandbox"])
            # The page's Content-Security-Policy forbids eval, which Playwright's
            # wait_for_function uses; the page's own script does not need it.
            context = browser.new_context(viewport={"width": 900, "height": 260},
                                          bypass_csp=True)
            page = context.new_page()
            problems = []
            page.on("console", lambda message: problems.append(message.text)
                    if message.type == "error" else None)
            page.on("pageerror", lambda error: problems.append(str(error)))
            page.goto(url)
            page.wait_for_selector(".ls-box")
            page.wait_for_function("document.getElementById('ls-status').textContent === 'live'")
            results["loads-clean"] = (not problems, problems)

            # Every box has its layout node's frame, in the same order.
            expected = layout_nodes(binary, spec, workdir)
            boxes = page.eval_on_selector_all(
                ".ls-box", "boxes => boxes.map(b => ['x','y','width','height'].map("
                "k => parseFloat(b.getAttribute(k))))")
            mismatches = [
                (node["kind"], node.get("id"), node["frame"], box)
                for node, box in zip(expected, boxes)
                if any(abs(node["frame"][k] - v) > 0.001
                       for k, v in zip(("x", "y", "width", "height"), box))
            ]
            results["frames-match-json"] = (
                len(expected) == len(boxes) and len(expected) > 0 and not mismatches,
                f"{len(boxes)} boxes, {len(expected)} nodes, mismatches {mismatches[:3]}")

            # Hover the first row's margin (its own box, not its content's).
            cell = next(node for node in expected if node["kind"] == "cell")
            want = f"{spec}:{cell['source']['line']}:{cell['source']['column']}"
            page.hover(f".ls-box[data-kind=cell][data-id=\"{cell['id']}\"]",
                       position={"x": 3, "y": 3})
            source = page.text_content("#ls-inspector .ls-source")
            frame = page.text_content("#ls-inspector .ls-frame")
            rules = page.text_content("#ls-inspector .ls-rules") or ""
            results["hover-inspector"] = (
                source == want and "minimum row height" in rules
                and frame.startswith(f"x {cell['frame']['x']:g}"),
                f"source {source!r} (want {want!r}), frame {frame!r}")
            if arguments.screenshots:
                page.set_viewport_size({"width": 1000, "height": 720})
                page.screenshot(path=os.path.join(arguments.screenshots, "hover.png"),
                                full_page=True)
                page.set_viewport_size({"width": 900, "height": 260})

            # Save: the page shows the new version within 2 s, at the same scroll position.
            page.evaluate("window.scrollTo(0, 120)")
            page.wait_for_function("window.scrollY === 120")
            version = page.get_attribute("[data-version]", "data-version")
            changed = original.replace("Mass Effect 2", "Mass Effect 2 (2010)", 1)
            assert changed != original, "the seed spec no longer has 'Mass Effect 2'"
            started = time.monotonic()
            save(spec_path, changed)
            try:
                page.wait_for_function(
                    f"document.querySelector('[data-version]').dataset.version !== '{version}'",
                    timeout=UPDATE_TIMEOUT_S * 1000)
                updated = True
            except Exception:
                updated = False
            elapsed = time.monotonic() - started
            scroll = page.evaluate("window.scrollY")
            results["save-updates"] = (updated and scroll == 120,
                                       f"updated {updated} after {elapsed:.3f} s, scrollY {scroll}")

            # Invalid save: the located error above the last good picture.
            version = page.get_attribute("[data-version]", "data-version")
            save(spec_path, changed.replace("sections:", "sectoins:", 1))
            page.wait_for_function(
                f"document.querySelector('[data-version]').dataset.version !== '{version}'",
                timeout=UPDATE_TIMEOUT_S * 1000)
            diagnostics = page.text_content(".ls-diagnostics") or ""
            pictures = page.locator(".ls-picture image").count()
            stale = page.locator(".ls-stale").count()
            results["invalid-keeps"] = (
                f"{spec}:" in diagnostics and "error:" in diagnostics and "^" in diagnostics
                and pictures == 1 and stale == 1,
                f"diagnostics {diagnostics[:200]!r}, pictures {pictures}, stale note {stale}")
            if arguments.screenshots:
                page.set_viewport_size({"width": 1000, "height": 720})
                page.evaluate("window.scrollTo(0, 0)")
                page.screenshot(path=os.path.join(arguments.screenshots, "invalid.png"),
                                full_page=True)
            results["no-late-console-errors"] = (not problems, problems)
            browser.close()
    finally:
        server.send_signal(signal.SIGTERM)
        try:
            server.wait(timeout=10)
        except subprocess.TimeoutExpired:
            server.kill()
        shutil.rmtree(workdir, ignore_errors=True)
    failed = [name for name, (ok, _) in results.items() if not ok]
    for name, (ok, detail) in results.items():
        print(f"{'ok  ' if ok else 'FAIL'} {name}: {detail}")
    return 1 if failed or len(results) < 6 else 0


if __name__ == "__main__":
    sys.exit(main())

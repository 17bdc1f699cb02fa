#!/usr/bin/env python3
"""A runtime check on Linux with GNUstep: does GNUstep make the same connections from our
keyed-archive nib as from the xib it was compiled from?

For each macOS xib: `nibdump compile X.xib -o X.nib --keyed-archive`, then `nibconnections`
(this folder's Objective-C program, built with GNUstep's toolchain) loads the xib (GNUstep
reads xib 5 itself) and the nib, each with an owner, and prints what the load made: top-level
objects, outlets, target/action connections, bindings, user-defined runtime attributes and the
view/menu tree. The two listings are compared; a document is

  same             the listings are equal
  differs          they are not (the first differing lines are shown)
  nib-unloadable   GNUstep loads the xib but not our nib (a defect of ours, or a GNUstep limit)
  xib-unloadable   GNUstep cannot load the xib itself, or makes nothing of it (nothing to compare)
  not-compiled     our compiler refuses the xib (its first error is shown)

The document's custom classes are registered in the program (as empty subclasses of the class
their element stands for) so that GNUstep's loaders, which refuse unknown class names, load it.

Usage: check.py [--nibdump PATH (else $NIBDUMP, else .build/debug/nibdump)] [--program PATH] [--work DIR] [--min-same N] [--verbose]
                [XIB ...]   (default: the shared corpus's macOS xibs and pairs)
Exit status: 0, or 1 if fewer than --min-same documents are the same.
"""
import argparse
import difflib
import glob
import os
import re
import shutil
import signal
import subprocess
import sys
import tempfile
import time
import xml.etree.ElementTree as ET

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.abspath(os.path.join(HERE, "..", ".."))

# Element name → the AppKit class it stands for, where "NS" + capitalised name is wrong.
SPECIAL = {
    "customObject": "NSObject",
    "customView": "NSView",
    "view": "NSView",
    "panel": "NSPanel",
    "window": "NSWindow",
    "tableCellView": "NSTableCellView",
    "tableRowView": "NSTableRowView",
    "box": "NSBox",
    "menu": "NSMenu",
    "menuItem": "NSMenuItem",
    "searchField": "NSSearchField",
    "secureTextField": "NSSecureTextField",
    "textField": "NSTextField",
    "textView": "NSTextView",
    "viewController": "NSViewController",
    "windowController": "NSWindowController",
    "userDefaultsController": "NSUserDefaultsController",
    "dictionaryController": "NSDictionaryController",
}


def element_class(tag):
    if tag in SPECIAL:
        return SPECIAL[tag]
    return "NS" + tag[:1].upper() + tag[1:]


def custom_classes(xib):
    """--class NAME=SUPERCLASS arguments for every custom class the document names."""
    classes = {}
    root = ET.parse(xib).getroot()
    for element in root.iter():
        name = element.get("customClass")
        if not name or name in ("FirstResponder", "NSApplication") or name.startswith("NS"):
            continue
        base = element_class(element.tag)
        classes.setdefault(name, base)
        module = element.get("customModule")
        if module:
            # A Swift class: the nib names it by its mangled name, as ibtool writes it.
            classes.setdefault(module + "." + name, base)
            classes.setdefault("_TtC%d%s%d%s" % (len(module.encode()), module,
                                                 len(name.encode()), name), base)
    args = []
    for name, base in sorted(classes.items()):
        args += ["--class", name + "=" + base]
    # Named images: GNUstep's nib loader refuses an NSCustomResource it cannot find (its xib
    # loader goes on without the image), so each gets a blank stand-in.
    images = set()
    for element in root.iter("image"):
        if element.get("name"):
            images.add(element.get("name"))
    for element in root.iter():
        for attribute in ("image", "alternateImage"):
            if element.get(attribute):
                images.add(element.get(attribute))
    for name in sorted(images):
        args += ["--image", name]
    return args


def is_macos_xib(path):
    try:
        with open(path, "rb") as f:
            head = f.read(600).decode("utf-8", "replace")
    except OSError:
        return False
    return 'type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0"' in head


def corpus_xibs():
    shared = os.environ.get("SHARED") or os.path.join(ROOT, "..", "shared")
    corpus = os.path.join(shared, "corpus")
    found = sorted(glob.glob(os.path.join(corpus, "xib-macos", "*.xib")))
    found += sorted(glob.glob(os.path.join(corpus, "pairs", "macos", "*.xib")))
    return [p for p in found if is_macos_xib(p)]


def first_reason(stderr):
    """The line of GNUstep's log that says why a load failed."""
    keep = []
    for line in stderr.splitlines():
        line = re.sub(r"^\d{4}-\d\d-\d\d [\d:.]+ nibconnections\[[\d:]+\] ", "", line)
        if re.search(r"Exception|exception|no class|Failed to load|cannot|Could not", line):
            if not line.startswith("Failed to load") and not line.startswith("Could not instantiate"):
                keep.append(line)
    if keep:
        return keep[0][:300]
    lines = [l for l in stderr.splitlines() if "offsets for style" not in l]
    return (lines[-1] if lines else "no message")[:300]


class Display:
    """An Xvfb server of our own when there is no display (GNUstep's back end needs X)."""

    def __init__(self):
        self.process = None

    def __enter__(self):
        if os.environ.get("DISPLAY"):
            return self
        xvfb = shutil.which("Xvfb")
        if xvfb is None:
            raise SystemExit("no DISPLAY and no Xvfb: GNUstep's back end needs an X server")
        for number in range(91, 120):
            if os.path.exists("/tmp/.X%d-lock" % number):
                continue
            self.process = subprocess.Popen(
                [xvfb, ":%d" % number, "-screen", "0", "1280x1024x24", "-nolisten", "tcp"],
                stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
            for _ in range(50):
                if os.path.exists("/tmp/.X11-unix/X%d" % number):
                    break
                if self.process.poll() is not None:
                    break
                time.sleep(0.1)
            if self.process.poll() is None:
                os.environ["DISPLAY"] = ":%d" % number
                return self
        raise SystemExit("could not start Xvfb")

    def __exit__(self, *exc):
        if self.process is not None:
            self.process.send_signal(signal.SIGTERM)
            try:
                self.process.wait(timeout=5)
            except subprocess.TimeoutExpired:
                self.process.kill()


ATTEMPTS = 3
retried = []   # documents GNUstep loaded only on a later attempt


def run_program(program, classes, document, env):
    """The listing of one load, or None and why it failed. GNUstep 0.29 fails some loads now and
    then (a crash, or a font it says it cannot find), so a failed load is tried again: up to
    ATTEMPTS times, and a load that succeeds only on a later attempt is counted."""
    reason = "not run"
    for attempt in range(ATTEMPTS):
        try:
            done = subprocess.run([program] + classes + [document], stdin=subprocess.DEVNULL,
                                  capture_output=True, text=True, errors="replace",
                                  timeout=60, env=env)
        except subprocess.TimeoutExpired:
            reason = "timed out after 60 s"
            continue
        if done.returncode == 0 and not done.stdout.startswith("cannot-load"):
            if attempt > 0:
                retried.append(os.path.basename(document))
            return done.stdout.splitlines(), done.stderr
        reason = first_reason(done.stderr)
        if done.returncode < 0:
            reason = "crashed (signal %d); %s" % (-done.returncode, reason)
    return None, reason


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("xibs", nargs="*")
    parser.add_argument("--nibdump", default=os.environ.get("NIBDUMP") or
                        os.path.join(ROOT, ".build", "debug", "nibdump"))
    parser.add_argument("--program", default=os.path.join(HERE, "obj", "nibconnections"))
    parser.add_argument("--work", default=None, help="where the nibs and listings go")
    parser.add_argument("--min-same", type=int, default=0)
    parser.add_argument("--verbose", action="store_true", help="print every differing line")
    args = parser.parse_args()

    xibs = args.xibs or corpus_xibs()
    work = args.work or tempfile.mkdtemp(prefix="gnustep-check-")
    os.makedirs(work, exist_ok=True)
    env = dict(os.environ)
    home = os.path.join(work, "home")   # GNUstep keeps its defaults under $HOME/GNUstep
    os.makedirs(home, exist_ok=True)
    env["HOME"] = home
    env["GNUSTEP_USER_ROOT"] = os.path.join(home, "GNUstep")

    counts = {"same": 0, "differs": 0, "nib-unloadable": 0, "xib-unloadable": 0,
              "not-compiled": 0}
    with Display():
        env["DISPLAY"] = os.environ["DISPLAY"]
        for xib in xibs:
            name = os.path.basename(xib)
            if "/pairs/" in xib:
                name = "pairs/" + name
            stem = os.path.join(work, name.replace("/", "_")[:-len(".xib")])
            nib = stem + ".nib"
            try:
                classes = custom_classes(xib)
            except ET.ParseError as error:
                counts["xib-unloadable"] += 1
                print("xib-unloadable  %s: not XML (%s)" % (name, error))
                continue
            try:
                compiled = subprocess.run([args.nibdump, "compile", xib, "-o", nib,
                                           "--keyed-archive"], stdin=subprocess.DEVNULL,
                                          capture_output=True, text=True, timeout=120)
            except subprocess.TimeoutExpired:
                compiled = None
            if compiled is None or compiled.returncode != 0 or not os.path.exists(nib):
                counts["not-compiled"] += 1
                error = "timed out" if compiled is None else next(
                    (l for l in compiled.stderr.splitlines() if "error" in l), "no error message")
                print("not-compiled    %s: %s" % (name, error.replace(xib, "")[:200]))
                continue
            from_xib, xib_log = run_program(args.program, classes, xib, env)
            if from_xib is None:
                counts["xib-unloadable"] += 1
                print("xib-unloadable  %s: %s" % (name, xib_log))
                continue
            from_nib, nib_log = run_program(args.program, classes, nib, env)
            if not from_xib and from_nib:
                # (A document with no objects at all lists nothing either way: minimal.xib.)
                counts["xib-unloadable"] += 1
                print("xib-unloadable  %s: GNUstep's xib reader made no objects of it" % name)
                continue
            if from_nib is None:
                counts["nib-unloadable"] += 1
                print("nib-unloadable  %s: %s" % (name, nib_log))
                continue
            with open(stem + ".xib.txt", "w") as f:
                f.write("\n".join(from_xib) + "\n")
            with open(stem + ".nib.txt", "w") as f:
                f.write("\n".join(from_nib) + "\n")
            # Connections of a view-based table's cell prototypes: GNUstep's xib reader makes
            # them as it loads; a nib keeps the prototypes in a nested nib that the table loads
            # per row (as AppKit does), so they are not compared.
            detached = sum(1 for l in from_xib if l.startswith("detached "))
            from_xib = [l for l in from_xib if not l.startswith("detached ")]
            from_nib = [l for l in from_nib if not l.startswith("detached ")]
            if from_xib == from_nib:
                counts["same"] += 1
                connections = sum(1 for l in from_xib if l.split(" ", 1)[0] in
                                  ("outlet", "action", "binding"))
                print("same            %s (%d connections, %d lines%s)"
                      % (name, connections, len(from_xib),
                         ", %d in cell prototypes not compared" % detached if detached else ""))
                continue
            counts["differs"] += 1
            diff = [l for l in difflib.unified_diff(from_xib, from_nib, "xib", "nib", n=0, lineterm="")
                    if l[:1] in "+-" and not l.startswith(("+++", "---"))]
            print("differs         %s (%d lines differ)" % (name, len(diff)))
            for line in diff if args.verbose else diff[:8]:
                print("    " + line)
            if not args.verbose and len(diff) > 8:
                print("    ... (%s.xib.txt / .nib.txt)" % stem)

    total = sum(counts.values())
    print("-- %d documents: %s" % (total, ", ".join("%d %s" % (v, k) for k, v in counts.items())))
    if retried:
        print("   %d loads succeeded only when tried again: %s" % (len(retried), ", ".join(retried)))
    print("   listings in %s" % work)
    if counts["same"] < args.min_same:
        print("error: %d documents the same, fewer than the ratchet's %d"
              % (counts["same"], args.min_same))
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())

#!/usr/bin/env python3
"""render-share.py NIBDUMP CORPUS [--min-kind=PCT] [--min-document=PCT] [--verbose]

Of the visible strings each well-formed xib and storyboard of the corpus holds (titles, labels,
texts, placeholders, segment, tab and toolbar labels, menu items; none under a hidden element),
and each legacy xib and compiled nib (read through `nibdump decompile`), the share that
`nibdump render` puts in its SVG: as drawn text, or inside the `<title>` tooltip of the object that
holds it (long strings are drawn truncated, so the tooltip is where they are whole). Reads the
documents and the SVG with Python's own XML parser, independently of swift-nib.

Prints the share per kind of document and in total (and, beside it, the share drawn whole as text,
without the tooltips), and every document below --min-document (default 50%) with what it misses;
exits 1 when a kind is below --min-kind (default 90%) or a document below --min-document is not
named in KNOWN_LOW with its reason.
"""
import collections, os, subprocess, sys, tempfile
import xml.etree.ElementTree as ET

KINDS = ["xib-macos", "xib-ios", "storyboard-macos", "storyboard-ios"]
# Formats Python's XML parser cannot read as Interface Builder XML (legacy <archive> xibs, compiled
# nibs): their strings are read from `nibdump decompile`, the model's own reading written as a
# modern xib, so for these kinds the check is of the renderer against the model, not against an
# independent reader.
DECOMPILED_KINDS = ["xib-legacy", "nib-compiled"]
# Attributes that hold text the interface shows.
TEXT_ATTRIBUTES = ("title", "text", "placeholder", "placeholderString", "label", "headerTitle", "footerTitle")
# <string key="…"> children that hold text the interface shows (multi-line values).
TEXT_KEYS = {"title", "text", "placeholder", "placeholderString"}
# Subtrees that hold no interface text.
SKIPPED = {"connections", "constraints", "userDefinedRuntimeAttributes", "accessibility", "variation",
           "resources", "inferredMetricsTieBreakers", "point", "rect", "size", "color", "font",
           "fontDescription", "image", "nil"}

# Documents allowed below --min-document, each with the reason (none today).
KNOWN_LOW = {}


def norm(text):
    return " ".join(text.split())


def visible_strings(path, text=None):
    """The visible strings of a document (or of its XML `text`), in document order (a string held
    twice counts twice)."""
    root = ET.fromstring(text) if text is not None else ET.parse(path).getroot()
    found = []

    def walk(element, hidden):
        if element.tag in SKIPPED or element.get("key") == "prototype":
            return  # a matrix's prototype cell is a template, never shown
        hidden = hidden or element.get("hidden") == "YES"
        if not hidden:
            for name in TEXT_ATTRIBUTES:
                value = element.get(name)
                if value is None or not norm(value):
                    continue
                if element.tag == "menu" and name == "title":
                    continue  # a menu's own title is not drawn: its item's is
                if element.tag == "box" and element.get("titlePosition") == "noTitle":
                    continue
                if element.get("imagePosition") == "only" and name == "title":
                    continue
                found.append(norm(value))
            if element.tag == "string" and element.get("key") in TEXT_KEYS and norm(element.text or ""):
                found.append(norm(element.text or ""))
        view_based = element.tag == "tableColumn" and element.find("prototypeCellViews") is not None
        for child in element:
            if view_based and child.get("key") == "dataCell":
                continue  # a view-based table's column draws its cell views, never its data cell
            walk(child, hidden)

    for top in root:
        if top.tag in ("objects", "scenes"):
            walk(top, False)
    return found


def svg_pieces(svg_path):
    """The drawn texts and the tooltips of an SVG, unescaped by the XML parser."""
    root = ET.parse(svg_path).getroot()
    texts, tips = collections.Counter(), []
    for element in root.iter():
        tag = element.tag.split("}")[-1]
        content = norm("".join(element.itertext()))
        if tag == "text" and content:
            texts[content] += 1
        elif tag == "title" and content:
            tips.append(content)
    return texts, tips


def shown(strings, texts, tips):
    """How many of the strings the SVG carries (drawn whole, or quoted “…” in a tooltip), how many
    of them are drawn whole as text, and the strings it misses."""
    held = collections.Counter(strings)
    count, drawn, missing = 0, 0, []
    for value, times in held.items():
        quoted = "\u201c" + value + "\u201d"
        carried = max(texts.get(value, 0), sum(tip.count(quoted) for tip in tips))
        count += min(times, carried)
        drawn += min(times, texts.get(value, 0))
        if carried < times:
            missing.append(value)
    return count, drawn, missing


def main(argv):
    args = [a for a in argv if not a.startswith("--")]
    options = dict(a[2:].split("=", 1) for a in argv if a.startswith("--") and "=" in a)
    verbose = "--verbose" in argv
    nibdump, corpus = args[0], args[1]
    min_kind = float(options.get("min-kind", 90))
    min_document = float(options.get("min-document", 50))
    manifest = open(os.path.join(corpus, "MANIFEST.tsv"), encoding="utf-8").read().splitlines()
    documents = []
    for line in manifest[1:]:
        columns = line.split("\t")
        if len(columns) > 11 and columns[1] in KINDS and columns[11] == "yes":
            documents.append((columns[1], columns[0]))
        elif len(columns) > 11 and columns[1] in DECOMPILED_KINDS and columns[11] != "NO":
            documents.append((columns[1], columns[0]))
    unreadable = []
    per_kind = collections.defaultdict(lambda: [0, 0, 0, 0])
    low, failures = [], []
    with tempfile.TemporaryDirectory() as folder:
        for kind, name in documents:
            path = os.path.join(corpus, name)
            try:
                if kind in DECOMPILED_KINDS:
                    decompiled = subprocess.run([nibdump, "decompile", path], capture_output=True, text=True)
                    if decompiled.returncode != 0:
                        unreadable.append("%s (%s)" % (name, decompiled.stderr.strip().splitlines()[-1:]))
                        continue
                    strings = visible_strings(path, decompiled.stdout)
                else:
                    strings = visible_strings(path)
            except ET.ParseError:
                continue
            svg = os.path.join(folder, "picture.svg")
            result = subprocess.run([nibdump, "render", path, "-o", svg], capture_output=True, text=True)
            if result.returncode != 0:
                failures.append("%s: nibdump render failed: %s" % (name, result.stderr.strip()[:200]))
                continue
            texts, tips = svg_pieces(svg)
            count, drawn, missing = shown(strings, texts, tips)
            per_kind[kind][0] += count
            per_kind[kind][1] += len(strings)
            per_kind[kind][2] += 1
            per_kind[kind][3] += drawn
            share = 100.0 * count / len(strings) if strings else 100.0
            if share < min_document:
                low.append((name, share, len(strings), missing))
            if verbose and missing:
                print("%5.1f%% %s (%d/%d) missing: %s" % (share, name, count, len(strings),
                                                          ", ".join(repr(m) for m in missing[:8])))
    print("%-18s %9s %9s %7s %13s" % ("kind", "documents", "strings", "shown", "drawn whole"))
    total = [0, 0, 0, 0]
    for kind in KINDS + DECOMPILED_KINDS:
        count, strings, docs, drawn = per_kind[kind]
        total = [total[0] + count, total[1] + strings, total[2] + docs, total[3] + drawn]
        share = 100.0 * count / strings if strings else 100.0
        print("%-18s %9d %9d %6.1f%% %12.1f%%" % (kind, docs, strings, share,
                                                 100.0 * drawn / strings if strings else 100.0))
        if share < min_kind:
            failures.append("%s: %.1f%% of the visible strings are drawn, below %.0f%%" % (kind, share, min_kind))
    print("%-18s %9d %9d %6.1f%% %12.1f%%" % ("total", total[2], total[1], 100.0 * total[0] / max(total[1], 1),
                                             100.0 * total[3] / max(total[1], 1)))
    for name in unreadable:
        print("not read (its format is refused with a named error): " + name)
    for name, share, strings, missing in low:
        reason = KNOWN_LOW.get(name)
        print("below %.0f%%: %s %.1f%% of %d%s; missing %s" % (
            min_document, name, share, strings, " (known: %s)" % reason if reason else "",
            ", ".join(repr(m) for m in missing[:6])))
        if reason is None:
            failures.append("%s: %.1f%% of its visible strings are drawn" % (name, share))
    for failure in failures:
        print("error: " + failure)
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))

#!/usr/bin/env python3
"""summarize-nib-differences.py: group `nibdump compare-nib` differences by key (issue 25).

Reads the output of `Scripts/roundtrip-nibs.sh --verbose` (or of compile-pairs.sh --verbose, or of
several `nibdump compare-nib` runs) from the files named or standard input, and prints the groups of
differences, largest first: how many differences, in how many nibs, and one example.

A difference is an indented line `PATH: MESSAGE` under a nib's line (`differs  NAME: ...`). Its
group is the last two keys of its path, indices dropped (`NSCell.NSContents`, the owner's key and
the key: the path names keys, not classes), and the kind of its message with the values left out:
`only on the left (nil)` keeps the class or kind of value in brackets (`nil`, `true`, a class
name; a string or number becomes `<value>`), as does `only on the left, at the value its absence
stands for (0)` (a key the original's archiver wrote at the value its absence reads as), `"a" vs "b"` becomes `value vs value`, sharing and
counts keep their words. `--by-path` groups by the whole path instead (indices dropped).

    bash Scripts/roundtrip-nibs.sh --verbose | python3 Scripts/summarize-nib-differences.py
    python3 Scripts/summarize-nib-differences.py --self-test
"""

import re
import sys
from collections import defaultdict

NIB_LINE = re.compile(r"^(?:differs|same|refused)\s+(\S.*?)(?::\s|$)")
DIFFERENCE = re.compile(r"^\s+(root[^:\s]*|[^\s:]+\.nib:root[^:\s]*): (.*)$")


def message_kind(message):
    """The kind of a difference's message, its values left out."""
    only = re.match(r"only on the (left|right)(, at the value its absence stands for)? \((.*)\)$", message)
    if only:
        side = only.group(1) + (only.group(2) or "")
        value = only.group(3)
        if re.fullmatch(r"nil|true|false|[A-Z][A-Za-z0-9_]*", value):
            return f"only on the {side} ({value})"
        return f"only on the {side} (<value>)"
    if message.startswith("sharing differs"):
        return "sharing differs"
    if message.startswith("equal values shared otherwise"):
        return "equal values shared otherwise"
    if message.startswith("class "):
        return re.sub(r"^class (\S+) vs class (\S+).*", r"class \1 vs class \2", message)
    if re.match(r"^\d+ elements vs \d+ elements", message):
        return "element count"
    if re.match(r"^\d+ objects vs \d+ objects", message):
        return "object count"
    return "value vs value"


def group_key(path, by_path=False):
    """The group of a difference at `path`: its last two keys (or the whole path), indices dropped."""
    path = path.split(".nib:", 1)[-1]
    path = re.sub(r"\[\d+\]", "", path)
    if by_path:
        return path
    return ".".join(path.split(".")[-2:])


def summarize(lines, by_path=False):
    """Groups the differences of `lines`: {(group, kind): [count, nibs, example]}."""
    groups = defaultdict(lambda: [0, set(), ""])
    nib = None
    for line in lines:
        line = line.rstrip("\n")
        header = NIB_LINE.match(line)
        if header:
            nib = header.group(1)
            continue
        difference = DIFFERENCE.match(line)
        if not difference:
            continue
        path, message = difference.groups()
        entry = groups[(group_key(path, by_path), message_kind(message))]
        entry[0] += 1
        entry[1].add(nib)
        if not entry[2]:
            entry[2] = f"{nib}: {line.strip()}"
    return groups


def report(groups, limit):
    """The lines printed for `groups`, largest first."""
    ordered = sorted(groups.items(), key=lambda item: (-item[1][0], item[0]))
    total = sum(entry[0] for entry in groups.values())
    lines = [f"{total} differences in {len(groups)} groups"]
    for (key, kind), (count, nibs, example) in ordered[:limit]:
        lines.append(f"{count:5} in {len(nibs):3} nibs  {key}  {kind}")
        lines.append(f"      e.g. {example[:220]}")
    return lines


def self_test():
    sample = """differs  pairs/macos/a.nib: 3 differences (10 vs 9 objects)
    root.IB.objectdata.NSObjectsKeys[1].NSWindowView.NSSubviews[0].NSCell.NSBackgroundColor.NSColor.NSComponents: only on the left (<"0.5 1">)
    root.IB.objectdata.NSObjectsKeys[1].NSWindowView.NSSubviews[1].NSCell.NSBackgroundColor.NSColor.NSComponents: only on the left (<"0 1">)
    root: 10 objects vs 9 objects
same     pairs/macos/b.nib
differs  pairs/macos/c.nib: 2 differences (5 vs 5 objects)
    root.IB.objectdata.NSObjectsKeys[0].NSContents: "OK" vs "Cancel"
    root.IB.objectdata.NSObjectsKeys[2].NSCell.NSBackgroundColor.NSColor.NSComponents: only on the left (<"1 1">)
differs  x.storyboardc/d.nib: 1 difference (5 vs 5 objects)
    d.nib:root.IB.objectdata.NSObjectsKeys[0].NSNextResponder: only on the right (nil)
"""
    groups = summarize(sample.splitlines())
    assert groups[("NSColor.NSComponents", "only on the left (<value>)")][0] == 3, groups
    assert groups[("NSColor.NSComponents", "only on the left (<value>)")][1] == {"pairs/macos/a.nib", "pairs/macos/c.nib"}
    assert groups[("root", "object count")][0] == 1
    assert groups[("NSObjectsKeys.NSContents", "value vs value")][0] == 1
    assert groups[("NSObjectsKeys.NSNextResponder", "only on the right (nil)")][1] == {"x.storyboardc/d.nib"}
    assert message_kind("class NSMutableArray vs class NSArray") == "class NSMutableArray vs class NSArray"
    assert message_kind("sharing differs: a new left object vs the right object at root.x") == "sharing differs"
    assert message_kind("3 elements vs 4 elements") == "element count"
    assert message_kind("equal values shared otherwise: a new left object vs a new right object") == (
        "equal values shared otherwise")
    assert message_kind("only on the left, at the value its absence stands for (0)") == (
        "only on the left, at the value its absence stands for (<value>)")
    assert message_kind("only on the left, at the value its absence stands for (nil)") == (
        "only on the left, at the value its absence stands for (nil)")
    assert group_key("root.a[3].b.c[0]", by_path=True) == "root.a.b.c"
    assert report(groups, 1)[0] == "6 differences in 4 groups"
    print("summarize-nib-differences.py self-test: ok")


def main(arguments):
    if "--self-test" in arguments:
        self_test()
        return 0
    by_path = "--by-path" in arguments
    limit = 40
    files = []
    iterator = iter(arguments)
    for argument in iterator:
        if argument == "--limit":
            limit = int(next(iterator))
        elif argument != "--by-path":
            files.append(argument)
    lines = []
    if files:
        for name in files:
            with open(name, encoding="utf-8") as handle:
                lines.extend(handle)
    else:
        lines = sys.stdin.readlines()
    print("\n".join(report(summarize(lines, by_path), limit)))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))

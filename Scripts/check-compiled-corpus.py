#!/usr/bin/env python3
"""Checks nibdump against the compiled nibs of the shared corpus (issue 12).

  check-compiled-corpus.py NIBDUMP SHARED_DIR

1. Every file in corpus/nib-compiled reads; NeXT typedstream nibs fail with the named
   "typedstream" error. For each nib that reads, the connections agree with the independent
   reader tools/nibsummary.py: outlet labels, action selectors, binding names and the
   number of actions sent to First Responder; the top-level objects agree in number (the
   Application placeholder set aside) and every custom class nibsummary names is there.
2. For each source/compiled pair that tools/pairs.py finds: exact pairs agree on the
   connections (outlet labels, action selectors, binding names, actions to First Responder)
   and on the top-level objects (count and classes, placeholders set aside); storyboard scene
   nibs agree as subsets; cross-repository pairs are reported, not judged (version skew).
   Pairs whose source nibdump cannot read yet (legacy xibs, before the legacy reader) are
   reported as skipped.
Exit status 0 when everything agrees.
"""
import collections
import json
import os
import subprocess
import sys
import tempfile


def dump(nibdump, path):
    result = subprocess.run([nibdump, "dump", "--format", "json", path], capture_output=True, text=True)
    data = json.loads(result.stdout) if result.stdout.strip() else {"documents": [], "errors": []}
    if data["documents"]:
        return data["documents"][0], None
    message = data["errors"][0]["message"] if data["errors"] else result.stderr.strip()
    return None, message


def demangle(name):
    if not name.startswith("_TtC"):
        return name
    rest, parts = name[4:], []
    while rest and rest[0].isdigit():
        digits = ""
        while rest and rest[0].isdigit():
            digits, rest = digits + rest[0], rest[1:]
        parts.append(rest[: int(digits)])
        rest = rest[int(digits):]
    return ".".join(parts[1:]) if len(parts) >= 2 else name


def summary(document):
    roles = {p["id"]: p["role"] for p in document["placeholders"]}
    first_responders = {i for i, role in roles.items() if role == "firstResponder"}
    kinds = collections.defaultdict(list)
    to_first_responder = 0
    for connection in document["connections"]:
        kinds[connection["kind"]].append(connection["label"])
        if connection["kind"] == "action" and connection["destination"] in first_responders:
            to_first_responder += 1
    classes = {o["id"]: o["class"] for o in document["objects"]}
    return {
        "outlets": collections.Counter(kinds["outlet"] + kinds["outletCollection"]),
        "actions": collections.Counter(kinds["action"]),
        "bindings": collections.Counter(kinds["binding"]),
        "firstResponder": to_first_responder,
        "topLevel": collections.Counter(classes.get(i, "?") for i in document["topLevelObjects"]),
    }


def main():
    nibdump, shared = sys.argv[1], sys.argv[2]
    corpus = os.path.join(shared, "corpus")
    failures = []
    manifest = {}
    with open(os.path.join(corpus, "MANIFEST.tsv")) as handle:
        for line in handle.read().splitlines()[1:]:
            columns = line.split("\t")
            manifest[columns[0]] = columns
    compiled = sorted(f for f in manifest if f.startswith("nib-compiled/"))
    read = 0
    for name in compiled:
        path = os.path.join(corpus, name)
        document, error = dump(nibdump, path)
        if manifest[name][7] == "typedstream":
            if document is not None or "typedstream" not in (error or ""):
                failures.append(f"{name}: expected the named typedstream error, got {error!r}")
            continue
        if document is None:
            failures.append(f"{name}: does not read: {error}")
            continue
        read += 1
        ours = summary(document)
        tool = json.loads(
            subprocess.run(
                [sys.executable, os.path.join(shared, "tools", "nibsummary.py"), path], capture_output=True, text=True
            ).stdout.splitlines()[0])
        theirs = {
            "outlets": collections.Counter(tool["outlet_labels"] + tool.get("outlet_collection_labels", [])),
            "actions": collections.Counter(tool["action_selectors"]),
            "bindings": collections.Counter(tool["binding_names"]),
            "firstResponder": tool["actions_to_first_responder"],
        }
        for key, value in theirs.items():
            if ours[key] != value:
                failures.append(f"{name}: {key} differ from nibsummary: ours {ours[key]}, nibsummary {value}")
        # A5: placeholders (the Application object, UIKit proxies) are not top-level objects.
        top = [
            c for c in tool["top_level_classes"]
            if c != "NSCustomObject(NSApplication)" and not c.startswith("UIProxyObject")
        ]
        if sum(ours["topLevel"].values()) != len(top):
            failures.append(f"{name}: {sum(ours['topLevel'].values())} top-level objects, nibsummary {len(top)}: {top}")
        for entry in top:
            if "(" in entry:
                custom = demangle(entry[entry.index("(") + 1 : -1])
                if custom not in ours["topLevel"]:
                    failures.append(f"{name}: top-level custom class {custom} missing: {dict(ours['topLevel'])}")
    print(f"compiled nibs: {read} read, {len(compiled) - read} typedstream or failed")

    with tempfile.NamedTemporaryFile(suffix=".jsonl") as out:
        subprocess.run(
            [sys.executable, os.path.join(shared, "tools", "pairs.py"), "--jsonl", out.name, corpus],
            capture_output=True, check=True)
        pairs = [json.loads(line) for line in open(out.name)]
    counts = collections.Counter()
    for pair in pairs:
        source_document, source_error = dump(nibdump, os.path.join(corpus, pair["source"]))
        compiled_document, compiled_error = dump(nibdump, os.path.join(corpus, pair["compiled"]))
        label = f"{pair['compiled']} <= {pair['source']}"
        if compiled_document is None:
            failures.append(f"{label}: the compiled nib does not read: {compiled_error}")
            continue
        if source_document is None:
            counts["skipped (source unreadable)"] += 1
            print(f"skipped: {label}: {source_error}")
            continue
        source, target = summary(source_document), summary(compiled_document)
        mode = pair["mode"]
        if mode == "exact":
            for key in ("outlets", "actions", "bindings", "firstResponder", "topLevel"):
                if source[key] != target[key]:
                    failures.append(f"{label}: {key} differ: source {source[key]}, compiled {target[key]}")
            counts["exact"] += 1
        elif mode == "partial":
            # A scene nib holds part of its storyboard, plus the outlets the storyboard
            # compiler adds (storyboard, sceneViewController, ...): compare what the scene
            # has, implicit outlets apart, with the storyboard.
            implicit = {"storyboard", "sceneViewController", "sceneController", "viewController"}
            implicit |= set(pair.get("storyboard_implicit_outlets") or {})
            for key in ("outlets", "actions", "bindings"):
                extra = target[key] - source[key]
                if key == "outlets":
                    extra = collections.Counter({k: v for k, v in extra.items() if k not in implicit})
                if extra:
                    failures.append(f"{label}: {key} in the scene nib but not in the storyboard: {dict(extra)}")
            counts["partial"] += 1
        else:
            counts[mode] += 1
    print("pairs:", dict(counts))
    for failure in failures:
        print("FAIL", failure)
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())

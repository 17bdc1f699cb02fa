#!/usr/bin/env python3
"""legacy-corpus.py NIBDUMP CORPUS TOOLS -- the legacy (IB 3 <archive>) xibs of the corpus.

Every legacy xib MANIFEST.tsv marks well-formed must read (`nibdump dump --format json`) as a
legacy document; every other one must fail with a located error. For each document that reads,
the outlet labels, action selectors and binding names (as multisets), the number of actions sent
to First Responder and the number of connections must agree with pairs.py's independent
`legacy_connections`. For each legacy source whose compiled nib the corpus also holds (pairs.py's
exact pairs), the same multisets must agree with nibsummary.py's reading of the compiled nib, and
so must the top-level objects once placeholders are set aside (a compiled nib lists the
Application placeholder among its top-level objects). Exits 1 on any disagreement."""
import json, os, subprocess, sys
from collections import Counter


def multisets(doc):
    fr = {p["id"] for p in doc["placeholders"] if p["role"] == "firstResponder"}
    conns = doc["connections"]
    return {
        "outlets": Counter(c["label"] for c in conns if c["kind"] in ("outlet", "outletCollection")),
        "actions": Counter(c["label"] for c in conns if c["kind"] == "action"),
        "bindings": Counter(c["label"] for c in conns if c["kind"] == "binding"),
    }, sum(1 for c in conns if c["kind"] == "action" and c["destination"] in fr), len(conns) + len(doc["otherConnections"])


def main(nibdump, corpus, tools):
    sys.dont_write_bytecode = True
    sys.path.insert(0, tools)
    import ibsummary, nibsummary, pairs  # noqa: E402

    rows = pairs.read_manifest(corpus)
    legacy = [r for r in rows if r["kind"] == "xib-legacy"]
    run = subprocess.run([nibdump, "dump", "--format", "json", *[r["abs"] for r in legacy]],
                         capture_output=True, text=True)
    if run.returncode not in (0, 1):
        print(run.stdout[-2000:], run.stderr[-2000:])
        sys.exit("nibdump dump crashed (exit %d)" % run.returncode)
    report = json.loads(run.stdout)
    docs = {os.path.realpath(d["file"]): d for d in report["documents"]}
    errors = {os.path.realpath(e["file"]): e for e in report["errors"]}
    problems, agreed = [], 0
    for r in legacy:
        path, name = os.path.realpath(r["abs"]), r["file"]
        if r["well_formed"] != "yes":
            e = errors.get(path)
            if e is None:
                problems.append("%s: not well-formed but read" % name)
            elif e["line"] < 1:
                problems.append("%s: error without a location: %s" % (name, e))
            continue
        d = docs.get(path)
        if d is None:
            problems.append("%s: failed: %s" % (name, errors.get(path, {}).get("message", "not read")))
            continue
        root, err = ibsummary.load(r["abs"])
        theirs, extras = pairs.legacy_connections(root)
        ours, to_fr, total = multisets(d)
        bad = [k for k in ours if ours[k] != Counter(theirs[k])]
        if to_fr != extras["actions_to_first_responder"]:
            bad.append("actions to First Responder %d/%d" % (to_fr, extras["actions_to_first_responder"]))
        if total != extras["connections_total"]:
            bad.append("connections %d/%d" % (total, extras["connections_total"]))
        if bad:
            problems.append("%s: disagrees with pairs.py on %s" % (name, ", ".join(bad)))
        else:
            agreed += 1
    compared = 0
    for source, compiled, mode in pairs.find_pairs(rows):
        if mode != "exact" or source["kind"] != "xib-legacy":
            continue
        d = docs.get(os.path.realpath(source["abs"]))
        if d is None:
            continue
        compared += 1
        s = nibsummary.summarize(compiled["abs"])
        ours, to_fr, _ = multisets(d)
        theirs = {"outlets": Counter(s["outlet_labels"] + s["outlet_collection_labels"]),
                  "actions": Counter(s["action_selectors"]), "bindings": Counter(s["binding_names"])}
        bad = [k for k in ours if ours[k] != theirs[k]]
        if to_fr != s.get("actions_to_first_responder"):
            bad.append("actions to First Responder %d/%s" % (to_fr, s.get("actions_to_first_responder")))
        top = Counter(c for c in s.get("top_level_classes", []) if c != "NSCustomObject(NSApplication)")
        if len(d["topLevelObjects"]) != sum(top.values()):
            bad.append("top-level objects %d/%d" % (len(d["topLevelObjects"]), sum(top.values())))
        if bad:
            problems.append("%s <= %s: disagrees with the compiled nib on %s" % (compiled["file"], source["file"], ", ".join(bad)))
    print("legacy corpus: %d legacy xibs, %d read, %d agree with pairs.py; %d legacy/compiled pairs compared"
          % (len(legacy), len(docs), agreed, compared))
    for p in problems:
        print("  " + p)
    sys.exit(1 if problems or not compared else 0)


if __name__ == "__main__":
    main(*sys.argv[1:4])

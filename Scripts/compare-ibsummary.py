#!/usr/bin/env python3
"""compare-ibsummary.py NIBDUMP CORPUS IBSUMMARY -- compare `nibdump dump --format json` with the
independent ibsummary.py on every xib and storyboard of the corpus: placeholders (id and role),
top-level objects, object counts, connections ([kind, source, destination, label] in document
order), duplicate ids and resource names. Prints each disagreement; exits 1 if there is any."""
import json, os, subprocess, sys

FOLDERS = ["xib-macos", "xib-ios", "storyboard-macos", "storyboard-ios"]
ROLE = {"sceneFirstResponder": "firstResponder"}


def main(nibdump, corpus, ibsummary):
    dirs = [os.path.join(corpus, d) for d in FOLDERS]
    ours = json.loads(subprocess.run([nibdump, "dump", "--format", "json", *dirs],
                                     capture_output=True, text=True).stdout)
    docs = {os.path.realpath(d["file"]): d for d in ours["documents"]}
    errors = {os.path.realpath(e["file"]) for e in ours["errors"]}
    theirs = subprocess.run([sys.executable, ibsummary, *dirs], capture_output=True, text=True, check=True)
    problems, compared = [], 0
    for line in theirs.stdout.splitlines():
        s = json.loads(line)
        path = os.path.realpath(s["file"])
        name = os.path.relpath(path, os.path.realpath(corpus))
        if "error" in s:
            if path not in errors:
                problems.append("%s: ibsummary fails (%s) but nibdump parsed it" % (name, s["error"]))
            continue
        d = docs.get(path)
        if d is None:
            problems.append("%s: nibdump failed to read it" % name)
            continue
        compared += 1
        def check(what, a, b):
            if a != b:
                problems.append("%s: %s differ:\n    nibdump   %s\n    ibsummary %s" % (name, what, a, b))
        check("placeholders", [(p["id"], p["role"]) for p in d["placeholders"]],
              [(p["id"], ROLE.get(p["role"], p["role"])) for p in s["placeholders"]])
        if s["top_level_ids"] is not None:
            check("top-level objects", d["topLevelObjects"], s["top_level_ids"])
        else:
            check("scene count", len(d["scenes"]), s["scene_count"])
        check("object count", len(d["objects"]), s["object_count"])
        check("connections", [[c["kind"], c["source"], c["destination"], c["label"]] for c in d["connections"]],
              s["connections"])
        counts = {k: 0 for k in ("outlet", "outletCollection", "action", "binding", "segue")}
        for c in d["connections"]:
            counts[c["kind"]] += 1
        check("connection counts", dict(counts, other=len(d["otherConnections"])),
              {k: v for k, v in s["counts"].items() if k != "connections_total"})
        check("duplicate ids", sorted(d["duplicateIDs"]), s["duplicate_ids"])
        res = {}
        for r in d["resources"]:
            res.setdefault(r["kind"], []).append(r["name"])
        check("resources", {k: v for k, v in res.items() if v},
              {k: v for k, v in s["resources"].items() if v})
    print("ibsummary agreement: %d documents compared, %d disagreements" % (compared, len(problems)))
    for p in problems:
        print("  " + p)
    sys.exit(1 if problems or compared == 0 else 0)


if __name__ == "__main__":
    main(*sys.argv[1:4])

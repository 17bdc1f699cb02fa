#!/usr/bin/env python3
"""corpus-sweep.py NIBDUMP CORPUS -- run `nibdump check` over the corpus's xib and storyboard
folders and compare with MANIFEST.tsv: every file marked well-formed must parse, every other
file must fail with a located error (line >= 1)."""
import csv, json, os, subprocess, sys

# Legacy <archive> xibs are read since issue 12: they parse like the others.
FOLDERS = ["xib-macos", "xib-ios", "storyboard-macos", "storyboard-ios", "xib-legacy"]


def main(nibdump, corpus):
    with open(os.path.join(corpus, "MANIFEST.tsv"), newline="") as f:
        manifest = {row["file"]: row for row in csv.DictReader(f, delimiter="\t")}
    dirs = [os.path.join(corpus, d) for d in FOLDERS]
    run = subprocess.run([nibdump, "check", "--format", "json", *dirs], capture_output=True, text=True)
    if run.returncode not in (0, 1):
        print(run.stdout, run.stderr)
        sys.exit("nibdump check crashed or misused (exit %d)" % run.returncode)
    report = json.loads(run.stdout)
    rel = lambda p: os.path.relpath(p, corpus)
    parsed = {rel(p) for p in report["parsed"]}
    failed = {rel(f["file"]): f for f in report["failed"]}
    problems = []
    expected = [name for name in manifest if name.split("/")[0] in FOLDERS]
    for name in expected:
        good = manifest[name]["well_formed"] == "yes"
        if good and name not in parsed:
            problems.append("%s: well-formed but failed: %s" % (name, failed.get(name, {}).get("message", "not read")))
        if not good:
            f = failed.get(name)
            if f is None:
                problems.append("%s: not well-formed but parsed" % name)
            elif f["line"] < 1 or not f["message"]:
                problems.append("%s: error without a location: %s" % (name, f))
    missing = set(expected) - parsed - set(failed)
    problems += ["%s: not visited by nibdump check" % m for m in sorted(missing)]
    print("corpus sweep: %d files, %d parsed, %d failed as expected" % (len(expected), len(parsed), len(failed)))
    for p in problems:
        print("  " + p)
    sys.exit(1 if problems else 0)


if __name__ == "__main__":
    main(*sys.argv[1:3])

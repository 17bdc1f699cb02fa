#!/usr/bin/env python3
"""corpus-load.py NIBDUMP CORPUS -- the simulated load (`nibdump load`, stand-ins for every
framework class, unknown custom classes replaced by their standard class with a warning) over
every macOS and iOS xib that MANIFEST.tsv marks well-formed. Checks: no crash (exit 0 or 1,
never a signal), every failure is a located error (path:line[:col]: error: message), and the
summary line accounts for every document. Also prints the connections the loads skipped (from
the JSON report), so that a change in how many connections are made shows up."""
import json
import csv, os, re, subprocess, sys

FOLDERS = ["xib-macos", "xib-ios"]
LOCATED = re.compile(r"^.+:\d+(:\d+)?: error: .+")


def main(nibdump, corpus):
    with open(os.path.join(corpus, "MANIFEST.tsv"), newline="") as f:
        rows = [row for row in csv.DictReader(f, delimiter="\t")]
    files = [os.path.join(corpus, r["file"]) for r in rows
             if r["file"].split("/")[0] in FOLDERS and r["well_formed"] == "yes"]
    run = subprocess.run([nibdump, "load", *files], capture_output=True, text=True)
    if run.returncode not in (0, 1):
        print(run.stdout[-4000:], run.stderr[-4000:])
        sys.exit("nibdump load crashed or was misused (exit %d)" % run.returncode)
    lines = run.stdout.strip().splitlines()
    summary = re.match(r"^(\d+) loaded, (\d+) failed$", lines[-1] if lines else "")
    problems = []
    if not summary:
        problems.append("no summary line")
    failures = lines[:-1]
    for line in failures:
        if not LOCATED.match(line):
            problems.append("failure without a location: " + line)
    if summary and int(summary.group(1)) + int(summary.group(2)) != len(files):
        problems.append("summary %s does not cover the %d documents" % (lines[-1], len(files)))
    report = subprocess.run([nibdump, "load", "--format", "json", *files], capture_output=True, text=True)
    skipped = "?"
    try:
        loaded = json.loads(report.stdout)["loaded"]
        skipped = str(sum(entry["skippedConnections"] for entry in loaded))
    except (ValueError, KeyError) as error:
        problems.append("no JSON report: %s" % error)
    print("corpus load: %d well-formed xibs, %s, %s connections skipped"
          % (len(files), lines[-1] if lines else "?", skipped))
    for line in failures:
        print("  " + line)
    for p in problems:
        print("  problem: " + p)
    sys.exit(1 if problems else 0)


if __name__ == "__main__":
    main(*sys.argv[1:3])

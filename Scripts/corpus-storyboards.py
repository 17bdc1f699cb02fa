#!/usr/bin/env python3
"""corpus-storyboards.py NIBDUMP CORPUS -- storyboards as storyboards (issue 13) over every
macOS and iOS storyboard that MANIFEST.tsv marks well-formed: `nibdump flow`, then `nibdump load`
of the initial controller and of every Storyboard ID (view loaded), then `--all-segues`. Checks:
no crash (exit 0 or 1, never a signal); every failure is a located error (path:line[:col]: error:
message); a reference either resolves (an S26 step) or is reported missing by name (S33)."""
import csv, os, re, subprocess, sys, time

FOLDERS = ["storyboard-macos", "storyboard-ios"]
LOCATED = re.compile(r"^.+:\d+(:\d+)?: error: .+")
MISSING = re.compile(r"could not find a storyboard named '[^']+'")


def run(nibdump, *args):
    done = subprocess.run([nibdump, *args], capture_output=True, text=True)
    return done.returncode, done.stdout, done.stderr


def main(nibdump, corpus):
    start = time.time()
    with open(os.path.join(corpus, "MANIFEST.tsv"), newline="") as f:
        rows = [row for row in csv.DictReader(f, delimiter="\t")]
    files = [os.path.join(corpus, r["file"]) for r in rows
             if r["file"].split("/")[0] in FOLDERS and r["well_formed"] == "yes"]
    problems, counts = [], {"runs": 0, "failed runs": 0, "segues": 0, "failed segues": 0,
                            "references resolved": 0, "references missing": 0}

    def check(label, status, out, err):
        counts["runs"] += 1
        if status not in (0, 1):
            problems.append("%s: crashed or misused (exit %d): %s" % (label, status, err[-300:]))
            return
        errors = [l for l in (out + "\n" + err).splitlines() if ": error: " in l]
        if status == 1:
            counts["failed runs"] += 1
            if not errors:
                problems.append("%s: failed without a located error: %s" % (label, (err or out)[-300:]))
        for line in errors:
            if not LOCATED.match(line):
                problems.append("%s: failure without a location: %s" % (label, line))
            if "storyboard named" in line and not MISSING.search(line):
                problems.append("%s: missing storyboard not named: %s" % (label, line))
            if MISSING.search(line):
                counts["references missing"] += 1
        counts["references resolved"] += sum(1 for l in out.splitlines() if l.startswith("S26 reference"))

    for path in files:
        name = os.path.basename(path)
        status, out, err = run(nibdump, "flow", path)
        check(name + " flow", status, out, err)
        identifiers = sorted(set(re.findall(r" storyboardID=(\S+)", out)))
        initial = "initial →" in out
        if initial:
            check(name + " initial", *run(nibdump, "load", path))
        for identifier in identifiers:
            check(name + " --identifier " + identifier, *run(nibdump, "load", path, "--identifier", identifier))
        status, out, err = run(nibdump, "load", path, "--all-segues")
        check(name + " --all-segues", status, out, err)
        summary = re.search(r"^(\d+) segues followed, (\d+) failed$", out, re.M)
        if status == 0 and not summary:
            problems.append(name + " --all-segues: no summary line")
        elif summary:
            counts["segues"] += int(summary.group(1))
            counts["failed segues"] += int(summary.group(2))
    print("corpus storyboards: %d well-formed storyboards in %.1f s; %s" % (
        len(files), time.time() - start, ", ".join("%d %s" % (v, k) for k, v in counts.items())))
    for p in problems:
        print("  problem: " + p)
    sys.exit(1 if problems else 0)


if __name__ == "__main__":
    if len(sys.argv) != 3:
        sys.exit(__doc__)
    main(sys.argv[1], sys.argv[2])

#!/usr/bin/env python3
"""Fingerprints what nibdump makes of every compiled nib of the corpus, to prove that a change
which should not change any output (a speed-up of the compiled reader or its mapping) does not.

For each compiled nib (`*.nib` files and bundles, `*.storyboardc`) under the corpus, it runs

    nibdump decompile PATH
    nibdump dump --raw PATH                    (the raw layer, CompiledArchive, as text)
    nibdump dump --raw --format json PATH      (the same as RawArchiveDumpV1)

and writes one line per command: the command, its exit code and the SHA-256 of its standard
output and of its standard error. Two runs, before and after a change, must give the same file:

    Scripts/compiled-output-fingerprint.py OLD_NIBDUMP ../shared/corpus > before.tsv
    Scripts/compiled-output-fingerprint.py .build/release/nibdump ../shared/corpus > after.tsv
    diff before.tsv after.tsv && echo identical
"""

import hashlib
import os
import subprocess
import sys


def compiled_inputs(corpus):
    found = []
    for root, dirs, files in os.walk(corpus):
        for name in sorted(dirs):
            if name.endswith(".nib") or name.endswith(".storyboardc"):
                found.append(os.path.join(root, name))
        dirs[:] = sorted(d for d in dirs if not (d.endswith(".nib") or d.endswith(".storyboardc")))
        for name in sorted(files):
            if name.endswith(".nib"):
                found.append(os.path.join(root, name))
    return sorted(found)


def main():
    if len(sys.argv) != 3:
        sys.exit("usage: compiled-output-fingerprint.py NIBDUMP CORPUS")
    nibdump, corpus = sys.argv[1], sys.argv[2]
    commands = [["decompile"], ["dump", "--raw"], ["dump", "--raw", "--format", "json"]]
    for path in compiled_inputs(corpus):
        relative = os.path.relpath(path, corpus)
        for command in commands:
            result = subprocess.run([nibdump, *command, path], capture_output=True, cwd=corpus)
            stderr = result.stderr.replace(corpus.encode(), b"CORPUS")
            print(
                "\t".join(
                    [
                        relative,
                        " ".join(command),
                        str(result.returncode),
                        hashlib.sha256(result.stdout).hexdigest()[:16],
                        hashlib.sha256(stderr).hexdigest()[:16],
                    ]
                )
            )


if __name__ == "__main__":
    main()

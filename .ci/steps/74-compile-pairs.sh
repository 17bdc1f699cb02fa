#!/usr/bin/env bash
# Compiling against Apple's output: every xib of the corpus's pairs is compiled with
# `nibdump compile` and compared with the nib Apple's ibtool made from it (Scripts/compile-pairs.sh).
# A ratchet: at least MIN_SAME pairs the same graph and at most MAX_DIFFERENCES differences in the
# others; raise MIN_SAME and lower MAX_DIFFERENCES as the compiler learns (goal: all the same).
set -euo pipefail
cd "$(dirname "$0")/../.."
MIN_SAME=38
MAX_DIFFERENCES=365
swift build --product nibdump >/dev/null
bash Scripts/compile-pairs.sh --min-same "$MIN_SAME" --max-differences "$MAX_DIFFERENCES" | tail -25

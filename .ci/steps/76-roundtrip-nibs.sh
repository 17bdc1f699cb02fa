#!/usr/bin/env bash
# The round trip of compiled nibs (issue 25): every compiled nib of ../shared/corpus is decompiled
# with `nibdump decompile`, compiled again with `nibdump compile` and compared with the original
# (`nibdump compare-nib`, Scripts/roundtrip-nibs.sh): NIBArchives as NIBArchives, keyed archives
# as keyed archives. A ratchet on each: at least MIN_SAME nibs the same graph, at most
# MAX_DIFFERENCES differences in the others and MAX_REFUSED nibs refused (an element the compiler
# cannot encode yet, or a decompiled document it cannot read), and for keyed archives at most
# MAX_KEYED_OTHER_DIFFERENCES differences other than today's keys; raise and lower them as
# decompile and compile learn (goal: all the same). Skips without the corpus.
set -euo pipefail
cd "$(dirname "$0")/../.."
export SHARED="${SHARED:-$(cd .. && pwd)/shared}"
if [ ! -d "$SHARED/corpus/nib-compiled" ]; then
  echo "skipped: no corpus at $SHARED/corpus"
  exit 0
fi
MIN_SAME=102
MAX_DIFFERENCES=166
MAX_REFUSED=2
MIN_KEYED_SAME=0
MAX_KEYED_DIFFERENCES=4411
# Of them, the differences other than keys only the new nib holds (today's ibtool's keys, which an
# older ibtool's archive lacks: docs/Compiling.md) and keys only the original holds at the value
# their absence stands for (nil or the vocabulary's archived default, which its archiver wrote
# out), equal values shared otherwise, and keys only an older Interface Builder wrote that no
# document can say (`NSControlSize2`, a text button's font under `NSAlternateImage`, periodic
# delay 200 and interval 25; the reasons in Scripts/roundtrip-nibs.sh): what decompile and
# compile still lose.
MAX_KEYED_OTHER_DIFFERENCES=736
MAX_KEYED_REFUSED=0
swift build --product nibdump >/dev/null
bash Scripts/roundtrip-nibs.sh --min-same "$MIN_SAME" --max-differences "$MAX_DIFFERENCES" --max-refused "$MAX_REFUSED" \
  --min-keyed-same "$MIN_KEYED_SAME" --max-keyed-differences "$MAX_KEYED_DIFFERENCES" \
  --max-keyed-refused "$MAX_KEYED_REFUSED" --max-keyed-other-differences "$MAX_KEYED_OTHER_DIFFERENCES" | tail -13
python3 Scripts/summarize-nib-differences.py --self-test

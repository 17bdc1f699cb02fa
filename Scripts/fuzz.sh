#!/usr/bin/env bash
# Fuzz NibModel with libFuzzer for N executions (default 100000):
#   Scripts/fuzz.sh [N] [extra libFuzzer flags...]
#   Scripts/fuzz.sh --build-only      (exit 0 if this toolchain can build the fuzzer)
# Builds Fuzz/NibModelFuzz with --sanitize=fuzzer --sanitize=address in its own scratch path
# (.build-fuzz, so the ordinary build is untouched), seeds a temporary corpus from
# Samples/Documents and $SHARED/corpus (copied at run time, never committed; the compiled nibs
# of corpus/nib-compiled seed the NIBArchive and keyed-archive readers), and runs.
# Exit status: 0 when every execution ran clean; libFuzzer's status and a crash-* file otherwise.
set -euo pipefail
cd "$(dirname "$0")/.."
BUILD_ONLY=0
if [ "${1:-}" = "--build-only" ]; then BUILD_ONLY=1; shift; fi
RUNS="${1:-100000}"
shift || true
SHARED="${SHARED:-$(cd .. && pwd)/shared}"
SCRATCH="${FUZZ_SCRATCH:-.build-fuzz}"
# SwiftPM passes -sanitize=fuzzer to the link only; without coverage instrumentation of the
# compiled code libFuzzer cannot tell inputs apart, so ask swiftc for it explicitly.
COVERAGE=(-Xswiftc -sanitize-coverage=edge,inline-8bit-counters,pc-table,trace-cmp)

SWIFT_NIB_FUZZ=1 swift build --scratch-path "$SCRATCH" --sanitize=fuzzer --sanitize=address "${COVERAGE[@]}" \
  --product NibModelFuzz
BIN="$(SWIFT_NIB_FUZZ=1 swift build --scratch-path "$SCRATCH" --sanitize=fuzzer --sanitize=address "${COVERAGE[@]}" \
  --product NibModelFuzz --show-bin-path)/NibModelFuzz"
[ "$BUILD_ONLY" = 1 ] && exit 0

WORK="$(mktemp -d)"
trap 'rm -rf "$WORK"' EXIT
mkdir -p "$WORK/corpus" "$WORK/seeds"
cp Samples/Documents/* "$WORK/seeds/"
if [ -d "$SHARED/corpus" ]; then
  find "$SHARED/corpus" -type f ! -name '*.tsv' ! -name '*.md' -size -200k -exec cp {} "$WORK/seeds/" \;
fi
echo "seeds: $(ls "$WORK/seeds" | wc -l) files; runs: $RUNS"
# New inputs go to $WORK/corpus; crashes to ./fuzz-artifacts/ (git-ignored).
mkdir -p fuzz-artifacts
"$BIN" -runs="$RUNS" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
  -artifact_prefix=fuzz-artifacts/ "$@" "$WORK/corpus" "$WORK/seeds"

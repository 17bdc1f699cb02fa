#!/usr/bin/env bash
# A short libFuzzer pass over NibModel (issue 6), when this toolchain can build with
# --sanitize=fuzzer; skipped with a message otherwise. Any crash fails the step.
set -euo pipefail
if ! bash Scripts/fuzz.sh --build-only > /tmp/swift-nib-fuzz-build.log 2>&1; then
  # A Swift error in the project's own sources is a defect, not a toolchain without libFuzzer.
  if grep -E "^/.*\.swift:[0-9]+:[0-9]+: error:" /tmp/swift-nib-fuzz-build.log; then
    echo "error: the fuzz target does not compile"
    exit 1
  fi
  echo "skipping the fuzz pass: this toolchain cannot build with --sanitize=fuzzer (see /tmp/swift-nib-fuzz-build.log)"
  exit 0
fi
if ! bash Scripts/fuzz.sh 3000 > /tmp/swift-nib-fuzz.log 2>&1; then
  tail -60 /tmp/swift-nib-fuzz.log
  echo "error: the fuzzer found a crash (input saved under fuzz-artifacts/)"
  exit 1
fi
grep -E "^(Done|stat::number_of_executed_units)" /tmp/swift-nib-fuzz.log

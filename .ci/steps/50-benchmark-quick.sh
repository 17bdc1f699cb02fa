#!/usr/bin/env bash
# The benchmark (issue 5) builds and runs one very short pass over the corpus so it never rots.
# No timing is asserted; `swift run -c release NibBenchmark` gives the real numbers.
set -euo pipefail
swift build --product NibBenchmark
"$(swift build --show-bin-path)/NibBenchmark" --quick --corpus "$SHARED/corpus"

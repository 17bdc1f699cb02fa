#!/usr/bin/env bash
# DocC: the documentation of every library product builds with warnings as errors, so a broken
# symbol link (``Name``), a missing article (<doc:…>) or snippet (@Snippet) fails CI. The snippets
# in Snippets/ are compiled by `swift build` itself and run here. About 35 s after the build.
set -euo pipefail
cd "$(dirname "$0")/../.."
start=$(date +%s)
log=$(mktemp)
status=0
swift package generate-documentation \
  --target NibModel --target NibEditing --target NibCompiler --target NibLoader --target NibValidation --target NibSourceValidation \
  --warnings-as-errors >"$log" 2>&1 || status=$?
grep -E "(warning|error):|Finished building" "$log" || true
if [ "$status" != 0 ] || grep -qE "(warning|error):" "$log"; then
  echo "error: the documentation has warnings or errors (see above)"; exit 1
fi
for target in NibModel NibEditing NibCompiler NibLoader NibValidation NibSourceValidation; do
  [ -d ".build/plugins/Swift-DocC/outputs/$target.doccarchive" ] || { echo "error: no archive for $target"; exit 1; }
done
# The articles' snippets are executables `swift build` made; each must also run.
bin=$(swift build --show-bin-path)
for snippet in Snippets/*.swift; do
  name=$(basename "$snippet" .swift)
  "$bin/$name" >/dev/null || { echo "error: the snippet $name failed"; exit 1; }
done
echo "documentation built and snippets run in $(( $(date +%s) - start )) s"

#!/usr/bin/env bash
# The CompileNibs build-tool plugin end to end. Samples/NibCompileDemo adopts it; a host build must
# put the compiled Greeting.nib (a NIBArchive) and Main.storyboardc (linked by `ibtool --link`) into
# GreetingUI's resource bundle, where Bundle.module finds them at run time, and a build with
# nothing changed must compile nothing.
# It shares step 91's copy of this tree and its scratch folder: the libraries ibtool needs are
# built there already, so after step 91 this step takes about 15 s (the demo's first build 8 s).
# Alone in an empty scratch folder its first build takes 36-85 s on 2 cores; a build with nothing
# changed about 1 s.
set -euo pipefail
cd "$(dirname "$0")/../.."
root=$(pwd)
start=$(date +%s)
work="$root/.build/plugin-demo-work"
scratch="$root/.build/plugin-demo"
demo="$work/compile-demo"
source .ci/lib/sample-package.sh
copy_sample NibCompileDemo "$demo"
interface="$demo/Sources/GreetingUI/Interface"

build() { swift build --package-path "$demo" --scratch-path "$scratch" >"$work/compile-build.log" 2>&1; }
# SwiftPM reuses a scratch folder's build manifests (debug.yaml, plugin-tools.yaml) while the
# package manifests they were made from are unchanged, even for another root package: remove them
# so that this demo's build makes its own, and again at the end so that step 91's next build does.
rm -f "$scratch"/*.yaml
trap 'rm -f "$scratch"/*.yaml' EXIT
fail() { echo "error: $1"; cat "$work/compile-build.log"; exit 1; }


echo "-- build"
build || fail "the demo does not build"
bundle=$(find "$scratch" -maxdepth 3 \( -name NibCompileDemo_GreetingUI.resources -o -name NibCompileDemo_GreetingUI.bundle \) | head -1)
[ -n "$bundle" ] || fail "no resource bundle for GreetingUI"
nib=$(find "$bundle" -name Greeting.nib | head -1)
[ -n "$nib" ] || fail "Greeting.nib is not in $bundle"
[ "$(head -c 10 "$nib")" = NIBArchive ] || fail "$nib is not a NIBArchive"
[ -z "$(find "$bundle" -name '*.xib' -o -name '*.storyboard')" ] || fail "the sources were copied into the bundle"
[ -f "$bundle/Main.storyboardc/Info.plist" ] || fail "Main.storyboardc/Info.plist is not in $bundle"
ls "$bundle/Main.storyboardc/"*.nib >/dev/null 2>&1 || fail "Main.storyboardc holds no nib"
echo "   built in $(( $(date +%s) - start )) s; $bundle holds:"
(cd "$bundle" && find . -type f | sort | sed 's|^\./|     |')

echo "-- Bundle.module finds them at run time"
listed=$("$scratch/debug/greeting-resources")
grep -qx Greeting.nib <<<"$listed" || { echo "$listed"; fail "greeting-resources does not list Greeting.nib"; }
grep -qx Main.storyboardc <<<"$listed" || { echo "$listed"; fail "greeting-resources does not list Main.storyboardc"; }

echo "-- nothing changed: nothing is compiled again"
# The first rebuild after a cold build may relink the plugin's tool (see step 91), which re-runs
# the commands that use it; the next one must be quiet.
build || fail "the second build failed"
build || fail "the third build failed"
if grep -q "Compiling .* of GreetingUI\|storyboard(s) of GreetingUI" "$work/compile-build.log"; then
  fail "a document was compiled again although nothing changed"
fi

echo "-- the xib changed: it alone is compiled again"
echo "<!-- changed -->" >>"$interface/Greeting.xib"
build || fail "the build after a change failed"
grep -q "Compiling Greeting.xib of GreetingUI" "$work/compile-build.log" || fail "Greeting.xib was not compiled again"
if grep -q "storyboard(s) of GreetingUI" "$work/compile-build.log"; then fail "the storyboards were compiled again"; fi
echo "compile plugin checked in $(( $(date +%s) - start )) s"

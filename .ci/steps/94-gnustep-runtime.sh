#!/usr/bin/env bash
# A runtime check on Linux with GNUstep (Scripts/gnustep-runtime-check): GNUstep's AppKit loads each
# macOS xib of the corpus itself and the keyed-archive nib `nibdump compile --keyed-archive` made of
# it, and the two loads must make the same objects and connections (outlets, actions, bindings, the
# view and menu tree). A ratchet: at least MIN_SAME documents the same; raise it as the compiler
# learns. Needs GNUstep (gobjc, gnustep-make, libgnustep-gui-dev, its back end) and Xvfb: installed
# with apt-get when missing and this runs as root (about 20 s), else the step says why it is
# skipped and passes. The check takes about a minute.
set -uo pipefail
cd "$(dirname "$0")/../.."
MIN_SAME=101
# fonts-dejavu-core: GNUstep's default font; without it some loads fail now and then.
PACKAGES=(gobjc gnustep-make libgnustep-gui-dev gnustep-back xvfb fonts-dejavu-core)
log=$(mktemp)
trap 'rm -f "$log"' EXIT

skip() {
  echo "skipped: $1"
  exit 0
}

have_gnustep() {
  command -v gnustep-config >/dev/null 2>&1 && command -v Xvfb >/dev/null 2>&1 &&
    [ -n "$(gcc -print-prog-name=cc1obj 2>/dev/null | grep /)" ] &&
    [ -f "$(gnustep-config --variable=GNUSTEP_SYSTEM_HEADERS 2>/dev/null)/AppKit/AppKit.h" ] &&
    [ -e /usr/share/fonts/truetype/dejavu/DejaVuSans.ttf ]
}

if ! have_gnustep; then
  if [ "$(id -u)" != 0 ] || ! command -v apt-get >/dev/null 2>&1; then
    skip "GNUstep is not installed (apt-get install ${PACKAGES[*]}) and this is not root with apt-get"
  fi
  echo "-- installing GNUstep: apt-get install ${PACKAGES[*]}"
  export DEBIAN_FRONTEND=noninteractive
  if ! timeout 240 apt-get install -y -qq --no-install-recommends "${PACKAGES[@]}" </dev/null >"$log" 2>&1; then
    # The package lists may be missing or stale: fetch them once and try again.
    timeout 180 apt-get update -qq </dev/null >>"$log" 2>&1
    timeout 240 apt-get install -y -qq --no-install-recommends "${PACKAGES[@]}" </dev/null >>"$log" 2>&1 ||
      skip "apt-get could not install GNUstep: $(grep -E '^E:' "$log" | head -1)"
  fi
  have_gnustep || skip "GNUstep was installed but gnustep-config, cc1obj, Xvfb, AppKit.h or DejaVu is still missing"
fi

echo "-- build nibconnections ($(gnustep-config --variable=GNUSTEP_MAKEFILES >/dev/null 2>&1 && echo "GNUstep $(dpkg-query -W -f='${Version}' libgnustep-gui-dev 2>/dev/null || echo '?')"))"
bash Scripts/gnustep-runtime-check/build.sh >"$log" 2>&1 || { cat "$log"; echo "error: nibconnections does not build"; exit 1; }
# NIBDUMP names a nibdump already built (else this tree's debug build is used).
if [ -z "${NIBDUMP:-}" ]; then
  swift build --product nibdump >/dev/null || { echo "error: nibdump does not build"; exit 1; }
fi

echo "-- xib and our keyed-archive nib, each loaded by GNUstep"
# (The listings stay in .build/gnustep-check: X.xib.txt and X.nib.txt per document.)
timeout 900 python3 Scripts/gnustep-runtime-check/check.py --min-same "$MIN_SAME" \
  --work .build/gnustep-check >"$log" 2>&1
status=$?
# The documents where the nib and the xib part: those that differ and the nibs GNUstep refuses.
awk '/^(differs|nib-unloadable)/ { shown = 1; print; next } /^    / { if (shown) print; next } { shown = 0 }' \
  "$log" | head -60
grep -A2 "^-- " "$log"
[ "$status" = 124 ] && echo "error: the check took longer than 15 minutes"
exit "$status"

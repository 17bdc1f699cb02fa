#!/usr/bin/env bash
# The round trip of compiled nibs (issue 25): every compiled nib of ../shared/corpus (nib-compiled/
# and pairs/, found by their magic) is decompiled with `nibdump decompile` into a xib, the xib
# compiled again with `nibdump compile`, and the new nib compared with the original
# (`nibdump compare-nib`): the same archived object graph, or how many differences. NIBArchive nibs
# are compiled to NIBArchives; keyed archives (binary or XML property lists, `keyedobjects.nib`) to
# keyed archives (`--keyed-archive`, ibtool's --use-nibkeyedarchiver-for-macos), with totals of
# their own. Old typedstream nibs are not compiled archives the compiler writes and are skipped.
#
# The decompiled document carries what the compilation needs: its platform (targetRuntime, which
# picks the archiver and the coder version, 10 for AppKit and 9 for UIKit) and each custom class's
# module (customModule, from the class names Swift mangles), so no --module is passed; ibtool's
# --target-device and --minimum-deployment-target change nothing the compiler writes today. What
# the document cannot carry are the build machine's ICC profiles ibtool embedded in System catalog
# colours' fallbacks: they are taken from the original nib (`nibdump extract-color-profiles`) and
# passed to the compilation (--color-profile), as a build would find them on its Mac. Nor can it
# carry the build Mac's locale, whose patterns date formatters set by style archive: the corpus's
# date formatters are the pairs', built in en_HK, so every nib is compiled with --locale en_HK.
#
# A nib of a storyboard (inside X.storyboardc/, or a nib-compiled/ file named
# `…X.storyboardc_NAME.nib` or `…X.out_NAME.nib`, whose siblings are gathered into one X.storyboardc) is not a document
# on its own: its storyboard is decompiled once into a .storyboard, compiled into a .storyboardc,
# and each of its nibs compared with the nib of the same name there.
#
# Prints a line per nib (same / differs: N differences / refused: the located error) and the totals.
#   --filter TEXT            only the nibs whose path contains TEXT
#   --only nib|keyed         only the NIBArchives or only the keyed archives
#   --verbose                print every difference under its nib (Scripts/summarize-nib-differences.py
#                            groups them by class and key)
#   --keep DIR               keep the decompiled documents and new nibs in DIR
#   --min-same N --max-differences M --max-refused R
#                            the ratchet for NIBArchives: exit 1 when fewer are the same, more
#                            differences remain or more are refused
#   --min-keyed-same N --max-keyed-differences M --max-keyed-refused R   the same for keyed archives
#   --max-keyed-other-differences M   at most M of the keyed archives' differences other than keys
#                            only the new nib holds (the keys today's ibtool writes that an older
#                            ibtool's archive lacks, docs/Compiling.md) and keys only the original
#                            holds at the value their absence stands for (`only on the left, at
#                            the value its absence stands for`: nil or the vocabulary's archived
#                            default, which its archiver wrote out) and equal strings or numbers
#                            shared otherwise (`equal values shared otherwise`) and keys only an
#                            older Interface Builder wrote (see `older` below): the measure of what
#                            decompile and compile lose, which pairing views rightly can raise the
#                            other count by showing those keys
set -uo pipefail
unset SWIFT_NIB_COLOR_PROFILES
cd "$(dirname "$0")/.."
SHARED="${SHARED:-$(cd .. && pwd)/shared}"
CORPUS="$SHARED/corpus"
NIBDUMP="${NIBDUMP:-$(swift build --show-bin-path 2>/dev/null)/nibdump}"
usage="usage: $0 [--filter TEXT] [--only nib|keyed] [--verbose] [--keep DIR] [--min-same N] [--max-differences M] [--max-refused R] [--min-keyed-same N] [--max-keyed-differences M] [--max-keyed-refused R] [--max-keyed-other-differences M]"
filter=""; only=""; verbose=0; keep=""
# The limits by option name, as variables limit_min_same, limit_max_differences, … (bash 3 has
# no associative arrays).
while [ $# -gt 0 ]; do
  case "$1" in
    --filter) filter="$2"; shift 2;;
    --only) only="$2"; shift 2;;
    --verbose) verbose=1; shift;;
    --keep) keep="$2"; shift 2;;
    --min-same|--max-differences|--max-refused|--min-keyed-same|--max-keyed-differences|--max-keyed-refused|--max-keyed-other-differences)
      [ $# -ge 2 ] || { echo "$usage"; exit 64; }
      name=${1#--}; printf -v "limit_${name//-/_}" '%s' "$2"; shift 2;;
    *) echo "$usage"; exit 64;;
  esac
done
if [ ! -d "$CORPUS/nib-compiled" ] || [ ! -d "$CORPUS/pairs" ]; then
  echo "corpus not found at $CORPUS; skipping the round trip of compiled nibs"; exit 0
fi
if [ -n "$keep" ]; then mkdir -p "$keep"; work=$(cd "$keep" && pwd); else work=$(mktemp -d); trap 'rm -rf "$work"' EXIT; fi

# The counts, by kind (nib or keyed): same_nib, total_keyed, …
for kind in nib keyed; do for count in same total refused differences newkeys defaults values older; do printf -v "${count}_$kind" 0; done; done

# Adds N to the count NAME of KIND.
add() { local variable="$1_$2"; printf -v "$variable" '%s' $(( ${!variable} + $3 )); }

# The archive format of a file by its magic: nib (NIBArchive), keyed (NSKeyedArchiver, binary or
# XML property list) or nothing.
format_of() {
  local magic; magic=$(head -c 10 "$1" 2>/dev/null | tr -d '\0')
  case "$magic" in
    NIBArchive*) echo nib;;
    bplist00*) echo keyed;;
    "<?xml"*) if grep -q NSKeyedArchiver "$1"; then echo keyed; fi;;
  esac
}

# The first located error of a failed command's standard error, on one line, the work folder
# left out of its path.
first_error() { { grep -m1 'error:' "$1" || head -1 "$1"; } | sed "s|^$work/[0-9]*[-/]\(Base.lproj/\)\{0,1\}||" | cut -c1-240; }

# Where the decompiled document of the nib at PATH (named NAME) is written, without its extension:
# in a Base.lproj folder when the nib was in one (ibtool archives a Base-localized document's
# titles as NSLocalizableString, and the compiler knows it by the folder too).
make_stem() {
  local name=$1 path=$2
  counter=$((counter + 1))
  case "$path" in
    */Base.lproj/*|*_Base.lproj_*) mkdir -p "$work/$counter/Base.lproj"; stem="$work/$counter/Base.lproj/$name";;
    *) stem="$work/$counter-$name";;
  esac
}

# Compares ORIGINAL with NEW and prints the nib's line; KIND is nib or keyed.
report() {
  local kind=$1 name=$2 original=$3 new=$4 result last count
  add total "$kind" 1
  result=$("$NIBDUMP" compare-nib --max-differences 100000 "$original" "$new" 2>&1 </dev/null)
  last=$(printf '%s\n' "$result" | tail -1)
  case "$last" in
    same*) add same "$kind" 1; echo "same     $name";;
    *) count=$(printf '%s\n' "$last" | sed -n 's/^\([0-9]*\) difference.*/\1/p'); count=${count:-1}
       add differences "$kind" "$count"; echo "differs  $name: $last"
       # Of them, keys only the new nib holds (`only on the right`): what today's ibtool writes
       # that an older ibtool's archive lacks, counted apart for the keyed archives' ratchet.
       add newkeys "$kind" "$(printf '%s\n' "$result" | grep -c ': only on the right (')"
       # And keys only the original holds at the value their absence stands for (nil, or the
       # vocabulary's archived default): another archiver's explicit defaults, which an
       # unarchiver reads as it reads their absence (GNUstep's menu items, older nibs' nil keys).
       add defaults "$kind" "$(printf '%s\n' "$result" | grep -c ': only on the left, at the value its absence stands for (')"
       # And equal strings and numbers shared otherwise (`equal values shared otherwise`): an
       # older Interface Builder archived a string object per use, today's ibtool one per text.
       add values "$kind" "$(printf '%s\n' "$result" | grep -c ': equal values shared otherwise: ')"
       # And keys only an older Interface Builder wrote, which no document can say and which
       # today's ibtool (the pairs' 91 nibs) writes otherwise or never: a cell's `NSControlSize2`
       # beside the control size its `NSCellFlags2` keeps (in none of the pairs' nibs); a text
       # button's font again under `NSAlternateImage` (the pairs' `NSAlternateImage` are image
       # sources only); a button's periodic delay 200 and interval 25 where every button of the
       # pairs has 400 and 75 (no xib attribute sets them).
       add older "$kind" "$(printf '%s\n' "$result" | grep -c -e '\.NSControlSize2: only on the left (' \
         -e '\.NSAlternateImage: only on the left (NSFont)' -e '\.NSPeriodicDelay: 200 vs 400$' \
         -e '\.NSPeriodicInterval: 25 vs 75$')"
       [ "$verbose" = 1 ] && printf '%s\n' "$result" | sed '$d' | sed 's/^/    /';;
  esac
}

refuse() {
  local kind=$1 name=$2 reason=$3
  add total "$kind" 1; add refused "$kind" 1
  echo "refused  $name: $reason"
}

# The --color-profile options for the profiles ORIGINAL (a nib or .storyboardc) embeds, saved
# under STEM.profiles.
profile_flags() {
  local original=$1 stem=$2 file
  profiles=()
  "$NIBDUMP" extract-color-profiles "$original" -o "$stem.profiles" >/dev/null 2>&1 </dev/null || return 0
  for file in "$stem.profiles"/*.icc; do
    [ -f "$file" ] && profiles+=(--color-profile "$(basename "$file" .icc)=$file")
  done
}

# A nib on its own: decompile → xib → compile → compare.
roundtrip_nib() {
  local kind=$1 path=$2 name=$3 stem flags=()
  make_stem "$(basename "$name" .nib)" "$path"
  [ "$kind" = keyed ] && flags=(--keyed-archive)
  if ! "$NIBDUMP" decompile "$path" >"$stem.xib" 2>"$stem.err" </dev/null; then
    refuse "$kind" "$name" "decompile: $(first_error "$stem.err")"; return
  fi
  profile_flags "$path" "$stem"
  if ! "$NIBDUMP" compile "$stem.xib" -o "$stem.new.nib" --locale en_HK "${flags[@]}" "${profiles[@]}" 2>"$stem.err" </dev/null; then
    refuse "$kind" "$name" "$(first_error "$stem.err")"; return
  fi
  report "$kind" "$name" "$path" "$stem.new.nib"
}

# The nibs of one compiled storyboard FOLDER (named NAME in the output): decompile the folder →
# storyboard → compile → compare each nib with its namesake.
roundtrip_storyboard() {
  local folder=$1 name=$2 stem file base
  make_stem "$(basename "$name" .storyboardc)" "$name/"
  local nibs=()
  for file in "$folder"/*.nib; do
    [ -f "$file" ] && [ "$(format_of "$file")" = nib ] && nibs+=("$file")
  done
  [ ${#nibs[@]} -gt 0 ] || return
  local failure=""
  if ! "$NIBDUMP" decompile "$folder" >"$stem.storyboard" 2>"$stem.err" </dev/null; then
    failure="decompile: $(first_error "$stem.err")"
  elif profile_flags "$folder" "$stem"
    ! "$NIBDUMP" compile "$stem.storyboard" -o "$stem.new.storyboardc" --locale en_HK "${profiles[@]}" 2>"$stem.err" </dev/null; then
    failure="$(first_error "$stem.err")"
  fi
  for file in "${nibs[@]}"; do
    base=$(basename "$file")
    if [ -n "$failure" ]; then refuse nib "$name/$base" "$failure"
    elif [ ! -f "$stem.new.storyboardc/$base" ]; then
      refuse nib "$name/$base" "the storyboard decompiled from $(basename "$folder") compiles into no $base"
    else report nib "$name/$base" "$file" "$stem.new.storyboardc/$base"
    fi
  done
}

counter=0
flattened=()  # the .storyboardc folders gathered from nib-compiled/ file names
while IFS= read -r path; do
  relative=${path#"$CORPUS/"}
  case "$relative" in *"$filter"*) ;; *) continue;; esac
  kind=$(format_of "$path")
  [ -n "$kind" ] || continue
  [ -z "$only" ] || [ "$only" = "$kind" ] || continue
  case "$relative" in
    *.storyboardc/*) continue;;  # with its folder below
    nib-compiled/*.storyboardc_*.nib|nib-compiled/*.out_*.nib)
      # viraptor/ibtool names a .storyboardc X.out.
      prefix=${relative%%.storyboardc_*}; prefix=${prefix%%.out_*}
      group=$prefix.storyboardc
      [ "$kind" = nib ] || continue
      mkdir -p "$work/flattened/$group"
      cp "$path" "$work/flattened/$group/${relative#"$prefix".*_}"
      case " ${flattened[*]-} " in *" $group "*) ;; *) flattened+=("$group");; esac; continue;;
  esac
  roundtrip_nib "$kind" "$path" "$relative"
done < <(find "$CORPUS/nib-compiled" "$CORPUS/pairs" -name '*.nib' -type f | LC_ALL=C sort)
while IFS= read -r folder; do
  relative=${folder#"$CORPUS/"}
  roundtrip_storyboard "$folder" "$relative"
done < <([ "$only" = keyed ] || find "$CORPUS/pairs" -name '*.storyboardc' -type d | LC_ALL=C sort | while IFS= read -r folder; do
  matched=0
  for file in "$folder"/*.nib; do case "${file#"$CORPUS/"}" in *"$filter"*) matched=1;; esac; done
  [ "$matched" = 1 ] && echo "$folder"; done)
for group in ${flattened[@]+"${flattened[@]}"}; do roundtrip_storyboard "$work/flattened/$group" "$group"; done

echo "NIBArchive nibs: $same_nib of $total_nib the same graph after decompile → compile, $differences_nib differences in the others, $refused_nib refused"
echo "keyed archives: $same_keyed of $total_keyed the same graph after decompile → compile, $differences_keyed differences in the others, $refused_keyed refused"
others_keyed=$((differences_keyed - newkeys_keyed - defaults_keyed - values_keyed - older_keyed))
echo "  of the keyed archives' differences, $newkeys_keyed are keys only the new nib holds (today's ibtool's), $defaults_keyed keys only the original holds at the value their absence stands for (its archiver's explicit defaults), $values_keyed equal strings or numbers shared otherwise, $older_keyed keys only an older Interface Builder wrote, $others_keyed others"
status=0
check() {  # LIMIT-NAME VALUE COMPARISON MESSAGE
  local variable="limit_${1//-/_}"
  local value=${!variable:-}
  [ -n "$value" ] || return 0
  if [ "$3" = min ] && [ "$2" -lt "$value" ]; then echo "error: $4 ($2 < $value)"; status=1; fi
  if [ "$3" = max ] && [ "$2" -gt "$value" ]; then echo "error: $4 ($2 > $value)"; status=1; fi
}
check min-same "$same_nib" min "fewer NIBArchive nibs are the same"
check max-differences "$differences_nib" max "more NIBArchive differences remain"
check max-refused "$refused_nib" max "more NIBArchive nibs are refused"
check min-keyed-same "$same_keyed" min "fewer keyed archives are the same"
check max-keyed-differences "$differences_keyed" max "more keyed-archive differences remain"
check max-keyed-refused "$refused_keyed" max "more keyed archives are refused"
check max-keyed-other-differences "$others_keyed" max \
  "more keyed-archive differences other than today's keys, the original's explicit defaults, equal values shared otherwise and an older Interface Builder's keys remain"
exit $status

#!/usr/bin/env bash
# Cuts the Inter files every page preloads out of the @fontsource subsets in public/fonts
# (styles/fonts.css, docs/performance.md "Fonts"). Needs fonttools with brotli (not a project
# dependency; run by hand when the character sets change): apt-get install python3-fonttools
# python3-brotli (Debian's python3), or python3 -m pip install fonttools brotli
# Weights 400–900 (nothing lighter is used), the default OpenType features plus tnum.
set -euo pipefail
# The interpreter that has fontTools (Debian's python3 when installed with apt).
PYTHON=${PYTHON:-$(for candidate in python3 /usr/bin/python3; do "$candidate" -c 'import fontTools' 2>/dev/null && echo "$candidate" && break; done)}
if [ -z "$PYTHON" ]; then
  echo "subset-fonts: no python3 with fontTools (apt-get install python3-fonttools python3-brotli)" >&2
  exit 1
fi
cd "$(dirname "$0")/../public/fonts"
features=kern,liga,calt,ccmp,locl,mark,mkmk,tnum,pnum
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
cut() { # source, unicodes, output
  "$PYTHON" -m fontTools.subset "inter-$1-wght-normal.woff2" --unicodes="$2" --layout-features="$features" --flavor=woff2 --output-file="$tmp/$3"
  "$PYTHON" -m fontTools.varLib.instancer "$tmp/$3" wght=400:900 -o "inter-$3-wght-normal.woff2"
}
# ASCII and the punctuation the texts use (« » — – ’ “ ” … · € ‹ ›, and ʼ, the Ukrainian apostrophe
# Intl writes in weekday names — № is below)
cut latin 'U+0020-007E,U+00A0,U+00A7,U+00A9,U+00AB,U+00B0,U+00B7,U+00BB,U+00D7,U+02BC,U+2013-2014,U+2018-2019,U+201C-201E,U+2022,U+2026,U+2039-203A,U+20AC,U+2212' latin-core
# А–я with Є І Ї Ґ and №
cut cyrillic 'U+0404,U+0406-0407,U+0410-044F,U+0454,U+0456-0457,U+0490-0491,U+2116' cyrillic-core
# ₴ (the rest of cyrillic-ext is rarely needed)
cut cyrillic-ext 'U+20B4' hryvnia

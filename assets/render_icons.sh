#!/bin/sh
# Renders the app's PNG icons from assets/icon.svg. The app only serves the PNGs committed beside it, so this is
# needed only after icon.svg changes. Needs rsvg-convert (Debian: apt-get install -y librsvg2-bin).
set -eu
cd "$(dirname "$0")"
command -v rsvg-convert >/dev/null 2>&1 || { echo "rsvg-convert not found: apt-get install -y librsvg2-bin" >&2; exit 1; }

rsvg-convert -w 32 -h 32 icon.svg -o favicon.png
rsvg-convert -w 192 -h 192 icon.svg -o icons/app-192.png
rsvg-convert -w 512 -h 512 icon.svg -o icons/app-512.png
# The packaged app's icon (flet build): iOS asks for 1024 px.
rsvg-convert -w 1024 -h 1024 icon.svg -o icon.png
# Maskable: the launcher crops to its own shape, keeping at least a centred circle of 40% of the size. The drawing is
# scaled to 75% (384 px) and centred on a 512 px page filled with the icon's own blue, so nothing that matters is cut
# and the rounded corners of icon.svg fall on the same blue.
rsvg-convert -w 384 -h 384 --page-width 512 --page-height 512 --left 64 --top 64 -b '#1F4E79' icon.svg \
    -o icons/app-maskable-512.png
echo "rendered favicon.png, icon.png, icons/app-192.png, icons/app-512.png, icons/app-maskable-512.png"

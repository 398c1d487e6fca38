#!/bin/sh
# Make loopy-grids.tsv: Loopy game IDs on every grid type but the square (t1 to t15),
# at each of Tatham's four levels, with his own generator (Debian's sgt-puzzles).
# Each line is "TYPE<TAB>LEVEL<TAB>GAME-ID"; `sgt-loopy --generate N 'PARAMS#SEED'`
# makes the first ID from SEED and the i-th (i > 0) from "SEED-i", so any line can be
# redone.  The corpus for issue 24 (Slitherlink on every grid): loopcp does not read
# these IDs yet, and tests/test_tatham.py checks that it says so.
set -eu
cd "$(dirname "$0")"
LOOPY=${LOOPY:-/usr/games/sgt-loopy}
VERSION=$(dpkg-query -W -f '${Version}' sgt-puzzles 2>/dev/null || echo unknown)
{
    echo "# made by make-grids.sh with sgt-puzzles $VERSION"
    for type in 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15; do
        for diff in e n t h; do
            case $diff in e) level=easy ;; n) level=normal ;; t) level=tricky ;; h) level=hard ;; esac
            "$LOOPY" --generate 3 "7x7t${type}d${diff}#loopcp-grids" | sed "s/^/t$type\t$level\t/"
        done
    done
} >loopy-grids.tsv

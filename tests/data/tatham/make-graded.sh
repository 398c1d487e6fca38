#!/bin/sh
# Make loopy-graded.tsv: Loopy game IDs with the difficulty each was generated at,
# with Simon Tatham's own generator (Debian's sgt-puzzles).  The grade test checks
# that the deduction engine, restricted to Tatham's levels, gives each ID its label.
# Each line is "LEVEL<TAB>GAME-ID"; `sgt-loopy --generate N 'PARAMS#SEED'` makes the
# first ID from SEED and the i-th (i > 0) from "SEED-i", so any line can be redone.
set -eu
cd "$(dirname "$0")"
LOOPY=${LOOPY:-/usr/games/sgt-loopy}
VERSION=$(dpkg-query -W -f '${Version}' sgt-puzzles 2>/dev/null || echo unknown)
{
    echo "# made by make-graded.sh with sgt-puzzles $VERSION"
    for size in 5x5 7x7 10x10; do
        for diff in e n t h; do
            case $diff in e) level=easy ;; n) level=normal ;; t) level=tricky ;; h) level=hard ;; esac
            "$LOOPY" --generate 14 "${size}t0d${diff}#loopcp-graded" | sed "s/^/$level\t/"
        done
    done
} >loopy-graded.tsv

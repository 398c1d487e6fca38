#!/bin/sh
# Make pearl-graded.tsv: Pearl game IDs with the level Simon Tatham's own
# generator made them at (Debian's sgt-puzzles; it only calls sgt-pearl).
# Each line is "LEVEL<TAB>GAME-ID"; the generator guarantees that an ID made
# at Tricky is solved by its Tricky rules and not by its Easy ones.
# Tricky needs w + h >= 11.  With '#SEED' the output repeats for one
# package version, which the header records.
set -eu
cd "$(dirname "$0")"
PEARL=${PEARL:-/usr/games/sgt-pearl}
N=${N:-20}
SEED=${SEED:-loopcp-graded}
VERSION=$(dpkg-query -W -f '${Version}' sgt-puzzles 2>/dev/null || echo unknown)

gen() {  # LEVEL PARAMS: N IDs, one TSV line each
    "$PEARL" --generate "$N" "$2#$SEED" 2>/dev/null | while read -r id; do
        printf '%s\t%s\n' "$1" "$id"
    done
}

{
    printf '# sgt-puzzles %s: sgt-pearl --generate %s PARAMS#%s (made by make-pearl-graded.sh)\n' "$VERSION" "$N" "$SEED"
    printf '# level\tid\n'
    gen easy 6x6de
    gen easy 8x8de
    gen tricky 8x8dt
    gen tricky 10x10dt
} >"${OUT:-pearl-graded.tsv}"

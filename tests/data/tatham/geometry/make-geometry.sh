#!/bin/sh
# make-geometry.sh: write the golden Loopy grid geometry files t0.json .. t15.json.
#
# Source: Simon Tatham's Portable Puzzle Collection as packaged by Debian,
# sgt-puzzles 20230122.806ae71 (get it with `apt-get source sgt-puzzles`,
# or from https://www.chiark.greenend.org.uk/~sgtatham/puzzles/ at commit
# 806ae71).  This script compiles our own griddump.c against his grid.c,
# penrose.c, tree234.c, malloc.c, random.c and dsf.c (nothing of his is
# copied into this folder) and runs it on one game ID per grid type:
#   t0:      the first ID of ../loopy-graded.tsv (a 5x5 square grid);
#   t1..t15: the first `easy` ID of that type in ../loopy-grids.tsv.
#
# Rerun (from anywhere; needs gcc and the unpacked source):
#   SGT_SRC=/path/to/sgt-puzzles-20230122.806ae71 sh tests/data/tatham/geometry/make-geometry.sh
# The binary is built in a temporary directory (BUILD_DIR, default
# /tmp/griddump-build) and is not part of the repository.
set -eu

here=$(cd "$(dirname "$0")" && pwd)
SGT_SRC=${SGT_SRC:-/tmp/sgtsrc/sgt-puzzles-20230122.806ae71}
BUILD_DIR=${BUILD_DIR:-/tmp/griddump-build}
mkdir -p "$BUILD_DIR"

gcc -O1 -Wall -I"$SGT_SRC" -o "$BUILD_DIR/griddump" "$here/griddump.c" \
    "$SGT_SRC/grid.c" "$SGT_SRC/penrose.c" "$SGT_SRC/tree234.c" \
    "$SGT_SRC/malloc.c" "$SGT_SRC/random.c" "$SGT_SRC/dsf.c" -lm

# t0 from the graded corpus (lines: level<TAB>ID, '#' comments).
id=$(awk -F'\t' '!/^#/ && NF >= 2 {print $2; exit}' "$here/../loopy-graded.tsv")
"$BUILD_DIR/griddump" "$id" > "$here/t0.json"

# t1..t15: the first easy ID of each type (lines: tN<TAB>level<TAB>ID).
n=1
while [ "$n" -le 15 ]; do
    id=$(awk -F'\t' -v t="t$n" '$1 == t && $2 == "easy" {print $3; exit}' \
        "$here/../loopy-grids.tsv")
    if [ -z "$id" ]; then
        echo "make-geometry.sh: no easy t$n ID in loopy-grids.tsv" >&2
        exit 1
    fi
    "$BUILD_DIR/griddump" "$id" > "$here/t$n.json"
    n=$((n + 1))
done

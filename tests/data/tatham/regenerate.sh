#!/bin/sh
# Regenerate the golden Tatham game IDs with Simon Tatham's own programs
# (Debian's sgt-puzzles; the IDs in this folder came from 20230122.806ae71).
# Each line of loopy.tsv and pearl.tsv is "PARAMS#SEED<TAB>GAME-ID", so any
# line can be checked again with `sgt-loopy --generate 1 'PARAMS#SEED'`.
# Pearl's easy 15x15 takes about ten minutes: run this rarely.
set -eu
cd "$(dirname "$0")"
LOOPY=${LOOPY:-/usr/games/sgt-loopy}
PEARL=${PEARL:-/usr/games/sgt-pearl}

one() {  # one generated ID for PROGRAM PARAMS#SEED, as a TSV line
    printf '%s\t%s\n' "$2" "$("$1" --generate 1 "$2" 2>/dev/null)"
}

{
    for size in 7x7 10x10 15x15 20x20 25x25 30x30 40x40; do
        for diff in n h; do
            one "$LOOPY" "${size}t0d${diff}#loopcp-1"
        done
    done
    for size in 7x7 10x10; do
        for diff in n h; do
            one "$LOOPY" "${size}t0d${diff}#loopcp-2"
        done
    done
    one "$LOOPY" "12x7t0dn#loopcp-1"
    one "$LOOPY" "7x12t0dh#loopcp-1"
    one "$LOOPY" "25x13t0dh#loopcp-1"
} >loopy.tsv

{
    for size in 8x8 10x10 12x12 15x15; do
        for diff in e t; do
            one "$PEARL" "${size}d${diff}#loopcp-1"
        done
    done
    one "$PEARL" "8x8dt#loopcp-2"
    one "$PEARL" "10x8de#loopcp-1"
    one "$PEARL" "9x13dt#loopcp-1"
} >pearl.tsv

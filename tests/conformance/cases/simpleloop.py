"""Simple Loop: a loop through the centre of every open cell and of no shaded one."""

from __future__ import annotations

from conformance.table import (
    CENTRE_LOOP_WORDS,
    Broken,
    Codec,
    Count,
    Dataset,
    Logic,
    Made,
    Pzprjs,
    Table,
    Url,
    clue_grids,
)

PZPRJS = "###..\n#....\n.....\n...#.\n.....\n"  # pzprjs's own test puzzle (test/script/simpleloop.js), 5/5/sg020

TABLE = Table(
    genre="simpleloop",
    counts=(
        Count("1x4-one-row-none", "....\n", 0),
        Count("2x2-open-unique", "..\n..\n", 1),
        Count("2x2-all-shaded-none", "##\n##\n", 0),
        Count("3x3-open-none", "...\n...\n...\n", 0),  # nine cells: a loop on a grid visits an even number
        Count("3x3-centre-unique", "...\n.#.\n...\n", 1),
        Count("3x3-corner-unique", "#..\n...\n...\n", 1),
        Count("3x4-open-two", "....\n....\n....\n", 2),
        Count("3x4-block-unique", "....\n.##.\n....\n", 1),
        Count("4x4-open-six", "....\n....\n....\n....\n", 6),
        Count("4x4-opposite-corners-none", "#...\n....\n....\n...#\n", 0),
        Count("4x5-unique", "#....\n.....\n...#.\n.....\n", 1),
        Count("4x5-corner-pair-three", "##...\n.....\n.....\n.....\n", 3),
    ),
    broken=(
        Broken("open-cell-missed", "...\n..#\n###\n", "#.\n..", "the loop does not pass through r1c3"),
        Broken("shaded-cell-visited", "#.\n..\n", "#", "the loop passes through the shaded cell r1c1"),
    ),
    codecs=(
        Codec("one-cell", ".\n"),
        Codec("open", "..\n..\n"),
        Codec("shaded-corner", "#..\n...\n...\n"),
        Codec("pzprjs", PZPRJS),
        Codec("ragged-digits", "#.#.#.#\n.#.#.#.\n"),
    ),
    refuses={
        "slink": "a Slink contest input holds Slitherlink puzzles, not simpleloop",
        "tatham": "a simpleloop cannot be written as a Tatham game ID: no Tatham game plays it",
        "mcc": "no exact-cover data is defined for genre 'simpleloop'",
    },
    puzzles=clue_grids("simpleloop", rows=(1, 4), cols=(1, 5)),
    drawn=PZPRJS,
    loop_words=CENTRE_LOOP_WORDS,
    made=(Made("simpleloop", 5, 5, 1), Made("simpleloop", 6, 7, 2)),
    logic=Logic(
        "direct",
        18,
        "The loop passes through r1c4, so r1c4-r2c4 and r1c4-r1c5 are lines.",
    ),
    dataset=Dataset("SimpleLoop", 70, damaged=("4_8x8",)),  # 4_8x8: its solution is written twice
    url=Url("https://puzz.link/p?simpleloop/5/5/sg020", "###..\n#....\n.....\n...#.\n.....\n"),
    pzprjs=Pzprjs(),
)

"""Koburin: numbers count their shaded neighbours; every other cell on the loop or shaded, shaded cells apart."""

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

DRAWN = "....\n.1..\n....\n"

TABLE = Table(
    genre="koburin",
    counts=(
        Count("2x2-free-unique", "..\n..\n", 1),
        Count("3x3-unknown-centre-unique", "...\n.?.\n...\n", 1),
        Count("3x3-corner-one-none", "1..\n...\n...\n", 0),
        Count("3x4-corner-zero-three", "0...\n....\n....\n", 3),
        Count("3x4-one-unique", DRAWN, 1),
        Count("4x4-two-clues-none", "2...\n....\n..1.\n....\n", 0),
    ),
    broken=(
        Broken("shaded-neighbours", "...\n...\n", "#.", "the shaded cells r1c3 and r2c3 share a side"),
        Broken("clue-count", "0..\n...\n", ".#", "r1c1 has 1 shaded neighbour, clue 0"),
        Broken("clue-on-loop", "?.\n..\n", "#", "the loop passes through the clue at r1c1"),
    ),
    codecs=(
        Codec("one-cell", ".\n"),
        Codec("drawn", DRAWN),
        Codec("every-clue", "01234\n?....\n"),
    ),
    refuses={
        "slink": "a Slink contest input holds Slitherlink puzzles, not koburin",
        "tatham": "a koburin cannot be written as a Tatham game ID: no Tatham game plays it",
        "mcc": "no exact-cover data is defined for genre 'koburin'",
    },
    puzzles=clue_grids("koburin", rows=(1, 4), cols=(1, 4)),
    drawn=DRAWN,
    loop_words=CENTRE_LOOP_WORDS,
    made=(Made("koburin", 5, 5, 1), Made("koburin", 6, 7, 2)),
    logic=Logic(
        "trial",
        10,
        "If r1c1-r1c2 is a cross, then r1c1 and r1c2 are shaded: the rule that r1c1 and r1c2 are "
        "not both shaded breaks; so r1c1-r1c2 is a line.",
    ),
    dataset=Dataset("Koburin", 150, shading=True),
    url=Url("https://puzz.link/p?koburin/5/5/clcbg.n", "2....\n....2\n..1..\n.?...\n.....\n"),
    pzprjs=Pzprjs(refused={"/m/": "(clues count the eight cells around them) is not supported"}),
)

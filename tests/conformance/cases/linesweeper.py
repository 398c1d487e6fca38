"""Linesweeper: a loop that avoids the numbers; each number counts the loop cells among its eight neighbours."""

from __future__ import annotations

from conformance.table import CENTRE_LOOP_WORDS, Broken, Codec, Count, Dataset, Logic, Made, Table, clue_grids

DRAWN = "....\n.3..\n....\n"

TABLE = Table(
    genre="linesweeper",
    counts=(
        Count("2x2-free-unique", "..\n..\n", 1),
        Count("3x3-centre-eight-unique", "...\n.8.\n...\n", 1),
        Count("3x3-centre-zero-none", "...\n.0.\n...\n", 0),
        Count("3x3-centre-four-none", "...\n.4.\n...\n", 0),
        Count("3x4-corner-one-three", "1...\n....\n....\n", 3),
        Count("3x4-two-two", "....\n.2..\n....\n", 2),
        Count("3x4-three-unique", DRAWN, 1),
    ),
    broken=(
        Broken("clue-on-loop", "2.\n..\n", "#", "the loop passes through the clue at r1c1"),
        Broken("clue-count", "...\n.7.\n...\n", "##\n##", "r2c2 sees 8 loop cells around it, clue 7"),
    ),
    codecs=(
        Codec("one-cell", ".\n"),
        Codec("drawn", DRAWN),
        Codec("every-clue", "01234\n5678.\n"),
    ),
    refuses={
        "puzzlink": "a linesweeper cannot be written as a puzz.link URL: loopcp knows no code for it",
        "pzprv3": "a linesweeper cannot be written as a pzprv3 file: loopcp knows no code for it",
        "slink": "a Slink contest input holds Slitherlink puzzles, not linesweeper",
        "tatham": "a linesweeper cannot be written as a Tatham game ID: no Tatham game plays it",
        "mcc": "no exact-cover data is defined for genre 'linesweeper'",
    },
    puzzles=clue_grids("linesweeper", rows=(1, 4), cols=(1, 4)),
    drawn=DRAWN,
    loop_words=CENTRE_LOOP_WORDS,
    made=(Made("linesweeper", 5, 5, 1), Made("linesweeper", 6, 7, 2)),
    logic=Logic(
        "trial",
        11,
        "If r1c1-r1c2 is a line, then r1c1-r2c1 is a line, r1c1 and r1c2 are on the loop, r2c1-r3c1"
        " is a line, r2c1 is on the loop and r3c1 is off the loop: r3c1 would be off the loop with "
        "a line through it; so r1c1-r1c2 is a cross.",
    ),
    dataset=Dataset("Linesweeper", 310),
)

"""Pipelink: a loop through every cell that may cross itself straight, along the given pipe pieces."""

from __future__ import annotations

from conformance.table import CROSSING_LOOP_WORDS, Broken, Codec, Count, Logic, Made, Pzprjs, Table, Url, clue_grids

DRAWN = ".9..\n...3\n....\n..-.\n"  # generated (pipelink 4x4, seed 1): the loop crosses itself at r2c2
PZPRJS = ".....\n.+...\n...3.\n..+..\n.....\n"  # pzprjs's test puzzle (test/script/pipelink.js), 5/5/mamejan

TABLE = Table(
    genre="pipelink",
    counts=(
        Count("2x2-empty-one", "..\n..\n", 1),
        Count("2x3-empty-one", "...\n...\n", 1),
        Count("3x3-empty-none", "...\n...\n...\n", 0),  # a corner's two lines and its neighbour's crossing meet
        Count("3x4-empty-two", "....\n....\n....\n", 2),
        Count("4x4-empty-eleven", "....\n....\n....\n....\n", 11),  # six simple loops, five that cross
        Count("2x2-turn-one", "7.\n..\n", 1),
        Count("2x2-turn-wrong-none", ".7\n..\n", 0),
        Count("2x2-question-one", "?.\n..\n", 1),
        Count("3x4-cross-none", "....\n.+..\n....\n", 0),
        Count("4x4-drawn", DRAWN, 1),
    ),
    broken=(
        Broken("cell-missed", "...\n...\n...\n", "##\n##", "the loop does not pass through r2c2"),
        Broken("straight-left", "-.\n..\n", "#", "the loop leaves the straight piece at r1c1 south"),
        Broken("turn-left", "1.\n..\n", "#", "the loop leaves the turn piece at r1c1 south"),
        Broken("cross-missed", "+.\n..\n", "#", "the loop does not cross itself at the crossing piece at r1c1"),
    ),
    codecs=(
        Codec("drawn", DRAWN),
        Codec("every-piece", "+|-1397\n.?.....\n"),
        Codec("pzprjs", PZPRJS),
        Codec("long-run", "." * 23 + "+\n" + "." * 24 + "\n"),
    ),
    refuses={
        "slink": "a Slink contest input holds Slitherlink puzzles, not pipelink",
        "tatham": "a pipelink cannot be written as a Tatham game ID: no Tatham game plays it",
        "puzzlekit": "the puzzlekit dataset has no pipelink puzzles: loopcp knows no text for it",
        "mcc": "no exact-cover data is defined for genre 'pipelink'",
    },
    puzzles=clue_grids("pipelink", rows=(2, 3), cols=(2, 4)),
    drawn=DRAWN,
    loop_words=CROSSING_LOOP_WORDS,
    made=(Made("pipelink", 5, 5, 1), Made("pipelink", 6, 7, 2)),
    logic=Logic(
        "trial",
        12,
        "The loop passes through r1c1, so r1c1 is on the loop."
        " The line into r1c1 has one way on, so r1c1-r2c1 is a line.",
    ),
    url=Url("https://puzz.link/p?pipelink/5/5/mamejan", PZPRJS, saved="pzprv3\npipelink\n5\n5\npipe\n"),
    pzprjs=Pzprjs(),
)

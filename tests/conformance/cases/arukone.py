"""Arukone: Numberlink whose paths fill the board (every cell on a path)."""

from __future__ import annotations

from conformance.cases.numberlink import BROKEN, DRAWN, PATH_WORDS
from conformance.table import Broken, Codec, Count, Logic, Made, Pzprjs, Table, Url, token_grids

PAST_52 = "an Arukone file writes numbers 1 to 52 as letters, not 60"

TABLE = Table(
    genre="arukone",
    counts=(
        Count("1x2-two-numbers-none", "1 2\n1 2\n", 0),
        Count("1x3-straight-unique", "1 3\n1 - 1\n", 1),
        Count("2x2-no-numbers-none", "2 2\n- -\n- -\n", 0),
        Count("2x2-diagonal-none", "2 2\n1 -\n- 1\n", 0),
        Count("2x2-side-unique", "2 2\n1 1\n- -\n", 1),
        Count("2x3-two-pairs-unique", "2 3\n1 2 -\n- 1 2\n", 1),
        Count("3x3-corners-two", "3 3\n1 - -\n- - -\n- - 1\n", 2),
        Count("3x3-centre-two", "3 3\n- - -\n- 1 -\n- - 1\n", 2),
    ),
    broken=(
        *(case for case in BROKEN if case.id != "stray-loop"),
        Broken("cell-left-out", "2 2\n1 1\n- -\n", "edges: h0,0", "r2c1 is on no path: in Arukone every cell is"),
    ),
    codecs=(
        Codec("drawn", DRAWN),
        Codec("large-numbers", "2 3\n1 17 -\n17 - 1\n"),
        Codec("past-52", "1 2\n60 60\n", refuses={"pzprv3": PAST_52}),
    ),
    refuses={
        "knuth": "an arukone has no Knuth text (its clues are not one character a cell): write --to puzzlekit",
        "slink": "a Slink contest input holds Slitherlink puzzles, not arukone",
        "tatham": "an arukone cannot be written as a Tatham game ID: no Tatham game plays it",
        "mcc": "no exact-cover data is defined for genre 'arukone'",
    },
    puzzles=token_grids("arukone", ("1", "2"), rows=(1, 3), cols=(2, 3)),
    drawn=DRAWN,
    loop_words=PATH_WORDS,
    made=(Made("arukone", 5, 5, 1), Made("arukone", 6, 7, 2)),
    logic=Logic(
        "direct",
        12,
        "Every cell is on a path, r1c4 too, so r1c4 is on the paths. r1c4 is on the paths with two "
        "ways left, so r1c3-r1c4 and r1c4-r2c4 are lines.",
    ),
    url=Url("https://puzz.link/p?arukone/4/4/12l3123j", "4 4\n1 2 - -\n- - - -\n3 1 2 3\n- - - -\n"),
    pzprjs=Pzprjs(refused={"dontpassallcell": "the variant of flag line 'dontpassallcell'"}),
)

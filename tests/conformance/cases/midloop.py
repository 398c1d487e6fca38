"""Mid-loop: a loop over every circle, each circle the midpoint of the straight segment it lies on."""

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
    token_grids,
)

DRAWN = "4 4\n- - 1 -\n3 - - 2\n- - - -\n- 3 - -\n"
FRAMED = "2 3\n- - 3\n- 2 -\n"

TABLE = Table(
    genre="midloop",
    counts=(
        Count("2x2-centre-none", "2 2\n1 -\n- -\n", 0),
        Count("2x2-east-unique", "2 2\n3 -\n- -\n", 1),
        Count("2x2-two-east-unique", "2 2\n3 -\n3 -\n", 1),
        Count("3x3-centre-four", "3 3\n- - -\n- 1 -\n- - -\n", 4),
        Count("3x3-corner-east-three", "3 3\n3 - -\n- - -\n- - -\n", 3),
        Count("3x4-centre-nine", "3 4\n- - - -\n- - 1 -\n- - - -\n", 9),
        Count("3x4-east-thirteen", "3 4\n- 3 - -\n- - - -\n- - - -\n", 13),
        Count("3x4-on-the-frame-none", "3 4\n- 3 - -\n- - - -\n- - - 2\n", 0),
        Count("3x4-two-east-and-south", "3 4\n- - - -\n3 - - 2\n- - - -\n", 2),
        Count("3x4-unique", "3 4\n- - - -\n- 3 - -\n- - 1 -\n", 1),
        Count("2x2-both-sides-unique", "2 2\nes -\n- -\n", 1),
    ),
    broken=(
        Broken(
            "missed-centre",
            "3 4\n- - - 1\n- - - -\n- - - -\n",
            "##.\n...",
            "the loop does not pass through the circle at r1c4",
        ),
        Broken(
            "turns-at-centre",
            "3 4\n1 - - -\n- - - -\n- - - -\n",
            "##.\n...",
            "the loop turns at the circle at r1c1, which must be the midpoint of a straight segment",
        ),
        Broken(
            "centre-off-the-middle",
            "3 4\n- 1 - -\n- - - -\n- - - -\n",
            "###\n...",
            "the circle at r1c2 is not the midpoint of its segment, from r1c1 to r1c4",
        ),
        Broken(
            "missed-side",
            "3 4\n- - - -\n- - - -\n3 - - -\n",
            "##.\n...",
            "the loop does not pass over the circle between r3c1 and r3c2",
        ),
        Broken(
            "east-side-off-the-middle",
            "3 4\n3 - - -\n- - - -\n- - - -\n",
            "##.\n...",
            "the circle between r1c1 and r1c2 is not the midpoint of its segment, from r1c1 to r1c3",
        ),
        Broken(
            "south-side-off-the-middle",
            "3 4\n2 - - -\n- - - -\n- - - -\n",
            "#..\n#..",
            "the circle between r1c1 and r2c1 is not the midpoint of its segment, from r1c1 to r3c1",
        ),
        Broken(
            "on-the-frame",
            "3 4\n- - - 3\n- - - -\n- - - -\n",
            "##.\n...",
            "the loop does not pass over the circle on the east side of r1c4, on the board's frame",
        ),
    ),
    codecs=(
        Codec("drawn", DRAWN),
        Codec("two-and-three-circles-a-cell", "3 3\nes - o\n- oes -\n3 - -\n"),
        Codec(
            "on-the-frame",
            FRAMED,
            refuses={
                "puzzlink": "a midloop cannot be written as a puzz.link URL: its circle on the east side of r1c3 is"
                " on the board's frame",
                "pzprv3": "a midloop cannot be written as a pzprv3 file: its dot on the east side of r1c3 is on the"
                " board's frame",
            },
        ),
    ),
    refuses={
        "knuth": "a midloop has no Knuth text (its clues are not one character a cell): write --to puzzlekit",
        "slink": "a Slink contest input holds Slitherlink puzzles, not midloop",
        "tatham": "a midloop cannot be written as a Tatham game ID: no Tatham game plays it",
        "mcc": "no exact-cover data is defined for genre 'midloop'",
    },
    puzzles=token_grids("midloop", ("o", "e", "s", "es", "oe")),
    drawn=DRAWN,
    loop_words=CENTRE_LOOP_WORDS,
    made=(Made("midloop", 5, 5, 1), Made("midloop", 6, 7, 2)),
    logic=Logic("direct", 23, "The circle at r1c3 is the midpoint of its segment, so r1c3-r2c3 is a cross."),
    dataset=Dataset("MidLoop", 2),
    url=Url("https://puzz.link/p?midloop/4/4/jfjfi3fr", "4 4\n- - 1 -\n- 1 - 2\n3 - - -\n- - - -\n"),
    pzprjs=Pzprjs(),
)

"""Geradeweg: a loop through every clue, each straight segment touching a clue as long as its number."""

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

DRAWN = "3 4\n- - - -\n- - 1 -\n- - - 2\n"

TABLE = Table(
    genre="geradeweg",
    counts=(
        Count("2x2-one-unique", "2 2\n1 -\n- -\n", 1),
        Count("2x2-two-none", "2 2\n2 -\n- -\n", 0),
        Count("3x3-centre-two-four", "3 3\n- - -\n- 2 -\n- - -\n", 4),
        Count("3x3-corner-question-three", "3 3\n? - -\n- - -\n- - -\n", 3),
        Count("3x3-corner-zero-three", "3 3\n0 - -\n- - -\n- - -\n", 3),
        Count("3x3-centre-question-twelve", "3 3\n- - -\n- ? -\n- - -\n", 12),
        Count("3x4-one-eighteen", "3 4\n- - - -\n- 1 - -\n- - - -\n", 18),
        Count("3x4-two-clues-unique", DRAWN, 1),
    ),
    broken=(
        Broken("missed-clue", "3 3\n- - -\n- - -\n- - 1\n", "#.\n..", "the loop does not pass through the clue r3c3"),
        Broken("long-segment", "2 3\n1 - -\n- - -\n", "##", "the horizontal segment at r1c1 is 2 long, clue 1"),
        Broken(
            "unequal-legs",
            "2 3\n? - -\n- - -\n",
            "##",
            "the segments at r1c1 are 2 and 1 long, not equal",
        ),
    ),
    codecs=(
        Codec("two-clues", DRAWN),
        Codec("unknown-and-large", "2 3\n? 17 -\n0 - 300\n"),
    ),
    refuses={
        "knuth": "a geradeweg has no Knuth text (its clues are not one character a cell): write --to puzzlekit",
        "slink": "a Slink contest input holds Slitherlink puzzles, not geradeweg",
        "tatham": "a geradeweg cannot be written as a Tatham game ID: no Tatham game plays it",
        "mcc": "no exact-cover data is defined for genre 'geradeweg'",
    },
    puzzles=token_grids("geradeweg", ("?", "0", "1", "2", "3", "17")),
    drawn=DRAWN,
    loop_words=CENTRE_LOOP_WORDS,
    made=(Made("geradeweg", 5, 5, 1), Made("geradeweg", 6, 7, 2)),
    logic=Logic("direct", 14, "r3c4 is on the loop with two ways left, so r3c3-r3c4 and r2c4-r3c4 are lines."),
    dataset=Dataset("Geradeweg", 100),  # 40_10x10 has Janko's 0 clues, read as pzprjs reads them: equal legs
    url=Url(
        "https://puzz.link/p?geradeweg/5/5/l211i2h3i4k", "5 5\n- - - - -\n- 2 1 1 -\n- - 2 - -\n3 - - - 4\n- - - - -\n"
    ),
    pzprjs=Pzprjs(),
)

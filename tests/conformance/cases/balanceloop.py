"""Balance Loop: a loop through every circle, its two straight legs equal at white, unequal at black, summing to N."""

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

DRAWN = "3 4\nw4 - - -\n- - - w2\n- - - -\n"

TABLE = Table(
    genre="balanceloop",
    counts=(
        Count("2x2-white-unique", "2 2\nw -\n- -\n", 1),
        Count("2x2-black-none", "2 2\nb -\n- -\n", 0),
        Count("2x3-black-corner-unique", "2 3\nb - -\n- - -\n", 1),
        Count("2x3-white-edge-three", "2 3\n- w -\n- - -\n", 3),
        Count("3x3-white-centre-twelve", "3 3\n- - -\n- w -\n- - -\n", 12),
        Count("3x3-black-centre-none", "3 3\n- - -\n- b -\n- - -\n", 0),
        Count("3x3-white-four-two", "3 3\nw4 - -\n- - -\n- - -\n", 2),
        Count("3x4-black-six", "3 4\n- - - -\n- b - -\n- - - -\n", 6),
        Count("3x4-two-circles-unique", DRAWN, 1),
    ),
    broken=(
        Broken(
            "missed-circle",
            "2 3\n- - b\n- - -\n",
            "#.",
            "the loop does not pass through the black circle at r1c3",
        ),
        Broken(
            "white-unequal",
            "2 3\nw - -\n- - -\n",
            "##",
            "the legs of the white circle at r1c1 are 1 and 2 long, not equal",
        ),
        Broken(
            "black-equal", "2 2\nb -\n- -\n", "#", "the legs of the black circle at r1c1 are both 1 long, not different"
        ),
        Broken("wrong-sum", "2 3\nb4 - -\n- - -\n", "##", "the legs of the black circle at r1c1 add up to 3, not 4"),
    ),
    codecs=(
        Codec("two-circles", DRAWN),
        Codec("colours-and-large-numbers", "2 3\nw b b17\n- w300 b16\n"),
    ),
    refuses={
        "knuth": "a balanceloop has no Knuth text (its clues are not one character a cell): write --to puzzlekit",
        "slink": "a Slink contest input holds Slitherlink puzzles, not balanceloop",
        "tatham": "a balanceloop cannot be written as a Tatham game ID: no Tatham game plays it",
        "mcc": "no exact-cover data is defined for genre 'balanceloop'",
    },
    puzzles=token_grids("balanceloop", ("w", "b", "w2", "b3", "w4", "b5")),
    drawn=DRAWN,
    loop_words=CENTRE_LOOP_WORDS,
    made=(Made("balanceloop", 5, 5, 1), Made("balanceloop", 6, 7, 2)),
    logic=Logic("direct", 14, "r1c1 is on the loop with two ways left, so r1c1-r1c2 and r1c1-r2c1 are lines."),
    dataset=Dataset(
        "BalanceLoop", 70
    ),  # 01_5x5 writes its numbers after the colour (w4), 21_6x6 before it (4w), 11_10x10 has none
    url=Url(
        "https://puzz.link/p?balance/5/5/g9m1k0m8g",
        "5 5\n- b4 - - -\n- - - - b\n- - - - -\nw - - - -\n- - - w4 -\n",
        saved="pzprv3\nbalance\n5\n5\n. 1,4 . . . \n",
    ),
    pzprjs=Pzprjs(),
)

"""Shingoki: a loop through every circle, straight at white ones, turning at black ones; numbers sum the legs."""

from __future__ import annotations

from conformance.table import CENTRE_LOOP_WORDS, Broken, Codec, Count, Dataset, Logic, Made, Table, token_grids

DRAWN = "3 4\nb3 - - -\n- - - -\n- - - b5\n"

TABLE = Table(
    genre="shingoki",
    counts=(
        Count("2x2-black-unique", "2 2\nb -\n- -\n", 1),
        Count("2x2-black-two-unique", "2 2\nb2 -\n- -\n", 1),
        Count("2x2-white-none", "2 2\nw -\n- -\n", 0),
        Count("3x3-centre-white-four", "3 3\n- - -\n- w -\n- - -\n", 4),
        Count("3x3-centre-black-eight", "3 3\n- - -\n- b -\n- - -\n", 8),
        Count("3x3-centre-black-four-none", "3 3\n- - -\n- b4 -\n- - -\n", 0),
        Count("3x3-corner-black-four-two", "3 3\nb4 - -\n- - -\n- - -\n", 2),
        Count("3x3-edge-white-two-four", "3 3\n- w2 -\n- - -\n- - -\n", 4),
        Count("3x4-two-circles-unique", DRAWN, 1),
    ),
    broken=(
        Broken(
            "missed-circle",
            "3 3\n- - -\n- - -\n- - w\n",
            "#.\n..",
            "the loop does not pass through the white circle at r3c3",
        ),
        Broken("white-turns", "2 2\nw -\n- -\n", "#", "the loop turns at the white circle at r1c1"),
        Broken(
            "black-straight", "2 3\n- b -\n- - -\n", "##", "the loop goes straight through the black circle at r1c2"
        ),
        Broken(
            "legs", "2 3\nb3 - -\n- - -\n", "#.", "the legs at the black circle at r1c1 are 2 long together, clue 3"
        ),
    ),
    codecs=(
        Codec("two-circles", DRAWN),
        Codec("every-kind", "2 3\nw b w17\n- b12 -\n"),
    ),
    refuses={
        "knuth": "a shingoki has no Knuth text (its clues are not one character a cell): write --to puzzlekit",
        "puzzlink": "a shingoki cannot be written as a puzz.link URL: loopcp knows no code for it",
        "pzprv3": "a shingoki cannot be written as a pzprv3 file: loopcp knows no code for it",
        "slink": "a Slink contest input holds Slitherlink puzzles, not shingoki",
        "tatham": "a shingoki cannot be written as a Tatham game ID: no Tatham game plays it",
        "mcc": "no exact-cover data is defined for genre 'shingoki'",
    },
    puzzles=token_grids("shingoki", ("w", "b", "w2", "b2", "w3", "b3", "b4")),
    drawn=DRAWN,
    loop_words=CENTRE_LOOP_WORDS,
    made=(Made("shingoki", 5, 5, 1), Made("shingoki", 6, 7, 2)),
    logic=Logic("direct", 17, "The loop turns at the black circle at r1c1, so r1c1-r2c1 is a line."),
    dataset=Dataset("Shingoki", 103),
)

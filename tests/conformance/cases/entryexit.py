"""Entry Exit: a loop through every cell that enters and leaves each room exactly once."""

from __future__ import annotations

from conformance.table import CENTRE_LOOP_WORDS, Broken, Codec, Count, Dataset, Logic, Made, Table, token_grids

DRAWN = "3 4\n- - - -\n- - - -\n- - - -\n0 0 1 1\n0 0 1 1\n2 2 2 2\n"

TABLE = Table(
    genre="entryexit",
    counts=(
        Count("2x2-one-room-unique", "2 2\n- -\n- -\n0 0\n0 0\n", 1),
        Count("2x3-columns-none", "2 3\n- - -\n- - -\n0 1 2\n0 1 2\n", 0),
        Count("2x3-two-rooms-unique", "2 3\n- - -\n- - -\n0 0 1\n0 0 1\n", 1),
        Count("3x3-odd-none", "3 3\n- - -\n- - -\n- - -\n0 0 0\n0 0 0\n0 0 0\n", 0),
        Count("3x4-one-room-two", "3 4\n- - - -\n- - - -\n- - - -\n0 0 0 0\n0 0 0 0\n0 0 0 0\n", 2),
        Count("3x4-three-rooms-unique", DRAWN, 1),
        Count("3x4-nested-unique", "3 4\n- - - -\n- - - -\n- - - -\n0 0 1 1\n0 2 2 1\n0 2 2 1\n", 1),
    ),
    broken=(
        Broken(
            "missed-cell",
            "3 3\n- - -\n- - -\n- - -\n0 0 0\n0 0 0\n0 0 0\n",
            "##\n##",
            "the loop does not pass through r2c2",
        ),
        Broken(
            "room-twice",
            "2 3\n- - -\n- - -\n0 1 2\n0 1 2\n",
            "##",
            "the loop crosses the border of the room of r1c2 4 times, not twice",
        ),
    ),
    codecs=(
        Codec("three-rooms", DRAWN),
        Codec("one-cell", "1 1\n-\n7\n"),
    ),
    refuses={
        "knuth": "an entryexit has no Knuth text (its clues are not one character a cell): write --to puzzlekit",
        "puzzlink": "an entryexit cannot be written as a puzz.link URL: loopcp knows no code for it",
        "pzprv3": "an entryexit cannot be written as a pzprv3 file: loopcp knows no code for it",
        "slink": "a Slink contest input holds Slitherlink puzzles, not entryexit",
        "tatham": "an entryexit cannot be written as a Tatham game ID: no Tatham game plays it",
        "mcc": "no exact-cover data is defined for genre 'entryexit'",
    },
    puzzles=token_grids("entryexit", (".",), rooms=True),
    drawn=DRAWN,
    loop_words=CENTRE_LOOP_WORDS,
    made=(Made("entryexit", 4, 5, 1), Made("entryexit", 6, 7, 2)),  # 5x5: no loop passes 25 cells
    logic=Logic("direct", 11, "The loop passes through r1c1, so r1c1-r2c1 and r1c1-r1c2 are lines."),
    dataset=Dataset("EntryExit", 170),
)

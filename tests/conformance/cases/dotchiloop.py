"""Dotchi Loop: every white circle and no black one, a room's white circles all turning or all straight."""

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
    room_grids,
)

DRAWN = "3 4\nw - w -\n- - b -\nb - - -\n1 1 2 2\n1 1 2 2\n3 3 3 3\n"

TABLE = Table(
    genre="dotchiloop",
    counts=(
        Count("2x2-white-unique", "2 2\nw -\n- -\n1 1\n1 1\n", 1),
        Count("2x2-black-none", "2 2\nw b\n- -\n1 1\n1 1\n", 0),
        Count("2x3-two-corners-unique", "2 3\nw - w\n- - -\n1 1 1\n1 1 1\n", 1),
        Count("2x3-white-edge-three", "2 3\n- w -\n- - -\n1 1 1\n1 1 1\n", 3),
        Count("2x3-one-room-unique", "2 3\nw w -\n- - -\n1 1 1\n1 1 1\n", 1),
        Count("2x3-two-rooms-two", "2 3\nw w -\n- - -\n1 2 2\n1 2 2\n", 2),
        Count("3x3-black-centre-unique", "3 3\n- - -\n- b -\n- - -\n1 1 1\n1 1 1\n1 1 1\n", 1),
        Count("3x4-one-room-ten", "3 4\nw - - -\n- - w -\n- - - -\n1 1 1 1\n1 1 1 1\n1 1 1 1\n", 10),
        Count("3x4-two-rooms-fifteen", "3 4\nw - - -\n- - w -\n- - - -\n1 1 2 2\n1 1 2 2\n1 1 2 2\n", 15),
        Count("3x4-three-rooms-unique", DRAWN, 1),
    ),
    broken=(
        Broken(
            "black-on-loop",
            "2 2\nb -\n- -\n1 1\n1 1\n",
            "#",
            "the loop passes through the black circle at r1c1",
        ),
        Broken(
            "white-missed",
            "2 3\n- - w\n- - -\n1 1 1\n1 1 1\n",
            "#.",
            "the loop does not pass through the white circle at r1c3",
        ),
        Broken(
            "turn-and-straight",
            "2 3\nw w -\n- - -\n1 1 1\n1 1 1\n",
            "##",
            "the loop turns at 1 white circle and goes straight through 1 in the room of r1c1",
        ),
    ),
    codecs=(
        Codec("three-rooms", DRAWN),
        Codec(
            "split-room",
            "2 3\nw - b\nb - w\n1 2 1\n1 2 1\n",
            refuses={
                "puzzlink": "a dotchiloop cannot be written as a puzz.link URL: the room of r1c3 is in two pieces",
                "pzprv3": "a dotchiloop cannot be written as a pzprv3 file: the room of r1c3 is in two pieces",
            },
        ),
    ),
    refuses={
        "knuth": "a dotchiloop has no Knuth text (its clues are not one character a cell): write --to puzzlekit",
        "slink": "a Slink contest input holds Slitherlink puzzles, not dotchiloop",
        "tatham": "a dotchiloop cannot be written as a Tatham game ID: no Tatham game plays it",
        "mcc": "no exact-cover data is defined for genre 'dotchiloop'",
    },
    puzzles=room_grids("dotchiloop", ("w", "b"), marks=True),
    drawn=DRAWN,
    loop_words=CENTRE_LOOP_WORDS,
    made=(Made("dotchiloop", 5, 5, 1), Made("dotchiloop", 6, 7, 2)),
    logic=Logic(
        "direct",
        9,
        "r1c1 is on the loop with two ways left, so r1c1-r1c2 and r1c1-r2c1 are lines.",
    ),
    dataset=Dataset("DotchiLoop", 60),
    url=Url(
        "https://puzz.link/p?dotchi/6/6/0402223u0c00231530k21420",
        (
            "6 6\n- - b - w -\n- - w - w b\n- w - - - -\nb - b - - b\n- - w - w w\n- - b - - -\n1 1 1 1 1 1\n"
            "1 1 1 2 2 2\n2 2 2 2 2 2\n2 2 2 2 3 3\n2 2 2 2 3 3\n2 2 2 2 3 3\n"
        ),
        saved="pzprv3.2\ndotchi\n6\n6\n",
    ),
    pzprjs=Pzprjs(),
)

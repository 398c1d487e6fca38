"""Moon or Sun: every room once, all its moons or all its suns, the kinds alternating from room to room."""

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

DRAWN = "3 4\nx - o -\n- o - x\no - x -\n1 1 2 2\n1 1 2 2\n3 3 4 4\n"

TABLE = Table(
    genre="moonsun",
    counts=(
        Count("2x2-moons-then-suns-unique", "2 2\nx o\nx o\n1 2\n1 2\n", 1),
        Count("2x2-moons-both-sides-none", "2 2\nx x\nx x\n1 2\n1 2\n", 0),
        Count("2x3-crossed-none", "2 3\nx - o\no - x\n1 1 2\n1 1 2\n", 0),
        Count("3x3-three-moons-four", "3 3\nx x x\n- - -\n- - -\n1 1 1\n1 1 1\n1 1 1\n", 4),
        Count("3x3-one-sun-seven", "3 3\no - -\n- - -\n- - -\n1 1 1\n1 1 1\n1 1 1\n", 7),
        Count("3x4-two-rooms-four", "3 4\nx - - o\n- - - -\no - - x\n1 1 2 2\n1 1 2 2\n1 1 2 2\n", 4),
        Count("3x4-four-rooms-unique", DRAWN, 1),
    ),
    broken=(
        Broken(
            "both-kinds",
            "2 3\nx o -\n- - -\n1 1 1\n1 1 1\n",
            "##",
            "the loop passes through both moons and suns in the room of r1c1",
        ),
        Broken(
            "same-kind-next-door",
            "2 2\nx x\no -\n1 2\n3 3\n",
            "#",
            "the loop passes through moons in both rooms it joins between r1c1 and r1c2",
        ),
        Broken(
            "not-all-moons",
            "2 3\nx - x\n- - -\n1 1 1\n1 1 1\n",
            "#.",
            "the loop passes through 1 of the 2 moons in the room of r1c1",
        ),
        Broken(
            "no-mark",
            "2 3\nx - -\n- - -\n1 1 2\n1 1 2\n",
            "##",
            "the loop passes through no moon or sun in the room of r1c3",
        ),
    ),
    codecs=(
        Codec("four-rooms", DRAWN),
        Codec(
            "split-room",
            "2 3\nx - o\no - x\n1 2 1\n1 2 1\n",
            refuses={
                "puzzlink": "a moonsun cannot be written as a puzz.link URL: the room of r1c3 is in two pieces",
                "pzprv3": "a moonsun cannot be written as a pzprv3 file: the room of r1c3 is in two pieces",
            },
        ),
    ),
    refuses={
        "knuth": "a moonsun has no Knuth text (its clues are not one character a cell): write --to puzzlekit",
        "slink": "a Slink contest input holds Slitherlink puzzles, not moonsun",
        "tatham": "a moonsun cannot be written as a Tatham game ID: no Tatham game plays it",
        "mcc": "no exact-cover data is defined for genre 'moonsun'",
    },
    puzzles=room_grids("moonsun", ("x", "o"), marks=True),
    drawn=DRAWN,
    loop_words=CENTRE_LOOP_WORDS,
    made=(Made("moonsun", 5, 5, 1), Made("moonsun", 6, 7, 2)),
    logic=Logic(
        "direct",
        10,
        (
            "The loop takes a moon or a sun in the room of r3c1, so the room of r3c1 takes its suns. The sun at "
            "r3c1 is on the loop exactly when its room takes suns, so r3c1 is on the loop. r3c1 is on the loop "
            "with two ways left, so r3c1-r3c2 and r2c1-r3c1 are lines."
        ),
    ),
    dataset=Dataset("MoonSun", 200),
    url=Url(
        "https://puzz.link/p?moonsun/6/6/44ccaa0c0vo0f1767932ii12",
        (
            "6 6\no x - - - o\n- x o - x -\n- x o o - -\n- o - - - x\nx - - x - -\n- - o - - x\n1 1 1 2 2 2\n"
            "1 1 1 2 2 2\n3 3 1 2 2 2\n3 3 1 4 4 4\n5 5 6 6 4 4\n5 5 6 6 4 4\n"
        ),
        saved="pzprv3.2\nmoonsun\n6\n6\n0 0 1 0 0 \n",
    ),
    pzprjs=Pzprjs(),
)

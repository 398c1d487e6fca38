"""Nagenawa: one or more loops, each a rectangle, which may cross; a room's number counts its cells on a loop."""

from __future__ import annotations

from conformance.cases.countryroad import text
from conformance.table import Broken, Codec, Count, Logic, Made, Pzprjs, Table, Url, room_grids

PZPRJS = (  # test/script/nagenawa.js, 6/6/alrrlafbaaqu3011314g223h
    "6 6\n3 - 0 - 1 -\n- 1 - 3 - -\n1 - 4 - - -\n- 2 - - 2 -\n3 - - - - -\n- - - - - -\n"
    "1 1 2 2 3 3\n1 4 4 5 5 3\n6 4 7 7 5 8\n6 9 7 7 10 8\n11 9 9 10 10 12\n11 11 13 13 12 12\n"
)
QUARTERS = "AABB AABB CCDD CCDD"

TABLE = Table(
    genre="nagenawa",
    counts=(
        Count("2x2-empty-one", text("AA AA", {}), 1),
        Count("2x2-zero-none", text("AA AA", {"A": 0}), 0),
        Count("2x3-empty-three", text("AAA AAA", {}), 3),
        Count("3x3-empty-nine", text("AAA AAA AAA", {}), 9),
        Count("3x3-four-four", text("AAA AAA AAA", {"A": 4}), 4),
        Count("3x4-columns-two", text("ABCD ABCD ABCD", {"A": 3, "D": 0}), 2),
        Count("4x4-quarters-thirty", text(QUARTERS, {"A": 4, "D": 4}), 30),
        Count("4x4-quarters-three-two", text(QUARTERS, {"A": 3, "B": 2}), 2),
    ),
    broken=(
        Broken("not-a-rectangle", text("AAA AAA AAA", {}), "##\n#.", "the loop through r1c1 is not a rectangle"),
        Broken(
            "room-too-full",
            text("AB AB", {"A": 1}),
            "#",
            "the lines pass 2 cells of the room of the 1 at r1c1, more than 1",
        ),
        Broken(
            "room-too-empty",
            text("AAB AAB", {"B": 2}),
            "#.",
            "the lines pass 0 cells of the room of the 2 at r1c3, fewer than 2",
        ),
    ),
    codecs=(
        Codec("pzprjs", PZPRJS),
        Codec("unknown-and-large-numbers", "3 3\n9 - -\n- - -\n? - -\n1 1 2\n1 1 2\n3 3 2\n"),
        Codec(
            "split-room",
            text("ABA CCC", {"A": 2, "B": 1}),
            refuses={
                "puzzlink": "a nagenawa cannot be written as a puzz.link URL: the room of r1c3 is in two pieces",
                "pzprv3": "a nagenawa cannot be written as a pzprv3 file: the room of r1c3 is in two pieces",
            },
        ),
    ),
    refuses={
        "knuth": "a nagenawa has no Knuth text (its clues are not one character a cell): write --to puzzlekit",
        "slink": "a Slink contest input holds Slitherlink puzzles, not nagenawa",
        "tatham": "a nagenawa cannot be written as a Tatham game ID: no Tatham game plays it",
        "mcc": "no exact-cover data is defined for genre 'nagenawa'",
    },
    puzzles=room_grids("nagenawa", ("?", "0", "1", "2", "3", "4", "9")),
    drawn=PZPRJS,
    loop_words={  # two loops, and two meeting at a point (a crossing), are the core's to allow
        "empty": "the loop is empty",
        "stray-edge": "cell r1c2 has 3 loop edges, not 0, 2 or 4",
    },
    made=(Made("nagenawa", 5, 5, 1), Made("nagenawa", 6, 7, 2)),
    logic=Logic(
        "trial",
        45,
        "The lines pass 3 cells of the room of the 3 at r1c1, so r1c1, r1c2 and r2c1 are on the loop."
        " r1c1 is on the loop with two ways left, so r1c1-r1c2 and r1c1-r2c1 are lines.",
    ),
    url=Url("https://puzz.link/p?nagenawa/6/6/alrrlafbaaqu3011314g223h", PZPRJS, saved="pzprv3\nnagenawa\n6\n6\n"),
    pzprjs=Pzprjs(),
)

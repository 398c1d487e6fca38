"""Maxi Loop: a loop through every cell; a room's number is the most cells of it the loop passes in one visit."""

from __future__ import annotations

from conformance.cases.countryroad import text
from conformance.table import (
    CENTRE_LOOP_WORDS,
    Broken,
    Codec,
    Count,
    Logic,
    Made,
    Pzprjs,
    Table,
    Url,
    room_grids,
)

DRAWN = text("AAAA BBCC BBCC", {"A": 4})
SPLIT = text("ABA CCC", {"A": 2, "B": 1})
QUARTERS = "AABB AABB CCDD CCDD"

TABLE = Table(
    genre="maxi",
    counts=(
        Count("2x2-unique", text("AB AB", {"A": 2}), 1),
        Count("2x2-one-none", text("AB AB", {"A": 1}), 0),
        Count("2x2-whole-board-unique", text("AA AA", {"A": 4}), 1),
        Count("2x2-whole-board-short-none", text("AA AA", {"A": 3}), 0),
        Count("3x3-odd-none", text("AAB AAB CCB", {}), 0),  # no loop passes through an odd number of cells
        Count("3x4-unnumbered-two", text("AAAA BBCC BBCC", {}), 2),
        Count("3x4-unique", DRAWN, 1),
        Count("4x4-unnumbered-six", text(QUARTERS, {}), 6),
        Count("4x4-four-four", text(QUARTERS, {"A": 4}), 4),
        Count("4x4-three-two", text(QUARTERS, {"A": 3}), 2),
        Count("4x4-columns-unique", text("ABCD ABCD ABCD ABCD", {"A": 4, "D": 2}), 1),
    ),
    broken=(
        Broken("cell-left-out", text("AAA AAA AAA", {}), "##\n##", "the loop does not pass through r2c2"),
        Broken(
            "visit-too-long",
            text("AB AB", {"A": 1}),
            "#",
            "the loop passes 2 cells of the room of the 1 at r1c1 in one visit, more than 1",
        ),
        Broken(
            "visits-too-short",
            text(QUARTERS, {"A": 4}),
            "###\n#.#\n#.#",
            "the loop's longest visit to the room of the 4 at r1c1 is 3 cells, not 4",
        ),
    ),
    codecs=(
        Codec("drawn", DRAWN),
        Codec("unknown-and-large-numbers", "3 3\n17 - -\n- - -\n? - -\n1 1 2\n1 1 2\n3 3 2\n"),
        Codec(
            "split-room",
            SPLIT,
            refuses={
                "puzzlink": "a maxi cannot be written as a puzz.link URL: the room of r1c3 is in two pieces",
                "pzprv3": "a maxi cannot be written as a pzprv3 file: the room of r1c3 is in two pieces",
            },
        ),
    ),
    refuses={
        "knuth": "a maxi has no Knuth text (its clues are not one character a cell): write --to puzzlekit",
        "slink": "a Slink contest input holds Slitherlink puzzles, not maxi",
        "tatham": "a maxi cannot be written as a Tatham game ID: no Tatham game plays it",
        "mcc": "no exact-cover data is defined for genre 'maxi'",
    },
    puzzles=room_grids("maxi", ("?", "1", "2", "3", "17")),
    drawn=DRAWN,
    loop_words=CENTRE_LOOP_WORDS,
    made=(Made("maxi", 4, 5, 1), Made("maxi", 6, 7, 2)),  # 5x5: no loop passes through 25 cells
    logic=Logic("trial", 12, "The loop passes through r1c1, so r1c1-r1c2 and r1c1-r2c1 are lines."),
    url=Url(
        "https://puzz.link/p?maxi/6/6/2859nc6dh1oi6g21",
        (
            "6 6\n6 - - - - -\n- - - - - -\n- - - 2 - -\n- - - - - -\n- 1 - - - -\n- - - - - -\n"
            "1 1 1 1 2 2\n1 1 2 2 2 2\n2 2 2 3 3 2\n2 2 3 3 3 2\n2 4 4 2 3 2\n2 2 4 2 2 2\n"
        ),
        saved="pzprv3.2\nmaxi\n6\n6\n",
    ),
    pzprjs=Pzprjs(),
)

"""Detour: a loop through every cell that turns in each numbered room as often as its number says."""

from __future__ import annotations

from conformance.cases.countryroad import text
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

DRAWN = text("AAAA BBCC BBCC", {"A": 2})
SPLIT = text("ABA CCC", {"A": 2, "B": 1})

TABLE = Table(
    genre="detour",
    counts=(
        Count("2x2-unique", text("AB AB", {"A": 2}), 1),
        Count("2x2-one-turn-none", text("AB AB", {"A": 1}), 0),
        Count("3x3-odd-none", text("AAB AAB CCB", {}), 0),  # no loop passes through an odd number of cells
        Count("3x4-unnumbered-two", text("AAAA BBCC BBCC", {}), 2),
        Count("3x4-unique", DRAWN, 1),
        Count("4x4-three-turns-two", text("AABB AABB CCDD CCDD", {"A": 3, "D": 3}), 2),
        Count("4x4-rows-three", text("AAAA BBBB CCCC DDDD", {"B": 2, "C": 2}), 3),
        Count("4x4-straight-row-unique", text("AAAA BBBB CCCC DDDD", {"B": 0}), 1),
    ),
    broken=(
        Broken("cell-left-out", text("AAA AAA AAA", {}), "##\n##", "the loop does not pass through r2c2"),
        Broken("turns", text("AB AB", {"A": 1}), "#", "the loop makes 2 turns in the room of the 1 at r1c1"),
    ),
    codecs=(
        Codec("drawn", DRAWN),
        Codec("unknown-zero-and-large-numbers", "3 3\n17 - 0\n- - -\n? - -\n1 1 2\n1 1 2\n3 3 2\n"),
        Codec(
            "split-room",
            SPLIT,
            refuses={
                "puzzlink": "a detour cannot be written as a puzz.link URL: the room of r1c3 is in two pieces",
                "pzprv3": "a detour cannot be written as a pzprv3 file: the room of r1c3 is in two pieces",
            },
        ),
    ),
    refuses={
        "knuth": "a detour has no Knuth text (its clues are not one character a cell): write --to puzzlekit",
        "slink": "a Slink contest input holds Slitherlink puzzles, not detour",
        "tatham": "a detour cannot be written as a Tatham game ID: no Tatham game plays it",
        "mcc": "no exact-cover data is defined for genre 'detour'",
    },
    puzzles=room_grids("detour", ("?", "0", "1", "2", "17")),
    drawn=DRAWN,
    loop_words=CENTRE_LOOP_WORDS,
    made=(Made("detour", 4, 5, 1), Made("detour", 6, 7, 2)),  # 5x5: no loop passes through 25 cells
    logic=Logic(
        "direct",
        14,
        (
            "The loop passes through r1c1, so the loop turns in r1c1. The loop's lines at r1c1 go straight or "
            "turn, so r1c1-r1c2 is a line."
        ),
    ),
    dataset=Dataset("Detour", 80),
    url=Url(
        "https://puzz.link/p?detour/6/5/i5rpid6hgqh423",
        (
            "5 6\n- - - - 4 -\n- - - - - -\n- 2 - - 3 -\n- - - - - -\n- - - - - -\n1 2 2 2 3 3\n1 1 1 2 2 3\n"
            "1 4 2 2 5 3\n1 4 5 5 5 3\n1 4 4 4 5 5\n"
        ),
        saved="pzprv3.2\ndetour\n5\n6\n1 0 0 1 0 \n",
    ),  # no flag line
    pzprjs=Pzprjs(),
)

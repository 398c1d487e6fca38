"""Sheep and Wolves Slitherlink (swslither): Slitherlink's numbers; sheep (5) inside the loop, wolves (6) outside."""

from __future__ import annotations

from conformance.table import Broken, Codec, Count, Logic, Made, Pzprjs, Table, Url, clue_grids

DRAWN = "6.3.\n..12\n522.\n"

TABLE = Table(
    genre="sheepwolvesslitherlink",
    counts=(
        Count("1x1-sheep-unique", "5\n", 1),
        Count("1x1-wolf-none", "6\n", 0),
        Count("1x2-sheep-and-wolf", "56\n", 1),
        Count("2x2-sheep-seven", "5.\n..\n", 7),
        Count("2x2-wolf-six", "6.\n..\n", 6),
        Count("2x2-sheep-everywhere", "55\n55\n", 1),
        Count("2x2-sheep-and-wolf-across", "5.\n.6\n", 4),
        Count("2x2-number-and-sheep", "3.\n.5\n", 2),
        Count("2x2-unknown-thirteen", "?.\n..\n", 13),
        Count("3x3-wolf-in-the-middle", "...\n.6.\n...\n", 52),
        Count("3x3-two-wolves-a-sheep", "6..\n.5.\n..6\n", 49),
        Count("3x4-unique", DRAWN, 1),
    ),
    broken=(
        Broken("sheep-outside", "5.\n..\n", ".#\n..", "the sheep at r1c1 is outside the loop"),
        Broken("wolf-inside", "6.\n..\n", "#.\n..", "the wolf at r1c1 is inside the loop"),
        Broken("number", "2.\n..\n", "##\n..", "the clue 2 at r1c1 has 3 loop edges around it"),
    ),
    codecs=(
        Codec("one-cell", "5\n"),
        Codec("every-kind", "3561\n2?.0\n"),
        Codec("sparse", "5.1\n.?6\n"),
        Codec("long-run", "." * 30 + "6\n"),
        Codec("blank", "...\n...\n"),
    ),
    refuses={
        "slink": "a Slink contest input holds Slitherlink puzzles, not sheepwolvesslitherlink",
        "tatham": "a sheepwolvesslitherlink cannot be written as a Tatham game ID: no Tatham game plays it",
        "puzzlekit": "the puzzlekit dataset has no sheepwolvesslitherlink puzzles: loopcp knows no text for it",
        "mcc": "no exact-cover data is defined for genre 'sheepwolvesslitherlink'",
    },
    puzzles=clue_grids("sheepwolvesslitherlink", rows=(1, 3), cols=(1, 4)),
    drawn=DRAWN,
    loop_words={
        "empty": "the loop is empty",
        "two-loops": "the edges form more than one loop: the one through "
        "the top-left corner of r1c1 passes 4 of the 8 points the edges touch",
        "pinched": "the top-left corner of r2c2 has 4 loop edges, not 0 or 2",
        "stray-edge": "the top-left corner of r1c2 has 3 loop edges, not 0 or 2",
    },
    made=(Made("sheepwolvesslitherlink", 4, 4, 1), Made("sheepwolvesslitherlink", 5, 6, 2)),
    logic=Logic(
        "trial",
        29,
        "The wolf at r1c1 is outside the loop, so r1c1 lies outside the loop. r1c1 and the board's outside lie on"
        " the same side, so the top edge of r1c1 is a cross.",
    ),
    url=Url(
        "https://puzz.link/p?swslither/5/5/2c5a2a5c2a136a3c6a3",
        "2...5\n.2.5.\n..2.1\n36.3.\n..6.3\n",
        "pzprv3.1\nswslither\n5\n5\n2 . . . 5 \n",
    ),
    pzprjs=Pzprjs(),
)

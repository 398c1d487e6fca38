"""Vertex Slitherlink (vslither): a number counts its cell's corners that the loop passes through."""

from __future__ import annotations

from conformance.table import Broken, Codec, Count, Logic, Made, Pzprjs, Table, Url, clue_grids

DRAWN = "3...\n2..0\n....\n"

TABLE = Table(
    genre="vertexslitherlink",
    counts=(
        Count("1x1-four-unique", "4\n", 1),
        Count("1x1-three-none", "3\n", 0),
        Count("1x2-unique", "44\n", 1),
        Count("2x2-zeros-none", "00\n00\n", 0),
        Count("2x2-one-unique", "1.\n..\n", 1),
        Count("2x2-three-two", "3.\n..\n", 2),
        Count("2x2-unknown-thirteen", "?.\n..\n", 13),
        Count("2x3-fifteen", "4..\n...\n", 15),
        Count("3x3-centre-zero-unique", "...\n.0.\n...\n", 1),
        Count("3x3-four", "2..\n.3.\n..2\n", 4),
        Count("3x4-unique", DRAWN, 1),
    ),
    broken=(
        Broken("too-few-corners", "2..\n...\n", "..#\n...", "the clue 2 at r1c1 has 0 corners on the loop"),
        Broken("too-many-corners", "1.\n..\n", "#.\n..", "the clue 1 at r1c1 has 4 corners on the loop"),
        Broken("one-corner-short", ".3.\n...\n", "#..\n...", "the clue 3 at r1c2 has 2 corners on the loop"),
    ),
    codecs=(
        Codec("one-cell", "4\n"),
        Codec("every-cell-clued", "3213\n2?12\n"),
        Codec("sparse", "3.1\n.?4\n"),
        Codec("blank", "...\n...\n"),
    ),
    refuses={
        "slink": "a Slink contest input holds Slitherlink puzzles, not vertexslitherlink",
        "tatham": "a vertexslitherlink cannot be written as a Tatham game ID: no Tatham game plays it",
        "puzzlekit": "the puzzlekit dataset has no vertexslitherlink puzzles: loopcp knows no text for it",
        "mcc": "no exact-cover data is defined for genre 'vertexslitherlink'",
    },
    puzzles=clue_grids("vertexslitherlink", rows=(1, 3), cols=(1, 4)),
    drawn=DRAWN,
    loop_words={
        "empty": "the loop is empty",
        "two-loops": "the edges form more than one loop: the one through "
        "the top-left corner of r1c1 passes 4 of the 8 points the edges touch",
        "pinched": "the top-left corner of r2c2 has 4 loop edges, not 0 or 2",
        "stray-edge": "the top-left corner of r1c2 has 3 loop edges, not 0 or 2",
    },
    made=(Made("vertexslitherlink", 4, 4, 1), Made("vertexslitherlink", 5, 6, 2)),
    logic=Logic(
        "trial",
        17,
        "The 0 at r2c4 has none of its corners on the loop, so the top edge of r2c4, the top edge of r3c4, the left"
        " edge of r2c4, the right edge of r2c4, the top edge of r2c3, the left edge of r1c4, the right edge of r1c4,"
        " the top edge of r3c3, the left edge of r3c4 and the right edge of r3c4 are crosses.",
    ),
    url=Url(
        "https://puzz.link/p?vslither/5/5/62342dici32337c",
        "1.234\n23...\n..2..\n...32\n332.2\n",
        "pzprv3\nvslither\n5\n5\n1 . 2 3 4 \n",
    ),
    pzprjs=Pzprjs(),
)

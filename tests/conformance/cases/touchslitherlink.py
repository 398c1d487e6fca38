"""Touch Slitherlink (tslither): a number counts the separate places where the loop touches its cell."""

from __future__ import annotations

from conformance.table import Broken, Codec, Count, Logic, Made, Pzprjs, Table, Url, clue_grids

DRAWN = ".22.\n1...\n..3.\n"

TABLE = Table(
    genre="touchslitherlink",
    counts=(
        Count("1x1-one-the-loop-round-it", "1\n", 1),
        Count("1x1-zero-none", "0\n", 0),
        Count("1x1-two-none", "2\n", 0),
        Count("1x2-ones-three", "11\n", 3),
        Count("2x2-zeros-none", "00\n00\n", 0),
        Count("2x2-one-twelve", "1.\n..\n", 12),
        Count("2x2-two-unique", "2.\n..\n", 1),
        Count("2x2-four-none", "4.\n..\n", 0),
        Count("2x2-unknown-thirteen", "?.\n..\n", 13),
        Count("3x3-centre-four-unique", "...\n.4.\n...\n", 1),
        Count("3x3-two-and-one", ".2.\n...\n.1.\n", 26),
        Count("3x4-unique", DRAWN, 1),
    ),
    broken=(
        Broken("untouched-two", "2..\n...\n", "..#\n...", "the loop touches the clue 2 at r1c1 nowhere"),
        Broken("touched-zero", "0.\n..\n", ".#\n..", "the loop touches the clue 0 at r1c1 in one place"),
        Broken(
            "one-touched-twice", ".1.\n...\n...\n", "#.#\n#.#\n###", "the loop touches the clue 1 at r1c2 in two places"
        ),
        Broken("three-touched-once", ".3.\n...\n", "#..\n...", "the loop touches the clue 3 at r1c2 in one place"),
    ),
    codecs=(
        Codec("one-cell", "1\n"),
        Codec("every-cell-clued", "3213\n2?12\n"),
        Codec("sparse", "3.1\n.?4\n"),
        Codec("blank", "...\n...\n"),
    ),
    refuses={
        "slink": "a Slink contest input holds Slitherlink puzzles, not touchslitherlink",
        "tatham": "a touchslitherlink cannot be written as a Tatham game ID: no Tatham game plays it",
        "puzzlekit": "the puzzlekit dataset has no touchslitherlink puzzles: loopcp knows no text for it",
        "mcc": "no exact-cover data is defined for genre 'touchslitherlink'",
    },
    puzzles=clue_grids("touchslitherlink", rows=(1, 3), cols=(1, 4)),
    drawn=DRAWN,
    loop_words={
        "empty": "the loop is empty",
        "two-loops": "the edges form more than one loop: the one through "
        "the top-left corner of r1c1 passes 4 of the 8 points the edges touch",
        "pinched": "the top-left corner of r2c2 has 4 loop edges, not 0 or 2",
        "stray-edge": "the top-left corner of r1c2 has 3 loop edges, not 0 or 2",
    },
    made=(Made("touchslitherlink", 4, 4, 1), Made("touchslitherlink", 5, 6, 2)),
    logic=Logic(
        "trial",
        21,
        "The loop touches the 3 at r3c3 in three places, so the top edge of r3c2, the left edge of r2c3, the top edge"
        " of r3c4, the left edge of r2c4, the bottom edge of r3c2 and the bottom edge of r3c4 are lines.",
    ),
    url=Url(
        "https://puzz.link/p?tslither/5/5/k77cbk2232b",
        ".....\n2.2.2\n..1..\n.....\n22321\n",
        "pzprv3\ntslither\n5\n5\n. . . . . \n",
    ),
    pzprjs=Pzprjs(),
)

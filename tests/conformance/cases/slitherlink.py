"""Slitherlink and SuperSlitherlink (letters): clues count the loop edges around cells."""

from __future__ import annotations

from hypothesis import strategies as st

from conformance.table import Broken, Codec, Count, Logic, Made, Table, clue_grids, lettered

TABLE = Table(
    genre="slitherlink",
    counts=(
        Count("1x2-unique", "33\n", 1),
        Count("2x2-two", "3.\n.3\n", 2),
        Count("2x2-zeros-none", "00\n00\n", 0),
        Count("2x3-eleven", "3..\n...\n", 11),
        Count("2x3-unique", ".3.\n3.3\n", 1),
        Count("3x3-none", "2..\n.3.\n..2\n", 0),
        Count("3x3-twenty", "...\n.0.\n...\n", 20),
        Count("3x4-unique", "3..3\n.22.\n3..3\n", 1),
        Count("3x4-four", ".3.2\n1...\n.2.3\n", 4),
        Count("superslitherlink-2x2-unique", "aa\n..\n!a=4\n", 1),
        Count("superslitherlink-2x2-nine", "a.\n.a\n!a=4\n", 9),
        Count("superslitherlink-2x2-none", "ab\nab\n!a=3\n!b=3\n", 0),
    ),
    broken=(
        Broken("clue-too-many", "3.\n..\n", "#.\n..", "the clue 3 at r1c1 has 4 loop edges around it"),
        Broken("clue-too-few", "2..\n...\n", "..#\n...", "the clue 2 at r1c1 has 0 loop edges around it"),
        Broken(
            "superslitherlink-internal-edge-right",
            "aa\n..\n!a=3\n",
            "#.\n..",
            "the right edge of r1c1 lies inside region a and is on the loop",
        ),
        Broken(
            "superslitherlink-internal-edge-below",
            "a.\na.\n!a=3\n",
            "#.\n..",
            "the bottom edge of r1c1 lies inside region a and is on the loop",
        ),
        Broken(
            "superslitherlink-letter-count",
            "aa\n..\n!a=4\n",
            "..\n##",
            "region a has 2 boundary edges on the loop, clue 4",
        ),
    ),
    codecs=(
        Codec("one-cell", "3\n"),
        Codec("every-cell-clued", "3213\n2012\n"),
        Codec(
            "sparse",
            "3.1\n.24\n",
            refuses={"slink": "a Slink contest input needs every cell clued 0-3; cell r1c2 is blank"},
        ),
        Codec(
            "superslitherlink",
            "aa1\n.2.\n!a=3\n",
            refuses={
                "slink": "a Slink contest input holds Slitherlink puzzles, not superslitherlink",
                "tatham": "a SuperSlitherlink cannot be written as a Tatham game ID: Loopy has no region clues",
                "puzzlink": "a SuperSlitherlink cannot be written as a puzz.link URL: slither has no region clues",
                "pzprv3": "a superslitherlink cannot be written as a pzprv3 file: slither has no region clues",
                "puzzlekit": "the puzzlekit text has no regions: a superslitherlink cannot be written in it",
            },
        ),
    ),
    refuses={},
    puzzles=st.one_of(
        clue_grids("slitherlink", rows=(1, 3), cols=(1, 4)),
        lettered(clue_grids("slitherlink", rows=(1, 3), cols=(1, 3))),
        clue_grids("slitherlink", rows=(1, 3), cols=(1, 4), alphabet="0123"),  # what a Slink input holds
    ),
    drawn="3..3\n.22.\n3..3\n",
    loop_words={
        "empty": "the loop is empty",
        "two-loops": "the edges form more than one loop: the one through "
        "the top-left corner of r1c1 passes 4 of the 8 points the edges touch",
        "pinched": "the top-left corner of r2c2 has 4 loop edges, not 0 or 2",
        "stray-edge": "the top-left corner of r1c2 has 3 loop edges, not 0 or 2",
    },
    made=(Made("slitherlink", 4, 4, 1), Made("superslitherlink", 4, 4, 1)),
    logic=Logic(
        "deep",
        26,
        (
            "The 3 at r1c1 needs a line at its top-left corner, whose two edges are all the point has left, so the "
            "top edge of r1c1 and the left edge of r1c1 are lines."
        ),
    ),
)

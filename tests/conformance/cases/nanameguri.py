"""Nanameguri: a loop through cell centres that visits every region once, and every diagonal without crossing it.

Rows of tokens are apart by '|' here, since '/' is a diagonal.
"""

from __future__ import annotations

from conformance.table import CENTRE_LOOP_WORDS, Broken, Codec, Count, Logic, Made, Pzprjs, Table, token_grids


def text(tokens: str, regions: str) -> str:
    """The text of rows of tokens, then of region numbers (rows apart by '|', tokens by blanks; '-' no diagonal)."""
    grid = [row.split() for row in tokens.split("|")]
    ids = [row.split() for row in regions.split("|")]
    return "\n".join([f"{len(grid)} {len(grid[0])}", *(" ".join(r) for r in grid + ids)]) + "\n"


DRAWN = text("- - - - -|- - \\ - -|/ - - - \\|- - - - -", "1 2 2 2 3|4 4 4 4 3|4 5 5 4 3|4 6 6 3 3")
EVERY = text("\\ / -|- \\ /", "1 1 2|3 3 2")

TABLE = Table(
    genre="nanameguri",
    counts=(
        Count("2x2-one-region-unique", text("- -|- -", "1 1|1 1"), 1),
        Count("3x3-one-region-13", text("- - -|- - -|- - -", "1 1 1|1 1 1|1 1 1"), 13),
        Count("3x3-corner-diagonal-none", text("\\ - -|- - -|- - -", "1 1 1|1 1 1|1 1 1"), 0),
        Count("3x3-two-regions-10", text("- - -|- - -|- - -", "1 1 1|1 1 1|2 2 2"), 10),
        Count("3x3-three-rows-none", text("- - -|- - -|- - -", "1 1 1|2 2 2|3 3 3"), 0),
        Count("3x3-slash-four", text("- - -|- / -|- - -", "1 1 1|1 1 1|1 1 1"), 4),
        Count("3x4-rooms-seven", text("- - - -|- \\ - -|- - - -", "1 1 2 2|1 1 2 2|3 3 3 3"), 7),
        Count("4x5-drawn-unique", DRAWN, 1),
    ),
    broken=(
        Broken(
            "crosses-diagonal",
            text("- - -|- \\ -|- - -", "1 1 1|1 1 1|1 1 1"),
            "#.\n#.",
            "the loop crosses the diagonal at r2c2",
        ),
        Broken(
            "misses-diagonal",
            text("- - -|- \\ -|- - -", "1 1 1|1 1 1|1 1 1"),
            "##\n##",
            "the loop misses the diagonal at r2c2",
        ),
        Broken(
            "region-unvisited",
            text("- - -|- - -|- - -", "1 1 1|1 1 1|2 2 2"),
            "#.\n..",
            "the loop never visits the region of r3c1",
        ),
        Broken(
            "region-twice",
            text("- - -|- - -|- - -", "1 1 2|3 1 2|3 1 1"),
            "##\n##",
            "the loop enters the region of r1c1 more than once",
        ),
    ),
    codecs=(
        Codec("drawn", DRAWN),
        Codec("every-diagonal", EVERY),
        Codec(
            "split-room",
            text("- \\ -|/ - -", "1 2 1|1 1 2"),
            refuses={
                "puzzlink": "a nanameguri cannot be written as a puzz.link URL: the room of r1c3 is in two pieces",
                "pzprv3": "a nanameguri cannot be written as a pzprv3 file: the room of r1c3 is in two pieces",
            },
        ),
    ),
    refuses={
        "knuth": "a nanameguri has no Knuth text (its clues are not one character a cell): write --to puzzlekit",
        "slink": "a Slink contest input holds Slitherlink puzzles, not nanameguri",
        "tatham": "a nanameguri cannot be written as a Tatham game ID: no Tatham game plays it",
        "mcc": "no exact-cover data is defined for genre 'nanameguri'",
    },
    puzzles=token_grids("nanameguri", ("\\", "/"), rooms=True),
    drawn=DRAWN,
    loop_words=CENTRE_LOOP_WORDS,
    made=(Made("nanameguri", 5, 5, 1), Made("nanameguri", 6, 7, 2)),
    logic=Logic("direct", 21, "The loop does not cross the diagonal at r3c1, so r2c1-r3c1 is a cross."),
    pzprjs=Pzprjs(),
)

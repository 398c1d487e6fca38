"""Kurarin: shade cells, loop through all the others; black, grey and white dots weigh the shaded cells they touch."""

from __future__ import annotations

from conformance.table import CENTRE_LOOP_WORDS, Broken, Codec, Count, Logic, Made, Pzprjs, Table, Url, token_grids


def text(rows: str) -> str:
    """The text of rows of tokens (rows apart by '/', tokens by blanks; '-' a cell without a dot)."""
    grid = [row.split() for row in rows.split("/")]
    return "\n".join([f"{len(grid)} {len(grid[0])}", *(" ".join(row) for row in grid)]) + "\n"


DRAWN = text("- - - -/- wggb - -/- - - w.w./- - - -")
EVERY = text("bgwb w... .g../...g - b...")  # dots beyond the last column and row: off the board

TABLE = Table(
    genre="kurarin",
    counts=(
        Count("2x2-unique", text("- -/- -"), 1),
        Count("2x2-black-centre-none", text("b... -/- -"), 0),
        Count("3x3-free-13", text("- - -/- - -/- - -"), 13),
        Count("3x3-white-corner-8", text("...w - -/- - -/- - -"), 8),
        Count("3x3-black-corner-unique", text("...b - -/- - -/- - -"), 1),
        Count("3x3-grey-side-3", text(".g.. - -/- - -/- - -"), 3),
        Count("3x3-grey-centre-none", text("g... - -/- - -/- - -"), 0),
        Count("3x4-mixed-3", text("- .b.. - -/- - ...w -/- - - -"), 3),
        Count("4x4-drawn-unique", DRAWN, 1),
    ),
    broken=(
        Broken(
            "black-dot",
            text("b... - -/- - -/- - -"),
            "##\n##",
            "the black dot at r1c1 touches 0 shaded cells of 1",
        ),
        Broken(
            "grey-dot",
            text(".g.. - -/- - -/- - -"),
            "##\n##",
            "the grey dot between r1c1 and r1c2 touches 0 shaded cells of 2",
        ),
        Broken(
            "white-dot",
            text("...w - -/- - -/- - -"),
            "..\n.#",
            "the white dot amid r1c1-r2c2 touches 3 shaded cells of 4",
        ),
    ),
    codecs=(
        Codec("drawn", DRAWN),
        Codec("every-place", text("bgwb w... g.w./gb.. - b...")),
        Codec(
            "off-the-board",
            EVERY,
            refuses={
                "puzzlink": "a kurarin cannot be written as a puzz.link URL: the dot of r1c3 beyond it lies off the"
                " board",
                "pzprv3": "a kurarin cannot be written as a pzprv3 file: the dot of r1c3 beyond it lies off the board",
            },
        ),
    ),
    refuses={
        "knuth": "a kurarin has no Knuth text (its clues are not one character a cell): write --to puzzlekit",
        "slink": "a Slink contest input holds Slitherlink puzzles, not kurarin",
        "tatham": "a kurarin cannot be written as a Tatham game ID: no Tatham game plays it",
        "mcc": "no exact-cover data is defined for genre 'kurarin'",
    },
    puzzles=token_grids("kurarin", ("b...", ".g..", "..w.", "...b", "wgbw", "g.w.")),
    drawn=DRAWN,
    loop_words=CENTRE_LOOP_WORDS,
    made=(Made("kurarin", 5, 5, 1), Made("kurarin", 6, 7, 2)),
    logic=Logic(
        "direct",
        15,
        "The white dot at r2c2 touches fewer shaded cells than unshaded, so r2c2 is on the loop. The grey dot between"
        " r2c2 and r2c3 touches as many shaded cells as unshaded, so r2c3 is shaded. r2c3 is shaded, so r2c2-r2c3,"
        " r2c3-r2c4, r1c3-r2c3 and r2c3-r3c3 are crosses.",
    ),
    url=Url(
        "https://puzz.link/p?kurarin/6/6/g12mcl3h4m4i8m8g2m4l23h",
        text(
            "- .b.. .g.. - ...w -/- ..w. - ...b - -/...b - - - ...g -/- ...g - - ..g. -/...b - - - - -"
            "/- - .g.. .w.. - -"
        ),
        "pzprv3\nkurarin\n6\n6\n",
    ),
    pzprjs=Pzprjs(),
)

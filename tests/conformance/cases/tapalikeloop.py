"""Tapa-Like Loop: a loop through cell centres that avoids the clues; a clue lists the runs of loop cells round it."""

from __future__ import annotations

from conformance.table import CENTRE_LOOP_WORDS, Broken, Codec, Count, Logic, Made, Pzprjs, Table, Url, token_grids


def text(rows: str) -> str:
    """The text of rows of tokens (rows apart by '/', tokens by blanks; '-' a cell without a clue)."""
    grid = [row.split() for row in rows.split("/")]
    return "\n".join([f"{len(grid)} {len(grid[0])}", *(" ".join(row) for row in grid)]) + "\n"


DRAWN = text("- - - - -/- - 2,3 - -/- - - - -/- 4 - - -")
EVERY = text("0 8 ? 1,?/1,1,1 2,1,1,1 ?,?,?,? 3,4/- - - -")

TABLE = Table(
    genre="tapalikeloop",
    counts=(
        Count("2x2-free-unique", text("- -/- -"), 1),
        Count("3x3-one-unique", text("1 - -/- - -/- - -"), 1),
        Count("3x3-eight-right-round-none", text("- - -/- 8 -/- - -"), 0),
        Count("3x3-lone-unknown-none", text("- - -/- ? -/- - -"), 0),
        Count("3x4-zero-three", text("0 - - -/- - - -/- - - -"), 3),
        Count("3x4-two-two", text("- - - -/- 2 - -/- - - -"), 2),
        Count("3x4-three-unique", text("- - - -/- 3 - -/- - - -"), 1),
        Count("3x4-one-one-none", text("- - - -/- 1,1 - -/- - - -"), 0),
        Count("4x5-drawn-unique", DRAWN, 1),
    ),
    broken=(
        Broken("clue-on-loop", text("2 -/- -"), "#", "the loop passes through the clue at r1c1"),
        Broken(
            "runs",
            text("- - - -/- 2 - -/- - - -"),
            "..#\n..#",
            "the clue 2 at r2c2 sees runs of 3 loop cells round it",
        ),
        Broken(
            "no-run",
            text("1 - - -/- - - -/- - - -"),
            "..#\n..#",
            "the clue 1 at r1c1 sees no loop cell round it",
        ),
        Broken(
            "right-round",
            text("- - -/- 8 -/- - -"),
            "##\n##",
            "the clue 8 at r2c2 has the loop right round it",
        ),
    ),
    codecs=(
        Codec("drawn", DRAWN),
        Codec("every-kind-of-clue", EVERY),
        Codec(
            "five-runs",
            text("1,1,1,1,1 - -/- - -"),
            refuses={
                "puzzlink": "a tapalikeloop cannot be written as a puzz.link URL: the clue 1,1,1,1,1 lists 5 runs,"
                " and the URL holds 4 a clue at most",
            },
        ),
    ),
    refuses={
        "knuth": "a tapalikeloop has no Knuth text (its clues are not one character a cell): write --to puzzlekit",
        "slink": "a Slink contest input holds Slitherlink puzzles, not tapalikeloop",
        "tatham": "a tapalikeloop cannot be written as a Tatham game ID: no Tatham game plays it",
        "mcc": "no exact-cover data is defined for genre 'tapalikeloop'",
    },
    puzzles=token_grids("tapalikeloop", ("0", "1", "3", "8", "?", "1,1", "2,?", "1,1,1")),
    drawn=DRAWN,
    loop_words=CENTRE_LOOP_WORDS,
    made=(Made("tapalikeloop", 5, 5, 1), Made("tapalikeloop", 6, 7, 2)),
    logic=Logic("trial", 22, "r4c1 has fewer than two ways left, so r3c1-r4c1 is a cross and r4c1 is off the loop."),
    url=Url(
        "https://puzz.link/p?tapaloop/6/6/g3t+32hart2g",
        text("- 3 - - - -/- - - - - -/- - - - 1,3,4 -/- 3,3 - - - -/- - - - - -/- - - - 2 -"),
        "pzprv3\ntapaloop\n6\n6\n",
    ),
    pzprjs=Pzprjs(),
)

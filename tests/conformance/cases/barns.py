"""Barns: a loop through every cell, never through a wall, straight over the ice and crossing itself only there."""

from __future__ import annotations

from hypothesis import strategies as st

from conformance.table import Broken, Codec, Count, Logic, Made, Pzprjs, Table, Url
from loopcp.genres.barns.codes import build
from loopcp.puzzle import Puzzle


def text(*rows: str) -> str:
    """The text of a board given row by row."""
    return f"{len(rows)} {len(rows[0].split())}\n" + "\n".join(rows) + "\n"


@st.composite
def boards(draw: st.DrawFn) -> Puzzle:
    """A board of 2 x 2 to 3 x 4 cells with random ice and walls (about half the cells plain)."""
    rows, cols = draw(st.integers(2, 3)), draw(st.integers(2, 4))
    marks = [
        [
            draw(st.sampled_from(("i", "e", "s", "es", "ie", "is", "ies", ".", ".", ".", ".", ".", ".", ".")))
            for _ in range(cols)
        ]
        for _ in range(rows)
    ]
    for i in range(rows):  # no wall on the board's edge
        for j in range(cols):
            kept = marks[i][j].replace("e" if j == cols - 1 else "", "").replace("s" if i == rows - 1 else "", "")
            marks[i][j] = kept or "."
    return build(Puzzle.of("barns", marks))


DRAWN = text("- - - - -", "- - e - -", "- i - - -", "e - - - -", "- - i - -")  # generated (barns 5x5, seed 1)
PZPRJS = text(
    "- e - - -", "- - i i s", "- i i i -", "- i i - -", "- - - - -"
)  # test/script/barns.js, 5/5/06ec080000100

TABLE = Table(
    genre="barns",
    counts=(
        Count("2x2-empty-one", text("- -", "- -"), 1),
        Count("2x2-wall-none", text("e -", "- -"), 0),
        Count("2x2-ice-in-a-corner-none", text("i -", "- -"), 0),
        Count("3x4-empty-two", text("- - - -", "- - - -", "- - - -"), 2),
        Count("3x3-ice-none", text("- - -", "- i -", "- - -"), 0),
        Count("4x4-empty-six", text("- - - -", "- - - -", "- - - -", "- - - -"), 6),  # no ice: no crossing
        Count("4x4-ice-two", text("- - - -", "- i - -", "- - - -", "- - - -"), 2),
        Count("4x4-ice-square-one", text("- - - -", "- i i -", "- i i -", "- - - -"), 1),  # four crossings
        Count("4x4-walls-one", text("- - - -", "- - es -", "- - - -", "- - - -"), 1),
        Count("3x5-ice-two", text("- - - - -", "- - i - -", "- - - - -"), 2),
    ),
    broken=(
        Broken("cell-missed", text("- - -", "- - -", "- - -"), "##\n##", "the loop does not pass through r2c2"),
        Broken("wall-crossed", text("e -", "- -"), "#", "the loop crosses the wall between r1c1 and r1c2"),
        Broken("turn-on-ice", text("i -", "- -"), "#", "the loop turns on the ice at r1c1"),
    ),
    codecs=(
        Codec("drawn", DRAWN),
        Codec("pzprjs", PZPRJS),
        Codec("walls-and-ice", text("ie s - i", "- is - -", "e - e -")),
    ),
    refuses={
        "knuth": "a barns has no Knuth text (its clues are not one character a cell): write --to puzzlekit",
        "slink": "a Slink contest input holds Slitherlink puzzles, not barns",
        "tatham": "a barns cannot be written as a Tatham game ID: no Tatham game plays it",
        "mcc": "no exact-cover data is defined for genre 'barns'",
    },
    puzzles=boards(),
    drawn=DRAWN,
    loop_words={
        "empty": "the loop is empty",
        "two-loops": "the edges form more than one loop: the one through cell r1c1 runs 4 of the 8 loop edges",
        "pinched": "cell r2c2 has 4 loop edges, not 0 or 2",  # r2c2 is not icy: no crossing there
        "stray-edge": "cell r1c2 has 3 loop edges, not 0 or 2",
    },
    made=(Made("barns", 5, 5, 1), Made("barns", 6, 7, 2)),
    logic=Logic("trial", 30, "The loop runs straight over the ice at r5c3, so r4c3-r5c3 is a cross."),
    url=Url("https://puzz.link/p?barns/5/5/06ec080000100", PZPRJS, saved="pzprv3\nbarns\n5\n5\n"),
    pzprjs=Pzprjs(),
)

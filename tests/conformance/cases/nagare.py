"""Nagareru-Loop: a directed loop through every arrow its way, never against a fan's wind nor straight across it."""

from __future__ import annotations

from hypothesis import strategies as st

from conformance.table import CENTRE_LOOP_WORDS, Broken, Codec, Count, Logic, Made, Pzprjs, Table, Url
from loopcp.puzzle import Puzzle


def text(*rows: str) -> str:
    """The text of a board given row by row."""
    return f"{len(rows)} {len(rows[0].split())}\n" + "\n".join(rows) + "\n"


@st.composite
def boards(draw: st.DrawFn) -> Puzzle:
    """A board of 2 x 2 to 3 x 4 cells with random arrows, shaded cells and fans."""
    rows, cols = draw(st.integers(2, 3)), draw(st.integers(2, 4))
    choices = ("n", "s", "w", "e", "#", "#n", "#s", "#w", "#e") + (".",) * 9
    tokens = [[draw(st.sampled_from(choices)) for _ in range(cols)] for _ in range(rows)]
    return Puzzle.of("nagare", tokens)


DRAWN = text(". . . #s", ". e . .", "#e . . .", ". . # .")
URL = "https://puzz.link/p?nagare/6/6/9e5c8f21g69b5e"

TABLE = Table(
    genre="nagare",
    counts=(
        Count("2x2-empty-one", text(". .", ". ."), 1),
        Count("2x3-empty-three", text(". . .", ". . ."), 3),
        Count("3x3-arrows-unique", text(". e .", ". # .", ". w ."), 1),
        Count("3x3-arrows-against-none", text(". e .", ". # .", ". e ."), 0),
        Count("3x3-arrow-in-wind-none", text("#s . .", "n . .", ". . ."), 0),
        Count("3x4-fan-twenty-one", text("#e . . .", ". . . .", ". . . ."), 21),
        Count("3x4-fans-six", text(". . . #s", ". . . .", "#e . . ."), 6),
        Count("4x4-drawn", DRAWN, 1),
    ),
    broken=(
        Broken(
            "through-shaded", text(". . .", ". # .", ". . ."), "#.\n..", "the loop passes through the shaded cell r2c2"
        ),
        Broken(
            "across-arrow",
            text(". . .", ". n .", ". . ."),
            "#.\n..",
            "the loop crosses the arrow at r2c2 instead of running along it",
        ),
        Broken(
            "against-arrow", text(". e .", ". . .", ". e ."), "##\n##", "the loop passes the arrow at r3c2 against it"
        ),
        Broken(
            "against-wind",
            text(". . e .", "#e . . .", ". . . ."),
            ".##\n...",
            "the loop runs against the wind of the fan at r2c1",
        ),
        Broken(
            "across-wind",
            text(". #s .", ". . .", ". # .", ". . ."),
            "..\n##\n##",
            "the loop runs straight across the wind at r2c2",
        ),
        Broken("arrow-missed", text(". . .", ". . .", ". . n"), "#.\n..", "the loop does not pass the arrow at r3c3"),
    ),
    codecs=(
        Codec("drawn", DRAWN),
        Codec("every-token", text("n s w e .", "# #n #s #w #e")),
    ),
    refuses={
        "knuth": "a nagare has no Knuth text (its clues are not one character a cell): write --to puzzlekit",
        "slink": "a Slink contest input holds Slitherlink puzzles, not nagare",
        "tatham": "a nagare cannot be written as a Tatham game ID: no Tatham game plays it",
        "mcc": "no exact-cover data is defined for genre 'nagare'",
    },
    puzzles=boards(),
    drawn=DRAWN,
    loop_words=CENTRE_LOOP_WORDS,
    made=(Made("nagare", 5, 5, 1), Made("nagare", 6, 7, 2)),
    logic=Logic("direct", 14, "The arrow at r2c2 points right, so r2c2-r3c2 and r1c2-r2c2 are crosses."),
    url=Url(
        URL,
        text("#e . . . . .", "# . . . #w .", ". . . . . s", "n . . . . .", ". . #n #e . .", "# . . . . ."),
        saved="pzprv3\nnagare\n6\n6\n",
    ),
    pzprjs=Pzprjs(),
)

"""Slalom: a directed loop from the start circle through every gate once, the numbered ones in their order."""

from __future__ import annotations

from hypothesis import strategies as st

from conformance.table import CENTRE_LOOP_WORDS, Broken, Codec, Count, Logic, Made, Pzprjs, Table, Url
from loopcp.puzzle import Puzzle


def text(*rows: str) -> str:
    """The text of a board given row by row."""
    return f"{len(rows)} {len(rows[0].split())}\n" + "\n".join(rows) + "\n"


@st.composite
def boards(draw: st.DrawFn) -> Puzzle:
    """A board of 2 x 2 to 3 x 4 cells with random gates, black cells and numbers, and one start circle."""
    rows, cols = draw(st.integers(2, 3)), draw(st.integers(2, 4))
    choices = ("|", "-", "#", "1", "2", "3", "1n", "2s", "1w", "3e") + (".",) * 8
    tokens = [[draw(st.sampled_from(choices)) for _ in range(cols)] for _ in range(rows)]
    i, j = draw(st.integers(0, rows - 1)), draw(st.integers(0, cols - 1))
    tokens[i][j] = "o"
    return Puzzle.of("slalom", tokens)


DRAWN = text("o . . .", ". # - #", ". . . .")
ORDERED = text("| . o 1n", ". . . .", ". - 3w .", ". | . .")
TEN = text(". . . . .", "- o . - 2", ". . . | 2")

TABLE = Table(
    genre="slalom",
    counts=(
        Count("2x2-start-unique", text("o .", ". ."), 1),
        Count("3x3-no-start-none", text(". . .", ". . .", ". . ."), 0),
        Count("3x4-one-gate-unique", DRAWN, 1),
        Count("3x4-two-gates-fourteen", text(". . . .", "- o . -", ". . . ."), 14),
        Count("3x4-numbered-gates-unique", text(". . . .", "- o . -", "# 1 2 ."), 1),
        Count("3x4-crossed-numbers-none", text(". 1s . .", "| o . -", ". . . 2"), 0),
        Count("3x5-order-four-of-ten", TEN, 4),
        Count("4x4-order-one-of-four", ORDERED, 1),
        Count("4x4-order-two-of-four", text(". . . -", ". 2 . .", ". | o .", ". - . 2s"), 2),
    ),
    broken=(
        Broken(
            "through-black",
            text("o . . .", ". # . .", ". . . ."),
            "#..\n...",
            "the loop passes through the black cell r2c2",
        ),
        Broken(
            "gate-twice",
            text("o - - .", ". . . .", ". . . ."),
            "##.\n...",
            "the loop passes the gate at r1c2 more than once",
        ),
        Broken(
            "start-missed",
            text(". . . .", ". . . o", ". . . ."),
            "#..\n...",
            "the loop does not pass through the start circle at r2c4",
        ),
        Broken("wrong-order", TEN, "....\n###.", "the loop passes the gate at r2c4 3rd from the start circle, not 2nd"),
        Broken(
            "gate-missed", text("o . . .", ". . . .", ". . . |"), "#..\n...", "the loop does not pass the gate at r3c4"
        ),
    ),
    codecs=(
        Codec("drawn", DRAWN),
        Codec("arrows-and-large-numbers", text("o | 17 -", "300e | # 4095w", "- . 1s ."), refuses={}),
        Codec(
            "no-start",
            text(". | .", "# . ."),
            refuses={"puzzlink": "a slalom cannot be written as a puzz.link URL without its start circle"},
        ),
        Codec(
            "huge-number",
            text("o 4096 -", ". . ."),
            refuses={"puzzlink": "a slalom cannot be written as a puzz.link URL: the number 4096 at r1c2 is over 4095"},
        ),
    ),
    refuses={
        "knuth": "a slalom has no Knuth text (its clues are not one character a cell): write --to puzzlekit",
        "slink": "a Slink contest input holds Slitherlink puzzles, not slalom",
        "tatham": "a slalom cannot be written as a Tatham game ID: no Tatham game plays it",
        "mcc": "no exact-cover data is defined for genre 'slalom'",
    },
    puzzles=boards(),
    drawn=DRAWN,
    loop_words=CENTRE_LOOP_WORDS,
    made=(Made("slalom", 5, 5, 1), Made("slalom", 6, 7, 2)),
    logic=Logic("direct", 8, "r1c1 is on the loop with two ways left, so r1c1-r1c2 and r1c1-r2c1 are lines."),
    url=Url(
        "https://puzz.link/p?slalom/d/6/6/9314131314131a1131ag0404j0101/33",
        text(". . . . . .", "- # . 4 - 4", "- # . # - #", ". . . . . .", ". # 1 - 1 .", ". . . o . ."),
        saved="pzprv3.3\nslalom\n6\n6\n",
    ),
    pzprjs=Pzprjs(),
)

"""Mejilink: a loop on the dotted lines; each region leaves as many of its dotted sides off the loop as it has cells."""

from __future__ import annotations

from hypothesis import strategies as st

from conformance.table import Broken, Codec, Count, Logic, Made, Pzprjs, Table, Url, load
from loopcp.puzzle import Puzzle

DRAWN = "3 4\ns e e s\nes e e s\ne e - -\n"
TWO = "4 4\n- es - -\ns es s s\n- e s -\n- e - -\n"  # a half turn keeps the board, not its loops


@st.composite
def dotted(draw: st.DrawFn) -> Puzzle:
    """Random dotted lines on a board of 1-3 x 1-4 cells."""
    m, n = draw(st.integers(1, 3)), draw(st.integers(1, 4))
    rows = []
    for i in range(m):
        row = []
        for j in range(n):
            token = ("e" if j < n - 1 and draw(st.booleans()) else "") + (
                "s" if i < m - 1 and draw(st.booleans()) else ""
            )
            row.append(token or "-")
        rows.append(" ".join(row))
    return load("mejilink", f"{m} {n}\n" + "\n".join(rows) + "\n")


TABLE = Table(
    genre="mejilink",
    counts=(
        Count("1x1-none", "1 1\n-\n", 0),  # the loop around it leaves no side off
        Count("1x2-dotted-unique", "1 2\ne -\n", 1),
        Count("1x2-one-region-none", "1 2\n- -\n", 0),
        Count("2x2-rows-unique", "2 2\ns s\n- -\n", 1),
        Count("2x2-columns-unique", "2 2\ne -\ne -\n", 1),
        Count("2x2-cells-none", "2 2\nes s\ne -\n", 0),
        Count("2x2-wall-none", "2 2\ne -\n- -\n", 0),
        Count("2x3-unique", "2 3\ne s -\ne - -\n", 1),
        Count("3x4-unique", DRAWN, 1),
        Count("4x4-half-turn-two", TWO, 2),
    ),
    broken=(
        Broken(
            "off-the-dotted-lines",
            "2 2\ne -\n- -\n",
            "#.\n..",
            "the loop runs between r1c1 and r2c1, where no dotted line is",
        ),
        Broken(
            "region-count",
            "2 2\ne -\n- -\n",
            "##\n##",
            "the region of r1c1 has 4 cells but 2 dotted sides off the loop",
        ),
    ),
    codecs=(
        Codec("drawn", DRAWN),
        Codec("walls", "2 3\ne s -\n- e -\n"),
        Codec("one-region", "2 2\n- -\n- -\n"),
    ),
    refuses={
        "knuth": "a mejilink has no Knuth text (its clues are not one character a cell): write --to puzzlekit",
        "slink": "a Slink contest input holds Slitherlink puzzles, not mejilink",
        "tatham": "a mejilink cannot be written as a Tatham game ID: no Tatham game plays it",
        "mcc": "no exact-cover data is defined for genre 'mejilink'",
    },
    puzzles=dotted(),
    drawn=DRAWN,
    loop_words={
        "empty": "the loop is empty",
        "two-loops": "the edges form more than one loop: the one through "
        "the top-left corner of r1c1 passes 4 of the 8 points the edges touch",
        "pinched": "the top-left corner of r2c2 has 4 loop edges, not 0 or 2",
        "stray-edge": "the top-left corner of r1c2 has 3 loop edges, not 0 or 2",
    },
    made=(Made("mejilink", 4, 5, 1), Made("mejilink", 6, 7, 2)),
    logic=Logic(
        "trial",
        21,
        "If the top edge of r1c4 is a cross, then the right edge of r1c4 is a line: the line into the top-right"
        " corner of r1c4 would have no way out; so the top edge of r1c4 is a line.",
    ),
    url=Url(
        "https://puzz.link/p?mejilink/4/4/g9rm4",
        "4 4\ns e e -\nes e e s\ns es e s\n- - - -\n",
        saved="pzprv3\nmejilink\n4\n4\n",
    ),
    pzprjs=Pzprjs(),
)

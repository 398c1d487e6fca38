"""Kaisu: a path from S to G through every cell; the k-th visit to a room passes k of its circles, or none."""

from __future__ import annotations

from hypothesis import strategies as st

from conformance.table import Broken, Codec, Count, Logic, Made, Pzprjs, Table, Url
from loopcp.puzzle import Puzzle


def text(tokens: list[str], rooms: list[str]) -> str:
    """The text of a board given by its rows of tokens and its rows of region numbers."""
    return f"{len(tokens)} {len(tokens[0].split())}\n" + "\n".join(tokens + rooms) + "\n"


@st.composite
def boards(draw: st.DrawFn) -> Puzzle:
    """A board of 1 x 2 to 3 x 3 cells with random rooms and circles, a start and a goal on two cells."""
    rows, cols = draw(st.integers(1, 3)), draw(st.integers(2, 3))
    tokens = [[draw(st.sampled_from((".", ".", "o"))) for _ in range(cols)] for _ in range(rows)]
    ids = [[draw(st.integers(0, 2)) for _ in range(cols)] for _ in range(rows)]
    cells = [(i, j) for i in range(rows) for j in range(cols)]
    start, goal = draw(st.lists(st.sampled_from(cells), min_size=2, max_size=2, unique=True))
    for (i, j), mark in ((start, "S"), (goal, "G")):
        tokens[i][j] = mark + tokens[i][j].strip(".")
    return Puzzle.of("kaisu", tokens, ids)


DRAWN = text(["S - o G", "- o o o", "o o o -", "- - o -"], ["0 0 0 1", "0 0 0 1", "0 0 0 1", "1 1 1 1"])
ONE_ROOM = ["0 0 0", "0 0 0", "0 0 0"]
SPLIT = ["0 0 1", "0 0 1", "0 0 1"]
PATH_WORDS = {  # test_rules.LOOP_RULES broken on DRAWN: what the verifier says first
    "empty": "r1c1 is not on the path, which passes every cell",
    "two-loops": "the path passes through the start at r1c1: it must end there",
    "pinched": "the path crosses itself at r2c2",
    "stray-edge": "the path branches at r1c2",
}

TABLE = Table(
    genre="kaisu",
    counts=(
        Count("1x2-unique", text(["S G"], ["0 0"]), 1),
        Count("2x2-side-unique", text(["S G", "- -"], ["0 0", "0 0"]), 1),
        Count("2x2-diagonal-none", text(["S -", "- G"], ["0 0", "0 0"]), 0),
        Count("2x2-no-goal-none", text(["S -", "- -"], ["0 0", "0 0"]), 0),
        Count("3x3-corners-two", text(["S - -", "- - -", "- - G"], ONE_ROOM), 2),
        Count("3x3-circle-first-visit", text(["S - -", "- - -", "o - G"], SPLIT), 1),
        Count("3x3-circles-second-visit", text(["S - -", "- o -", "- o G"], SPLIT), 1),
        Count("3x3-three-circles-none", text(["S o -", "- o -", "o - G"], ONE_ROOM), 0),
        Count("3x3-start-on-circle", text(["So - -", "- - -", "- - G"], ONE_ROOM), 2),
    ),
    broken=(
        Broken(
            "wrong-visit",
            text(["S - -", "- - -", "- - Go"], SPLIT),
            "edges: h0,0 h0,1 v0,2 h1,1 h1,0 v1,0 h2,0 h2,1",
            "the path's 2nd visit to the room of r1c3 (from r3c3) passes 1 circle, not 0 or 2",
        ),
        Broken(
            "dead-end",
            text(["S - G"], ["0 0 0"]),
            "edges: h0,0",
            "the path ends at r1c2, which is neither the start nor the goal",
        ),
        Broken(
            "through-start",
            text(["- S G"], ["0 0 0"]),
            "edges: h0,0 h0,1",
            "the path passes through the start at r1c2: it must end there",
        ),
        Broken(
            "cell-left-out",
            text(["S G -"], ["0 0 0"]),
            "edges: h0,0",
            "r1c3 is not on the path, which passes every cell",
        ),
        Broken("no-start", text(["- G"], ["0 0"]), "edges: h0,0", "the board has 0 starts, not one"),
    ),
    codecs=(
        Codec("drawn", DRAWN),
        Codec("ends-on-circles", text(["So o -", "o - Go"], ["0 0 1", "2 2 1"])),
        Codec(
            "no-goal",
            text(["S o", "- -"], ["0 0", "0 1"]),
            refuses={
                "puzzlink": "a kaisu cannot be written as a puzz.link URL without exactly one start and one goal",
                "pzprv3": "a kaisu cannot be written as a pzprv3 file without exactly one start and one goal",
            },
        ),
    ),
    refuses={
        "knuth": "a kaisu has no Knuth text (its clues are not one character a cell): write --to puzzlekit",
        "slink": "a Slink contest input holds Slitherlink puzzles, not kaisu",
        "tatham": "a kaisu cannot be written as a Tatham game ID: no Tatham game plays it",
        "mcc": "no exact-cover data is defined for genre 'kaisu'",
    },
    puzzles=boards(),
    drawn=DRAWN,
    loop_words=PATH_WORDS,
    made=(Made("kaisu", 4, 4, 1), Made("kaisu", 5, 5, 2)),
    logic=Logic(
        "trial",  # the order rule (logic.order) reads the path drawn from S and the circles' visits off it
        22,
        "The path passes every cell, r4c1 too, so r4c1 is on the paths. r4c1 is on the paths with two ways left,"
        " so r4c1-r4c2 and r3c1-r4c1 are lines.",
    ),
    url=Url("https://puzz.link/p?kaisu/4/4/11414i003gj20000031", DRAWN, saved="pzprv3.1\nkaisu\n4\n4\n1 1 7 1\n"),
    pzprjs=Pzprjs(),
)

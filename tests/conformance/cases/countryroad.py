"""Country Road: a loop through cell centres that passes through every lettered room once."""

from __future__ import annotations

from hypothesis import strategies as st

from conformance.table import Broken, Codec, Count, Table
from loopcp.puzzle import Puzzle


@st.composite
def rooms(draw: st.DrawFn) -> Puzzle:
    """Up to three rooms (not always in one piece) on a small board, each with a number it can hold."""
    m, n = draw(st.integers(1, 3)), draw(st.integers(2, 4))
    flat = draw(st.lists(st.sampled_from("ABC"), min_size=m * n, max_size=m * n))
    cells = tuple("".join(flat[i * n : (i + 1) * n]) for i in range(m))
    numbers = tuple((room, draw(st.integers(1, flat.count(room)))) for room in sorted(set(flat)))
    return Puzzle("countryroad", m, n, cells, numbers)


TABLE = Table(
    genre="countryroad",
    counts=(
        Count("2x2-four-rooms-unique", "AB\nCD\n!A=1\n!B=1\n!C=1\n!D=1\n", 1),
        Count("2x3-two-rooms-unique", "AAB\nAAB\n!A=4\n!B=2\n", 1),
        Count("2x3-split-room-none", "ABA\nCCC\n!A=2\n!B=1\n!C=3\n", 0),
        Count("3x3-four-rooms-two", "AAB\nCDB\nCDD\n!A=2\n!B=2\n!C=2\n!D=2\n", 2),
        Count("3x3-columns-none", "ABC\nABC\nABC\n!A=3\n!B=3\n!C=3\n", 0),
        Count("3x4-three-rooms-three", "AAAA\nBBCC\nBBCC\n!A=4\n!B=3\n!C=3\n", 3),
        Count("3x4-four-rooms-unique", "AABB\nAABB\nCCDD\n!A=2\n!B=4\n!C=2\n!D=2\n", 1),
        Count("4x3-four-rooms-unique", "AAB\nACB\nCCB\nDDD\n!A=1\n!B=3\n!C=3\n!D=3\n", 1),
    ),
    broken=(
        Broken(
            "room-number", "AAB\nAAB\nCCB\n!A=4\n!B=2\n!C=1\n", "##\n.#", "room 'B' has 3 cells on the loop, clue 2"
        ),
        Broken(
            "room-entered-twice",
            "ABA\nCCC\n!A=2\n!B=1\n!C=3\n",
            "##",
            "the loop crosses the border of room 'A' 4 times, not twice",
        ),
        Broken(
            "unvisited-neighbours",
            "AAAA\nBBCC\nBBCC\n!A=4\n!B=3\n!C=3\n",
            "###\n###",
            "cells r2c2 and r2c3 across a room border are both unvisited",
        ),
    ),
    codecs=(
        Codec("four-rooms", "AABB\nAABB\nCCDD\n!A=2\n!B=4\n!C=2\n!D=2\n"),
        Codec("split-room", "ABA\nCCC\n!A=2\n!B=1\n!C=3\n"),
    ),
    refuses={
        "slink": "a Slink contest input holds Slitherlink puzzles, not countryroad",
        "tatham": "a countryroad cannot be written as a Tatham game ID: no Tatham game plays it",
        "puzzlink": "a countryroad cannot be written as a puzz.link URL: loopcp knows no code for it",
        "pzprv3": "a countryroad cannot be written as a pzprv3 file: loopcp knows no code for it",
        "mcc": "no exact-cover data is defined for genre 'countryroad'",
        "puzzlekit": "the puzzlekit dataset has no countryroad puzzles: loopcp knows no text for it",
    },
    puzzles=rooms(),
    drawn="AABB\nAABB\nCCDD\n!A=2\n!B=4\n!C=2\n!D=2\n",
    loop_words={
        "empty": "the loop is empty",
        "two-loops": "the edges form more than one loop: the one through "
        "cell r1c1 passes 4 of the 8 points the edges touch",
        "pinched": "cell r2c2 has 4 loop edges, not 0 or 2",
        "stray-edge": "cell r1c2 has 3 loop edges, not 0 or 2",
    },
)

"""Rail Pool: a loop through every cell but the empty ones; the segments touching a room are as long as its numbers."""

from __future__ import annotations

from conformance.table import (
    CENTRE_LOOP_WORDS,
    Broken,
    Codec,
    Count,
    Logic,
    Made,
    Pzprjs,
    Table,
    Url,
    room_grids,
)


def text(rooms: str, numbers: dict[str, str]) -> str:
    """The text of rooms as letters (rows apart by blanks, ``#`` an empty cell), numbers in a room's first cell."""
    rows = rooms.split()
    ids = {letter: str(k + 1) for k, letter in enumerate(dict.fromkeys("".join(rows)))}
    seen: set[str] = set()
    clues = []
    for row in rows:
        line = []
        for c in row:
            line.append("@" if c == "#" else numbers[c] if c not in seen and c in numbers else "-")
            seen.add(c)
        clues.append(" ".join(line))
    regions = [" ".join(ids[c] for c in row) for row in rows]
    return "\n".join([f"{len(rows)} {len(rows[0])}", *clues, *regions]) + "\n"


ROOMS = "AAAB# CCDBB CCDDB"
DRAWN = text(ROOMS, {"A": "2,3", "B": "3,?,?", "C": "1,2", "D": "1,2"})
QUARTERS = "AABB AABB CCDD CCDD"
SPLIT = text("ABA CCC", {"A": "2", "B": "1"})

TABLE = Table(
    genre="railpool",
    counts=(
        Count("2x2-unique", text("AB AB", {"A": "1"}), 1),
        Count("2x2-two-none", text("AB AB", {"A": "2"}), 0),
        Count("2x2-unknown-unique", text("AB AB", {"A": "?"}), 1),
        Count("2x2-one-and-unknown-none", text("AB AB", {"A": "1,?"}), 0),  # the one loop has one length only
        Count("2x3-both-unique", text("ABB ABB", {"A": "1,2"}), 1),
        Count("2x3-one-none", text("ABB ABB", {"A": "1"}), 0),  # the 2-long segments touch it too
        Count("2x3-two-unknowns-unique", text("ABB ABB", {"A": "?,?"}), 1),
        Count("2x3-one-unknown-none", text("ABB ABB", {"A": "?"}), 0),
        Count("2x3-two-and-unknown-unique", text("ABB ABB", {"A": "2,?"}), 1),
        Count("3x3-empty-centre-unique", text("AAA A#A AAA", {"A": "2"}), 1),
        Count("3x3-empty-centre-one-none", text("AAA A#A AAA", {"A": "1"}), 0),
        Count("3x4-unnumbered-two", text("AAAA BBCC BBCC", {}), 2),
        Count("3x4-unique", text("AAAA BBCC BBCC", {"B": "1,2"}), 1),
        Count("3x5-empty-unnumbered-two", text(ROOMS, {}), 2),
        Count("3x5-unique", DRAWN, 1),
        Count("4x4-unnumbered-six", text(QUARTERS, {}), 6),
        Count("4x4-three-lengths-four", text(QUARTERS, {"A": "1,2,3"}), 4),
        Count("4x4-one-three-two", text(QUARTERS, {"A": "1,3"}), 2),
        Count("4x4-one-and-unknown-two", text(QUARTERS, {"A": "1,?"}), 2),
        Count("4x4-one-two-none", text(QUARTERS, {"A": "1,2"}), 0),
    ),
    broken=(
        Broken("cell-left-out", text("AAA AAA AAA", {}), "##\n##", "the loop does not pass through r2c2"),
        Broken(
            "empty-cell-visited",
            text("A#A AAA", {}),
            "##",
            "the loop passes through the empty cell r1c2",
        ),
        Broken(
            "length-unclued",
            text("ABB ABB", {"A": "2"}),
            "##",
            "a segment 1 long touches the room of r1c1, which has no 1",
        ),
        Broken(
            "too-few-lengths",
            text("AB AB", {"A": "1,?"}),
            "#",
            "the segments touching the room of r1c1 have 0 lengths besides its numbers, fewer than its 1 question mark",
        ),
        Broken(
            "number-unused",
            text("AB AB", {"A": "2,?"}),
            "#",
            "no segment touching the room of r1c1 is 2 long",
        ),
        Broken(
            "too-many-lengths",
            text("ABB ABB", {"A": "?"}),
            "##",
            "the segments touching the room of r1c1 have 2 lengths besides its numbers, more than its 1 question mark",
        ),
    ),
    codecs=(
        Codec("drawn", DRAWN),
        Codec("unknowns-and-empties", "2 3\n? @ @\n1,? - -\n1 2 2\n3 3 3\n"),
        Codec(
            "large-number",
            "2 2\n12 -\n- -\n1 2\n1 2\n",
            refuses={
                "puzzlink": "a railpool cannot be written as a puzz.link URL: its number 12 at r1c1 is not from 1"
                " to 9, which puz.link reads back wrongly",
            },
        ),
        Codec(
            "split-room",
            SPLIT,
            refuses={
                "puzzlink": "a railpool cannot be written as a puzz.link URL: the room of r1c3 is in two pieces",
                "pzprv3": "a railpool cannot be written as a pzprv3 file: the room of r1c3 is in two pieces",
            },
        ),
    ),
    refuses={
        "knuth": "a railpool has no Knuth text (its clues are not one character a cell): write --to puzzlekit",
        "slink": "a Slink contest input holds Slitherlink puzzles, not railpool",
        "tatham": "a railpool cannot be written as a Tatham game ID: no Tatham game plays it",
        "mcc": "no exact-cover data is defined for genre 'railpool'",
    },
    puzzles=room_grids("railpool", ("?", "1", "2", "1,2", "3,?"), block=True),
    drawn=DRAWN,
    loop_words=CENTRE_LOOP_WORDS,
    made=(Made("railpool", 4, 5, 1), Made("railpool", 6, 7, 2)),  # 5x5: no loop passes through 25 cells
    logic=Logic("direct", 14, "The loop passes through r1c1, so r1c1-r1c2 and r1c1-r2c1 are lines."),
    url=Url(
        "https://puzz.link/p?railpool/5/5/k12s1r300q5i41k80h0000g",
        (
            "5 5\n- 1,2 - - -\n- - - - -\n1 - - - -\n- - - 3,?,? -\n@ - - - -\n"
            "1 1 1 2 2\n3 1 2 2 2\n3 2 2 2 2\n3 2 2 2 2\n2 2 2 2 4\n"
        ),
        saved="pzprv3\nrailpool\n5\n5\n",
    ),
    pzprjs=Pzprjs(),
)

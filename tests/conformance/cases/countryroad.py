"""Country Road: a loop through cell centres that passes through every room once."""

from __future__ import annotations

from conformance.table import (
    CENTRE_LOOP_WORDS,
    Broken,
    Codec,
    Count,
    Dataset,
    Logic,
    Made,
    Pzprjs,
    Table,
    Url,
    room_grids,
)


def text(rooms: str, numbers: dict[str, int]) -> str:
    """The puzzlekit text of rooms drawn as letters (rows apart by blanks), each number in its room's first cell."""
    rows = rooms.split()
    ids = {letter: str(k + 1) for k, letter in enumerate(dict.fromkeys("".join(rows)))}
    seen: set[str] = set()
    clues = []
    for row in rows:
        line = []
        for c in row:
            line.append(str(numbers[c]) if c not in seen and c in numbers else "-")
            seen.add(c)
        clues.append(" ".join(line))
    regions = [" ".join(ids[c] for c in row) for row in rows]
    return "\n".join([f"{len(rows)} {len(rows[0])}", *clues, *regions]) + "\n"


FOUR = text("AABB AABB CCDD", {"A": 2, "B": 4, "C": 2, "D": 2})
SPLIT = text("ABA CCC", {"A": 2, "B": 1, "C": 3})

TABLE = Table(
    genre="countryroad",
    counts=(
        Count("2x2-four-rooms-unique", text("AB CD", {"A": 1, "B": 1, "C": 1, "D": 1}), 1),
        Count("2x3-two-rooms-unique", text("AAB AAB", {"A": 4, "B": 2}), 1),
        Count("2x3-split-room-none", SPLIT, 0),
        Count("3x3-four-rooms-two", text("AAB CDB CDD", {"A": 2, "B": 2, "C": 2, "D": 2}), 2),
        Count("3x3-columns-none", text("ABC ABC ABC", {"A": 3, "B": 3, "C": 3}), 0),
        Count("3x4-three-rooms-three", text("AAAA BBCC BBCC", {"A": 4, "B": 3, "C": 3}), 3),
        Count("3x4-four-rooms-unique", FOUR, 1),
        Count("4x3-four-rooms-unique", text("AAB ACB CCB DDD", {"A": 1, "B": 3, "C": 3, "D": 3}), 1),
        Count("3x3-around-a-block", "3 3\n- - -\n- - -\n- - -\n1 1 2\n1 @ 2\n1 1 2\n", 1),
    ),
    broken=(
        Broken(
            "room-number",
            text("AAB AAB CCB", {"A": 4, "B": 2, "C": 1}),
            "##\n.#",
            "the room of r1c3 has 3 cells on the loop, clue 2",
        ),
        Broken("room-entered-twice", SPLIT, "##", "the loop crosses the border of the room of r1c1 4 times, not twice"),
        Broken(
            "unvisited-neighbours",
            text("AAAA BBCC BBCC", {"A": 4, "B": 3, "C": 3}),
            "###\n###",
            "cells r2c2 and r2c3 across a room border are both unvisited",
        ),
        Broken(
            "through-a-block",
            "2 3\n- - -\n- - -\n1 @ 2\n1 1 2\n",
            "##",
            "the loop passes through the blocked cell r1c2",
        ),
    ),
    codecs=(
        Codec("four-rooms", FOUR),
        Codec("unknown-and-large-numbers", "3 3\n17 - -\n- - -\n? - -\n1 1 2\n1 1 2\n3 3 2\n"),
        Codec(
            "split-room",
            SPLIT,
            refuses={
                "puzzlink": "a countryroad cannot be written as a puzz.link URL: the room of r1c3 is in two pieces",
                "pzprv3": "a countryroad cannot be written as a pzprv3 file: the room of r1c3 is in two pieces",
            },
        ),
        Codec(
            "blocked",
            "2 2\n- -\n- -\n1 1\n1 @\n",
            refuses={
                "puzzlink": "a countryroad cannot be written as a puzz.link URL: r2c2 is a blocked cell",
                "pzprv3": "a countryroad with blocked cells cannot be written as a pzprv3 file: puz.link has none",
            },
        ),
    ),
    refuses={
        "knuth": "a countryroad has no Knuth text (its clues are not one character a cell): write --to puzzlekit",
        "slink": "a Slink contest input holds Slitherlink puzzles, not countryroad",
        "tatham": "a countryroad cannot be written as a Tatham game ID: no Tatham game plays it",
        "mcc": "no exact-cover data is defined for genre 'countryroad'",
    },
    puzzles=room_grids("countryroad", ("?", "1", "2", "3", "17"), block=True),
    drawn=FOUR,
    loop_words=CENTRE_LOOP_WORDS,
    made=(Made("countryroad", 5, 5, 1), Made("countryroad", 6, 7, 2)),
    logic=Logic(
        "trial",
        12,
        (
            "The room of the 4 at r1c3 has the loop in 4 cells, so r1c3, r1c4, r2c3 and r2c4 are on the loop. r1c4 "
            "is on the loop with two ways left, so r1c3-r1c4 and r1c4-r2c4 are lines."
        ),
    ),
    dataset=Dataset("CountryRoad", 270),
    url=Url(
        "https://puzz.link/p?country/5/5/amda0uf02h12h",
        (
            "5 5\n2 - - - -\n- - - - -\n1 2 - - -\n- - - - -\n- - - - -\n1 1 2 2 3\n1 1 2 2 3\n4 5 5 5 3\n"
            "4 6 6 7 7\n4 6 6 7 7\n"
        ),
    ),
    pzprjs=Pzprjs(),
)

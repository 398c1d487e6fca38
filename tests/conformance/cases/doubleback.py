"""Double Back: a loop through every unshaded cell that visits every room exactly twice."""

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


def text(rooms: str) -> str:
    """The puzzlekit text of rooms drawn as letters (rows apart by blanks), ``#`` a shaded cell."""
    rows = rooms.split()
    ids = {letter: str(k + 1) for k, letter in enumerate(dict.fromkeys("".join(rows).replace("#", "")))}
    regions = [" ".join(ids.get(c, "#") for c in row) for row in rows]
    return "\n".join([f"{len(rows)} {len(rows[0])}", *regions]) + "\n"


DRAWN = text("CCCA# BBAAA BBAAA")
SPLIT = text("ABA ABA")

TABLE = Table(
    genre="doubleback",
    counts=(
        Count("2x2-two-rooms-none", text("AB AB"), 0),
        Count("2x2-one-room-none", text("AA AA"), 0),  # no border to cross twice
        Count("2x3-split-room-unique", SPLIT, 1),
        Count("2x4-columns-unique", text("ABBA AABB"), 1),
        Count("3x3-shaded-corner-unique", text("AAB BAB #AB"), 1),
        Count("3x4-two-rooms-two", text("BABB AAAA AAAA"), 2),
        Count("3x5-shaded-unique", DRAWN, 1),
    ),
    broken=(
        Broken("through-a-shaded-cell", text("A#BA ABBA"), "###", "the loop passes through the shaded cell r1c2"),
        Broken("cell-left-out", text("BAB BAB BAB"), "##\n##", "the loop does not pass through r2c2"),
        Broken(
            "room-visited-once",
            text("AAAA AABB AABB CCCC"),
            "#.#\n#.#\n###",
            "the loop crosses the border of the room of r4c1 twice, not 4 times",
        ),
    ),
    codecs=(
        Codec("shaded", DRAWN),
        Codec("no-shaded-cell", text("AAAA AABB AABB CCCC")),
        Codec(
            "split-room",
            SPLIT,
            refuses={
                "puzzlink": "a doubleback cannot be written as a puzz.link URL: the room of r1c3 is in two pieces",
                "pzprv3": "a doubleback cannot be written as a pzprv3 file: the room of r1c3 is in two pieces",
            },
        ),
    ),
    refuses={
        "knuth": "a doubleback has no Knuth text (its clues are not one character a cell): write --to puzzlekit",
        "slink": "a Slink contest input holds Slitherlink puzzles, not doubleback",
        "tatham": "a doubleback cannot be written as a Tatham game ID: no Tatham game plays it",
        "mcc": "no exact-cover data is defined for genre 'doubleback'",
    },
    puzzles=room_grids("doubleback", (), block=True),
    drawn=DRAWN,
    loop_words=CENTRE_LOOP_WORDS,
    made=(Made("doubleback", 5, 5, 1), Made("doubleback", 6, 7, 2)),
    logic=Logic(
        "direct",
        13,
        "The loop passes through r1c1, so r1c1-r2c1 and r1c1-r1c2 are lines.",
    ),
    dataset=Dataset("DoubleBack", 100),
    url=Url(
        "https://puzz.link/p?doubleback/4/4/14063o", "4 4\n1 1 1 1\n1 1 2 2\n1 1 2 2\n3 3 3 3\n"
    ),  # no shaded cell: no second part, as the editor writes
    pzprjs=Pzprjs(),
)

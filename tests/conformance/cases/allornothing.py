"""All or Nothing: a loop through cell centres that visits each room wholly or not at all, and once."""

from __future__ import annotations

from conformance.table import CENTRE_LOOP_WORDS, Broken, Codec, Count, Logic, Made, Pzprjs, Table, Url, room_grids


def text(rooms: str) -> str:
    """The text of rooms drawn as letters (rows apart by blanks): the rows of region numbers."""
    rows = rooms.split()
    ids = {letter: str(k + 1) for k, letter in enumerate(dict.fromkeys("".join(rows)))}
    regions = [" ".join(ids[c] for c in row) for row in rows]
    return "\n".join([f"{len(rows)} {len(rows[0])}", *regions]) + "\n"


DRAWN = text("AABCD BBBED BFDDD GGGHH")
SPLIT = text("ABBA CCCC")

TABLE = Table(
    genre="allornothing",
    counts=(
        Count("2x2-four-rooms-unique", text("AB CD"), 1),
        Count("2x2-one-room-unique", text("AA AA"), 1),
        Count("2x3-two-rooms-two", text("AAB AAB"), 2),
        Count("2x3-split-room-none", text("ABA CCC"), 0),
        Count("3x3-four-rooms-none", text("AAB CDB CDD"), 0),
        Count("3x3-ring-unique", text("AAA ABA AAA"), 1),
        Count("3x3-two-rooms-two", text("AAA BCB BBB"), 2),
        Count("3x4-five-rooms-unique", text("ABCD ABCD EEEE"), 1),
        Count("4x5-drawn-unique", DRAWN, 1),
    ),
    broken=(
        Broken(
            "room-partly-visited",
            text("AAA AAA"),
            "#.",
            "the loop visits 4 of the 6 cells of the room of r1c1, not all",
        ),
        Broken(
            "room-entered-twice",
            SPLIT,
            "###",
            "the loop crosses the border of the room of r1c1 4 times, not twice at most",
        ),
        Broken(
            "unvisited-rooms-touch",
            text("AB CD EF"),
            "#\n.",
            "the rooms of r3c1 and r3c2 touch and are both unvisited",
        ),
    ),
    codecs=(
        Codec("drawn", DRAWN),
        Codec("one-room", text("AAA AAA")),
        Codec(
            "split-room",
            SPLIT,
            refuses={
                "puzzlink": "an allornothing cannot be written as a puzz.link URL: the room of r1c4 is in two pieces",
                "pzprv3": "an allornothing cannot be written as a pzprv3 file: the room of r1c4 is in two pieces",
            },
        ),
    ),
    refuses={
        "knuth": "an allornothing has no Knuth text (its clues are not one character a cell): write --to puzzlekit",
        "slink": "a Slink contest input holds Slitherlink puzzles, not allornothing",
        "tatham": "an allornothing cannot be written as a Tatham game ID: no Tatham game plays it",
        "mcc": "no exact-cover data is defined for genre 'allornothing'",
    },
    puzzles=room_grids("allornothing", ()),
    drawn=DRAWN,
    loop_words=CENTRE_LOOP_WORDS,
    made=(Made("allornothing", 5, 5, 1), Made("allornothing", 6, 7, 2)),
    logic=Logic(
        "trial",
        26,
        (
            "If r1c2-r1c3 is a line, then r1c2, r1c3, r1c1 and r3c1 are on the loop: the loop would pass through"
            " r3c1 with fewer than two ways; so r1c2-r1c3 is a cross."
        ),
    ),
    url=Url(
        "https://puzz.link/p?nothing/5/5/jtbl6r52",
        text("ABBBC ABDEC FFDDG FFHDI FFHHI"),
        "pzprv3.2\nnothing\n5\n5\n",
    ),
    pzprjs=Pzprjs(),
)

"""Regional Yajilin: every cell on the loop or shaded, shaded cells apart, numbers counting a room's shaded cells."""

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

ONE_ROOM_3X3 = "3 3\n- - -\n- - -\n- - -\n1 1 1\n1 1 1\n1 1 1\n"
DRAWN = "4 4\n0 - - 2\n- - - -\n- - - -\n- - - -\n1 1 1 2\n1 1 1 2\n1 1 1 2\n1 1 1 2\n"

TABLE = Table(
    genre="regionalyajilin",
    counts=(
        Count("2x2-one-room-unique", "2 2\n- -\n- -\n1 1\n1 1\n", 1),
        Count("2x3-one-room-unique", "2 3\n- - -\n- - -\n1 1 1\n1 1 1\n", 1),
        Count("3x3-one-room-five", ONE_ROOM_3X3, 5),
        Count("3x3-one-shaded-five", ONE_ROOM_3X3.replace("-", "1", 1), 5),
        Count("3x3-none-shaded-none", ONE_ROOM_3X3.replace("-", "0", 1), 0),
        Count("3x3-three-shaded-none", ONE_ROOM_3X3.replace("-", "3", 1), 0),
        Count("3x4-two-rooms-none", "3 4\n1 - 0 -\n- - - -\n- - - -\n1 1 2 2\n1 1 2 2\n1 1 2 2\n", 0),
        Count("4x4-two-twelve", "4 4\n2 - - -\n" + "- - - -\n" * 3 + "1 1 1 1\n" * 4, 12),
        Count("4x4-two-rooms-unique", DRAWN, 1),
    ),
    broken=(
        Broken(
            "shaded-neighbours",
            "2 3\n- - -\n- - -\n1 1 1\n1 1 1\n",
            "#.",
            "the shaded cells r1c3 and r2c3 share a side",
        ),
        Broken("room-number", "2 2\n1 -\n- -\n1 1\n1 1\n", "#", "the room of r1c1 has 0 shaded cells, clue 1"),
    ),
    codecs=(
        Codec("one-cell", "1 1\n-\n1\n"),
        Codec("one-room", ONE_ROOM_3X3),
        Codec("drawn", DRAWN),
        Codec(
            "rooms-apart",
            "2 3\n1 - 12\n- - -\n1 2 1\n3 3 1\n",
            refuses={
                "puzzlink": "a regionalyajilin cannot be written as a puzz.link URL: the room of r1c3 is in two pieces",
                "pzprv3": "a regionalyajilin cannot be written as a pzprv3 file: the room of r1c3 is in two pieces",
            },
        ),
    ),
    refuses={
        "knuth": "a regionalyajilin has no Knuth text (its clues are not one character a cell): write --to puzzlekit",
        "slink": "a Slink contest input holds Slitherlink puzzles, not regionalyajilin",
        "tatham": "a regionalyajilin cannot be written as a Tatham game ID: no Tatham game plays it",
        "mcc": "no exact-cover data is defined for genre 'regionalyajilin'",
    },
    puzzles=room_grids("regionalyajilin", ("0", "1", "2", "17")),
    drawn=DRAWN,
    loop_words=CENTRE_LOOP_WORDS,
    made=(Made("regionalyajilin", 5, 5, 1), Made("regionalyajilin", 6, 7, 2)),
    logic=Logic(
        "trial",
        16,
        (
            "The room of the 0 at r1c1 holds 0 shaded cells, so r1c1, r1c2, r1c3, r2c1, r2c2, r2c3, r3c1, r3c2, "
            "r3c3, r4c1, r4c2 and r4c3 are on the loop. r1c1 is on the loop with two ways left, so r1c1-r1c2 and "
            "r1c1-r2c1 are lines."
        ),
    ),
    dataset=Dataset("RegionalYajilin", 70, shading=True),
    url=Url(
        "https://puzz.link/p?yajilin-regions/5/5/49j60s3020g1g",
        (
            "5 5\n2 - - 0 -\n- - - - -\n- - 1 - -\n- - - - -\n- - - - -\n1 1 1 2 2\n1 1 1 2 2\n3 3 4 2 2\n"
            "3 3 4 5 5\n3 3 4 5 5\n"
        ),
    ),
    pzprjs=Pzprjs(),
)

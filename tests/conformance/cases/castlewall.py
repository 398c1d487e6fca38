"""Castle Wall: walls off the loop, white ones inside it, black ones outside, arrows counting its segments."""

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
    token_grids,
)

DRAWN = "3 4\n- - - -\n- o o -\n- - - -\n"

TABLE = Table(
    genre="castlewall",
    counts=(
        Count("2x2-empty-unique", "2 2\n- -\n- -\n", 1),
        Count("2x3-empty-three", "2 3\n- - -\n- - -\n", 3),
        Count("3x3-white-centre-unique", "3 3\n- - -\n- o -\n- - -\n", 1),
        Count("3x3-black-centre-none", "3 3\n- - -\n- x -\n- - -\n", 0),
        Count("3x3-arrow-three", "3 3\n1e - -\n- - -\n- - -\n", 3),
        Count("3x3-arrow-at-a-wall-none", "3 3\n- - -\n- 1n -\n- - -\n", 0),
        Count("3x4-arrow-two", "3 4\n- 1s - -\n- - - -\n- - - x\n", 2),
        Count("3x4-unknown-count-four", "3 4\n- - - -\n- ?eo - -\n- - - -\n", 4),
        Count("3x4-two-white-unique", DRAWN, 1),
        Count("3x3-number-without-arrow-none", "3 3\n- - -\n- 2 -\n- - -\n", 0),
    ),
    broken=(
        Broken("through-a-wall", "2 2\n# -\n- -\n", "#", "the loop passes through the wall r1c1"),
        Broken("white-outside", "3 3\n- - -\n- - -\n- - o\n", "#.\n..", "the white wall r3c3 lies outside the loop"),
        Broken("black-inside", "3 3\n- - -\n- x -\n- - -\n", "##\n##", "the black wall r2c2 lies inside the loop"),
        Broken("number-without-arrow", "3 3\n- - -\n- 2 -\n- - -\n", "##\n##", "the number at r2c2 has no arrow"),
        Broken("arrow-count", "3 3\n2e - -\n- - -\n- - -\n", ".#\n.#", "the arrow at r1c1 sees 1 loop segment, clue 2"),
    ),
    codecs=(
        Codec("two-white", DRAWN),
        Codec("arrows", "3 4\n17eo - - -\n- ?n - 300sx\n- - - #\n"),
        Codec("numbers-without-arrows", "2 3\n3x 12o 5\n- - -\n"),
    ),
    refuses={
        "knuth": "a castlewall has no Knuth text (its clues are not one character a cell): write --to puzzlekit",
        "slink": "a Slink contest input holds Slitherlink puzzles, not castlewall",
        "tatham": "a castlewall cannot be written as a Tatham game ID: no Tatham game plays it",
        "mcc": "no exact-cover data is defined for genre 'castlewall'",
    },
    puzzles=token_grids("castlewall", ("x", "o", "#", "1e", "0sx", "2no", "?w", "20nx")),
    drawn=DRAWN,
    loop_words=CENTRE_LOOP_WORDS,
    made=(Made("castlewall", 5, 5, 1), Made("castlewall", 6, 7, 2)),
    logic=Logic(
        "direct",
        10,
        "The white wall at r2c2 lies inside the loop, so the corner between r2c2 and r3c3 lies "
        "inside the loop. The corner between r2c2 and r3c3 and the board's outside lie on different"
        " sides, so r3c2-r3c3 is a line.",
    ),
    dataset=Dataset("CastleWall", 110),
    url=Url(
        "https://puzz.link/p?castle/5/5/c230021k111a210f",
        "5 5\n- - - 0wx 1s\n- - - - -\n- - - - -\n- 1no - 0nx -\n- - - - -\n",
    ),
    pzprjs=Pzprjs(),
)

"""Yajilin: arrows count shaded cells; every other cell on the loop or shaded, shaded cells apart."""

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

DRAWN = "3 4\n- - - -\n- 1e - -\n- - - -\n"

TABLE = Table(
    genre="yajilin",
    counts=(
        Count("2x2-free-unique", "2 2\n- -\n- -\n", 1),
        Count("2x3-free-unique", "2 3\n- - -\n- - -\n", 1),
        Count("3x3-free-five", "3 3\n- - -\n- - -\n- - -\n", 5),
        Count("3x3-centre-clue-unique", "3 3\n- - -\n- x -\n- - -\n", 1),
        Count("3x3-corner-block-unique", "3 3\n@ - -\n- - -\n- - -\n", 1),
        Count("3x4-arrow-two", "3 4\n1e - - -\n- - - -\n- - - -\n", 2),
        Count("3x4-arrow-zero-two", "3 4\n0e - - -\n- - - -\n- - - -\n", 2),
        Count("3x4-inner-arrow-unique", DRAWN, 1),
        Count("4x4-arrows-none", "4 4\n1s - - -\n- - - -\n- - 1w -\n- - - -\n", 0),
    ),
    broken=(
        Broken("shaded-neighbours", "2 3\n- - -\n- - -\n", "#.", "the shaded cells r1c3 and r2c3 share a side"),
        Broken("arrow-count", "2 3\n1e - -\n- - -\n", ".#", "0 shaded cells lie east of r1c1, clue 1"),
        Broken("clue-on-loop", "2 2\nx -\n- -\n", "#", "the loop passes through the clue at r1c1"),
    ),
    codecs=(
        Codec("one-cell", "1 1\n-\n"),
        Codec("drawn", DRAWN),
        Codec("every-clue", "2 4\n12n 3s ?w x\n@ - 0e 300w\n"),
    ),
    refuses={
        "knuth": "a yajilin has no Knuth text (its clues are not one character a cell): write --to puzzlekit",
        "slink": "a Slink contest input holds Slitherlink puzzles, not yajilin",
        "tatham": "a yajilin cannot be written as a Tatham game ID: no Tatham game plays it",
        "mcc": "no exact-cover data is defined for genre 'yajilin'",
    },
    puzzles=token_grids("yajilin", ("1e", "0s", "1w", "x"), rows=(1, 4), cols=(1, 4)),
    drawn=DRAWN,
    loop_words=CENTRE_LOOP_WORDS,
    made=(Made("yajilin", 5, 5, 1), Made("yajilin", 6, 7, 2)),
    logic=Logic(
        "trial",
        12,
        "If r1c1-r1c2 is a cross, then r1c1 and r1c2 are shaded: the rule that r1c1 and r1c2 are "
        "not both shaded breaks; so r1c1-r1c2 is a line.",
    ),
    dataset=Dataset("Yajilin", 610, damaged=("203_13x16", "230_15x18", "512_15x15"), shading=True),
    url=Url(
        "https://puzz.link/p?yajilin/5/5/m32j10",
        "5 5\n- - - - -\n- - - - -\n- - - 2w -\n- - - - -\n- - - - 0n\n",
        saved="pzprv3\nyajilin\n5\n5\n. . . . . \n. . . . . \n. . . 3,2 . \n",
    ),
    pzprjs=Pzprjs(refused={"/o/": "(the shaded cells lie outside the loop) is not supported"}),
)

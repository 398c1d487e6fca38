"""Numberlink: paths through cell centres join the two cells of each number; no branch, no cell twice.

Its answers are paths, not a loop: ``brute_force`` enumerates every set of
edges with no point on three (``bruteforce.edge_sets``), and the broken
answers list their edges (``edges: h0,0 v0,1``).  The "loop rules" broken on
the drawn puzzle are rules of the paths here, in the verifier's words.
"""

from __future__ import annotations

from conformance.table import Broken, Codec, Count, Logic, Made, Pzprjs, Table, Url, token_grids

DRAWN = "3 4\n1 1 3 -\n2 - 2 -\n3 - - -\n"

PATH_WORDS = {  # test_rules.LOOP_RULES broken on DRAWN: what the verifier says first
    "empty": "the 1 at r1c1 has no line",
    "two-loops": "a path passes through the 1 at r1c1: a number ends its path",
    "pinched": "the paths branch at r2c2: it has 4 lines",
    "stray-edge": "the paths branch at r1c2: it has 3 lines",
}

THROUGH = "a path passes through the 1 at r1c2: a number ends its path"

BROKEN = (
    Broken("branch", "2 3\n1 - 1\n- - -\n", "edges: h0,0 h0,1 v0,1", "the paths branch at r1c2: it has 3 lines"),
    Broken("through", "1 3\n1 1 -\n", "edges: h0,0 h0,1", THROUGH),
    Broken("dead-end", "2 3\n1 - 1\n- - -\n", "edges: h0,1", "a path ends at r1c2, which holds no number"),
    Broken("wrong-pair", "2 3\n1 2 -\n- 1 2\n", "edges: h0,0", "the path from the 1 at r1c1 ends at the 2 at r1c2"),
    Broken(
        "stray-loop",
        "3 3\n1 1 -\n- - -\n- - -\n",
        "edges: h0,0 h1,1 h2,1 v1,1 v1,2",
        "a loop through r2c2 joins no numbers",
    ),
    Broken("no-partner", "1 3\n1 - 2\n", "edges: h0,0 h0,1", "the 1 at r1c1 has no partner"),
)

REFUSES = {
    "knuth": "a numberlink has no Knuth text (its clues are not one character a cell): write --to puzzlekit",
    "slink": "a Slink contest input holds Slitherlink puzzles, not numberlink",
    "tatham": "a numberlink cannot be written as a Tatham game ID: no Tatham game plays it",
    "mcc": "no exact-cover data is defined for genre 'numberlink'",
}

TABLE = Table(
    genre="numberlink",
    counts=(
        Count("1x2-two-numbers-none", "1 2\n1 2\n", 0),
        Count("1x3-straight-unique", "1 3\n1 - 1\n", 1),
        Count("2x2-crossing-none", "2 2\n1 2\n2 1\n", 0),
        Count("2x2-no-numbers-none", "2 2\n- -\n- -\n", 0),  # no path to draw: an error, not a puzzle (issue 40)
        Count("2x2-diagonal-two", "2 2\n1 -\n- 1\n", 2),
        Count("2x3-two-pairs-unique", "2 3\n1 2 -\n- 1 2\n", 1),
        Count("2x3-one-pair-four", "2 3\n1 - 1\n- - -\n", 4),
        Count("3x3-corners-twelve", "3 3\n1 - -\n- - -\n- - 1\n", 12),
        Count("3x3-centre-eight", "3 3\n- - -\n- 1 -\n- - 1\n", 8),
    ),
    broken=BROKEN,
    codecs=(
        Codec("drawn", DRAWN),
        Codec("large-numbers", "2 3\n1 17 -\n17 - 1\n"),
    ),
    refuses=REFUSES,
    puzzles=token_grids("numberlink", ("1", "2"), rows=(1, 3), cols=(2, 3)),
    drawn=DRAWN,
    loop_words=PATH_WORDS,
    made=(Made("numberlink", 5, 5, 1), Made("numberlink", 6, 7, 2)),
    logic=Logic(
        "direct",
        13,
        "A line there would join two different numbers, so r1c2-r1c3, r1c1-r2c1, r1c3-r2c3 and r2c1-r3c1 are crosses.",
    ),
    url=Url(
        "https://puzz.link/p?numlin/5/5/1j2h3m1h2j3", "5 5\n1 - - - -\n2 - - 3 -\n- - - - -\n- 1 - - 2\n- - - - 3\n"
    ),
    pzprjs=Pzprjs(),
)

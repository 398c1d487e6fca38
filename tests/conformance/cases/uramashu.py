"""Ura-Masyu: Masyu's pearls with the rules swapped, a white pearl turning and a black one going straight."""

from __future__ import annotations

from conformance.table import CENTRE_LOOP_WORDS, Broken, Codec, Count, Logic, Made, Table, clue_grids

DRAWN = "0.1.\n....\n.1.0\n"

TABLE = Table(
    genre="uramashu",
    counts=(  # Masyu's counts, the pearls swapped
        Count("3x3-black-corner-none", "1..\n...\n...\n", 0),
        Count("3x3-white-beside-corner-none", ".0.\n...\n...\n", 0),
        Count("3x3-white-corner-two", "0..\n...\n...\n", 2),
        Count("3x3-black-edge-four", "...\n1..\n...\n", 4),
        Count("3x3-four-blacks-unique", ".1.\n1.1\n.1.\n", 1),
        Count("3x4-unique", DRAWN, 1),
        Count("3x4-blacks-four", ".1..\n....\n..1.\n", 4),
        Count("3x4-none", "..1.\n0...\n...0\n", 0),
        Count("4x5-corners-unique", "0...0\n.....\n.....\n0...0\n", 1),
        Count("4x5-blacks-73", ".....\n.1.1.\n.....\n.....\n", 73),
    ),
    broken=(
        Broken("pearl-off-the-loop", "...\n.1.\n...\n", "##\n##", "the black pearl at r2c2 is not on the loop"),
        Broken("black-turns", "1..\n...\n...\n", "#.\n..", "the loop turns at the black pearl at r1c1"),
        Broken(
            "black-no-turn-beside",
            "..1..\n.....\n.....\n",
            "####\n....",
            "the loop turns next to the black pearl at r1c3 in neither cell",
        ),
        Broken("white-straight", ".0.\n...\n...\n", "##\n..", "the loop goes straight through the white pearl at r1c2"),
        Broken(
            "white-leg-turns", "0..\n...\n...\n", "#.\n..", "a leg of the white pearl at r1c1 turns in the next cell"
        ),
    ),
    codecs=(
        Codec("one-cell", ".\n"),
        Codec("pearls", "0..\n..1\n...\n"),
        Codec("border-pearls", DRAWN),
    ),
    refuses={
        "tatham": "an uramashu cannot be written as a Tatham game ID: no Tatham game plays it",
        "puzzlekit": "the puzzlekit dataset has no uramashu puzzles: loopcp knows no text for it",
        "slink": "a Slink contest input holds Slitherlink puzzles, not uramashu",
        "mcc": "no exact-cover data is defined for genre 'uramashu'",
    },
    puzzles=clue_grids("uramashu", rows=(1, 4), cols=(1, 5)),
    drawn=DRAWN,
    loop_words=CENTRE_LOOP_WORDS,
    made=(Made("uramashu", 5, 5, 1),),
    logic=Logic("direct", 17, "The loop turns at the white pearl at r1c1, so r1c1-r2c1 is a line."),
)

"""Masyu: white and black pearls on the cell centres the loop runs through."""

from __future__ import annotations

from conformance.table import CENTRE_LOOP_WORDS, Broken, Codec, Count, Logic, Made, Table, clue_grids

TABLE = Table(
    genre="masyu",
    counts=(
        Count("3x3-white-corner-none", "0..\n...\n...\n", 0),
        Count("3x3-black-beside-corner-none", ".1.\n...\n...\n", 0),
        Count("3x3-black-corner-two", "1..\n...\n...\n", 2),
        Count("3x3-white-edge-four", "...\n0..\n...\n", 4),
        Count("3x3-four-whites-unique", ".0.\n0.0\n.0.\n", 1),
        Count("3x4-unique", "1.0.\n....\n.0.1\n", 1),
        Count("3x4-whites-four", ".0..\n....\n..0.\n", 4),
        Count("3x4-none", "..0.\n1...\n...1\n", 0),
        Count("4x5-corners-unique", "1...1\n.....\n.....\n1...1\n", 1),
        Count("4x5-whites-73", ".....\n.0.0.\n.....\n.....\n", 73),
        Count("4x5-white-corners-none", "0...0\n.....\n.....\n0...0\n", 0),
    ),
    broken=(
        Broken("pearl-off-the-loop", "...\n.0.\n...\n", "##\n##", "the white pearl at r2c2 is not on the loop"),
        Broken("white-turns", "0..\n...\n...\n", "#.\n..", "the loop turns at the white pearl at r1c1"),
        Broken(
            "white-no-turn-beside",
            "..0..\n.....\n.....\n",
            "####\n....",
            "the loop turns next to the white pearl at r1c3 in neither cell",
        ),
        Broken("black-straight", ".1.\n...\n...\n", "##\n..", "the loop goes straight through the black pearl at r1c2"),
        Broken(
            "black-leg-turns", "1..\n...\n...\n", "#.\n..", "a leg of the black pearl at r1c1 turns in the next cell"
        ),
    ),
    codecs=(
        Codec("one-cell", ".\n"),
        Codec("pearls", "0..\n..1\n...\n"),
        Codec("border-pearls", "1.0.\n....\n.0.1\n"),
    ),
    refuses={"slink": "a Slink contest input holds Slitherlink puzzles, not masyu"},
    puzzles=clue_grids("masyu", rows=(1, 4), cols=(1, 5)),
    drawn="1.0.\n....\n.0.1\n",
    loop_words=CENTRE_LOOP_WORDS,
    made=(Made("masyu", 5, 5, 1),),
    logic=Logic(
        "easy",
        8,
        "The black pearl at r1c1 lies on the board's north and west edges, so the line goes east and south (it turns).",
    ),
)

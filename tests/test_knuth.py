"""Reading and writing Knuth's text format, and every way reading can fail."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from loopcp.formats import knuth
from loopcp.formats.text import MAX_BYTES, decode
from loopcp.puzzle import Puzzle

from cases import Bad, rejection


def test_reads_a_superslitherlink() -> None:
    text = "aab\n.3b\n!a=2\n!b=3\n"
    assert knuth.parse(text) == Puzzle("slitherlink", 2, 3, ("aab", ".3b"), (("a", 2), ("b", 3)))


def test_forgives_crlf_trailing_blanks_and_trailing_blank_lines() -> None:
    assert knuth.parse("3. \r\n.2\r\n\r\n\n") == Puzzle("slitherlink", 2, 2, ("3.", ".2"))


BAD = [
    Bad("empty", "", "f:1:1: expected a puzzle grid, got empty input"),
    Bad("only-blank-lines", "\n\n  \n", "f:1:1: expected a puzzle grid, got empty input"),
    Bad("ragged-short", "333\n33\n", "f:2:3: expected 3 cells as in line 1, got 2"),
    Bad("ragged-long", "33\n333\n", "f:2:3: expected 2 cells as in line 1, got 3"),
    Bad("unknown-char", "33\n3#\n", "f:2:2: expected 0-4, '.' or a letter, got '#'"),
    Bad("digit-5", "35\n33\n", "f:1:2: expected 0-4, '.' or a letter, got '5'"),
    Bad("blank-inside", "3 3\n333\n", "f:1:2: expected 0-4, '.' or a letter, got ' ' (a blank)"),
    Bad("leading-blank", " 33\n333\n", "f:1:1: expected 0-4, '.' or a letter, got ' ' (a blank)"),
    Bad("tab-inside", "3\t3\n", "f:1:2: expected 0-4, '.' or a letter, got a tab"),
    Bad("non-ascii-letter", "3é\n", "f:1:2: expected 0-4, '.' or a letter, got 'é'"),
    Bad("control-char", "3\x07\n", "f:1:2: expected 0-4, '.' or a letter, got U+0007"),
    Bad(
        "blank-line-inside-grid",
        "33\n\n33\n",
        "f:3:1: expected a line '!x=N' or the end of the input after the grid ended at line 2, got '3'",
    ),
    Bad("missing-letter-line", "aa\n.3\n", "f:1:1: expected a line '!a=N' for letter 'a', found none"),
    Bad("missing-second-letter", "ab\n.3\n!a=1\n", "f:1:2: expected a line '!b=N' for letter 'b', found none"),
    Bad(
        "duplicate-letter-line",
        "aa\n.3\n!a=1\n!a=2\n",
        "f:4:1: expected one line for letter 'a', got a second (the first is line 3)",
    ),
    Bad("letter-not-on-board", "aa\n.3\n!a=1\n!b=2\n", "f:4:2: letter 'b' does not occur in the grid"),
    Bad("no-equals", "aa\n!a:1\n", "f:2:3: expected '=' after '!a', got ':'"),
    Bad("no-letter", "aa\n!=1\n", "f:2:2: expected a letter after '!', got '='"),
    Bad("bare-bang", "aa\n!\n", "f:2:2: expected a letter after '!', got the end of the line"),
    Bad("no-number", "aa\n!a=\n", "f:2:4: expected a number after '!a=', got the end of the line"),
    Bad("non-numeric", "aa\n!a=x\n", "f:2:4: expected a number after '!a=', got 'x'"),
    Bad("negative", "aa\n!a=-1\n", "f:2:4: expected a number after '!a=', got '-'"),
    Bad("spaces-around-equals", "aa\n!a = 1\n", "f:2:3: expected '=' after '!a', got ' ' (a blank)"),
    Bad("number-then-junk", "aa\n!a=12x\n", "f:2:6: expected a number after '!a=', got 'x'"),
    Bad("huge-number", "aa\n!a=123456789\n", "f:2:4: expected a number of at most 7 digits, got 9"),
    Bad(
        "grid-after-letters",
        "aa\n!a=1\n33\n",
        "f:3:1: expected a line '!x=N' or the end of the input after the grid ended at line 2, got '3'",
    ),
    Bad("only-letter-lines", "!a=1\n", "f:1:1: expected a row of the grid first, got a '!' line"),
    Bad("too-wide", "." * 1001 + "\n", "f:1:1001: expected at most 1000 cells in a row, got more"),
    Bad("too-tall", ".\n" * 1001, "f:1001:1: expected at most 1000 rows, got more"),
]


@pytest.mark.parametrize("case", BAD, ids=lambda c: c.id)
def test_bad_input_names_the_place(case: Bad) -> None:
    assert rejection(knuth.parse, case.text, "f") == case.message


@pytest.mark.parametrize(
    ("data", "message"),
    [
        (b"33\n3\x003\n", "f:2:2: expected text, got a NUL byte (is this a binary file?)"),
        (b"33\n\xff\xfe\n", "f:2:1: expected UTF-8 text, got byte 0xff"),
        ("3é".encode() + b"\x80\n", "f:1:3: expected UTF-8 text, got byte 0x80"),
        (b"." * (MAX_BYTES + 1), f"f:1:1: expected at most {MAX_BYTES} bytes of puzzle text, got more"),
    ],
    ids=["nul", "bad-utf8", "bad-utf8-after-multibyte", "too-big"],
)
def test_bytes_that_are_not_text(data: bytes, message: str) -> None:
    assert rejection(decode, data, "f") == message


def test_decode_drops_a_byte_order_mark() -> None:
    assert decode(b"\xef\xbb\xbf33\n", "f") == "33\n"


@st.composite
def puzzles(draw: st.DrawFn) -> Puzzle:
    """Random Slitherlink and SuperSlitherlink grids, 1x1 up to 12x12."""
    rows = draw(st.integers(1, 12))
    cols = draw(st.integers(1, 12))
    alphabet = draw(st.sampled_from(["01234.", "0123.ab", ".", "4", "abcXYZ"]))
    cells = tuple("".join(draw(st.lists(st.sampled_from(alphabet), min_size=cols, max_size=cols))) for _ in range(rows))
    used = sorted({ch for row in cells for ch in row if ch.isalpha()})
    letters = tuple((ch, draw(st.integers(0, 9999))) for ch in used)
    return Puzzle("slitherlink", rows, cols, cells, letters)


@given(puzzles())
def test_parse_write_round_trip(puzzle: Puzzle) -> None:
    assert knuth.parse(knuth.write(puzzle)) == puzzle

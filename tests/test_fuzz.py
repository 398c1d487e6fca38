"""Every reader, fed bytes and mutations of valid inputs: only loopcp's own errors, each naming a place.

A reader may refuse anything, but only with a ``LoopcpError``; a
``ParseError`` always says ``SOURCE:LINE:COLUMN:`` with a line and a column
inside the text (or just past its end), so that the one line a user sees
points at the fault.  Anything else escaping (an IndexError, a
RecursionError, a ValueError from ``int``) is a bug these tests find.
"""

from __future__ import annotations

import re
from collections.abc import Callable

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from loopcp import answer, formats
from loopcp.errors import LoopcpError, ParseError
from loopcp.formats import jsonl, knuth, puzzlekit, puzzlink, slink, state, tatham
from loopcp.formats.text import decode
from loopcp.puzzle import Puzzle

SLITHER = Puzzle("slitherlink", 2, 2, ("3.", ".1"))
READERS: dict[str, Callable[[str], object]] = {
    "knuth": lambda t: knuth.parse(t, "f"),
    "knuth-masyu": lambda t: knuth.parse(t, "f", "masyu"),
    "slink": lambda t: slink.parse(t, "f"),
    "slink-batch": lambda t: [item.error or item.puzzle for item in slink.parse_each(t, "f")],
    "tatham": lambda t: tatham.parse(t, "f"),
    "puzzlink": lambda t: puzzlink.parse(t, "f"),
    "json": lambda t: jsonl.parse(t, "f"),
    "detected": lambda t: formats.load(t, "f"),
    "batch": lambda t: [item.error or item.puzzle for item in formats.load_all(t, "f")],
    "puzzlekit-slitherlink": lambda t: puzzlekit.parse_slitherlink(t, "f"),
    "puzzlekit-masyu": lambda t: puzzlekit.parse_masyu(t, "f"),
    "state": lambda t: state.read(t, "f", SLITHER),
    "answer": lambda t: answer.read(t, "f", SLITHER),
}
VALID = [
    "aaa....\naaabb..\n!a=3\n!b=1\n",
    "3.1\n.2.\n0..\n",
    "2 2\n2 2\n2 2\n3 3\n1 1 1\n3 1 2\n2 2 2\n0 0\n",
    "5x5t0:b02a31b1c3a2d23a23",
    "8x8:cWcBbBiBcBaBWcBiWdWaWWcWWdBbWa",
    "https://puzz.link/p?slither/5/5/h073bbg8ch282d",
    "https://puzz.link/p?mashu/5/5/00k00900i",
    '{"genre": "superslitherlink", "rows": 2, "cols": 7, "puzzle": "aaa....\\naaabb..\\n!a=3\\n!b=1\\n"}',
    '{"h": [[1, 1], [0, 1], [1, 0]], "v": [[1, 0, 0], [0, 0, 1]]}',
    "2 2\n3 -\n- 1\n",
    "+---+   .\n| 3 |\n+---+   .\n",
]
PLACE = re.compile(r"^f:(\d+):(\d+): ")


def check(reader: Callable[[str], object], text: str) -> None:
    """Run a reader; any error must be loopcp's, and a ParseError must point inside the text."""
    try:
        found = reader(text)
    except ParseError as exc:
        assert_place(exc, text)
        return
    except LoopcpError:
        return
    for value in found if isinstance(found, list) else [found]:
        if isinstance(value, ParseError):
            assert_place(value, text)


def assert_place(exc: ParseError, text: str) -> None:
    match = PLACE.match(str(exc))
    assert match is not None, str(exc)
    line, column = int(match.group(1)), int(match.group(2))
    lines = text.split("\n")
    assert 1 <= line <= len(lines) + 1, str(exc)
    assert column >= 1, str(exc)


def mutate(text: str, edits: list[tuple[int, int, str]]) -> str:
    """Apply (position, kind, character) edits: 0 replaces, 1 inserts, 2 deletes."""
    chars = list(text)
    for position, kind, ch in edits:
        at = position % (len(chars) + 1)
        if kind == 0 and at < len(chars):
            chars[at] = ch
        elif kind == 1:
            chars.insert(at, ch)
        elif chars and at < len(chars):
            del chars[at]
    return "".join(chars)


ALPHABET = st.sampled_from(list('0123456789abcdefghijklmnopqrstuvwxyzWB.!=:#/?-_x |+{}[],"\n\r\t\x00é'))
FUZZ = settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])


@pytest.mark.parametrize("name", READERS)
@FUZZ
@given(data=st.binary(max_size=200))
def test_bytes_never_escape_as_anything_but_loopcp_errors(name: str, data: bytes) -> None:
    try:
        text = decode(data, "f")
    except ParseError as exc:
        assert_place(exc, data.decode("utf-8", errors="replace"))
        return
    check(READERS[name], text)


@pytest.mark.parametrize("name", READERS)
@FUZZ
@given(
    base=st.sampled_from(VALID),
    edits=st.lists(st.tuples(st.integers(0, 400), st.integers(0, 2), ALPHABET), min_size=1, max_size=6),
)
def test_mutated_valid_inputs_fail_only_with_a_place(name: str, base: str, edits: list[tuple[int, int, str]]) -> None:
    check(READERS[name], mutate(base, edits))

"""The format registry: detection, and read(write(p)) == p for every format and genre."""

from __future__ import annotations

import random
import subprocess
import sys
from collections.abc import Callable

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from loopcp.errors import ParseError, UnsupportedError
from loopcp.formats import (
    EXPORTS,
    FORMATS,
    READERS,
    UNDETECTED,
    WRITERS,
    detect,
    dump,
    is_inline,
    jsonl,
    knuth,
    load,
    load_all,
    slink,
    state,
    tatham,
)
from loopcp.puzzle import Puzzle

from cases import Bad, rejection

# Which formats can hold which boards: (format, genre) -> the cell alphabet it writes.
HOLDS = {
    ("knuth", "slitherlink"): "01234.",
    ("knuth", "masyu"): "01.",
    ("tatham", "slitherlink"): "01234.",
    ("tatham", "masyu"): "01.",
    ("puzzlink", "slitherlink"): "01234.",
    ("puzzlink", "masyu"): "01.",
    ("pzprv3", "slitherlink"): "01234.",
    ("pzprv3", "masyu"): "01.",
    ("slink", "slitherlink"): "0123",
    ("json", "slitherlink"): "01234.",
    ("json", "masyu"): "01.",
    ("puzzlekit", "slitherlink"): "01234.",
    ("puzzlekit", "masyu"): "01.",
}


@st.composite
def boards(draw: st.DrawFn, alphabet: str, genre: str) -> Puzzle:
    """Random boards from 1x1 to 60x60: empty, full, or anything between.

    Sizes and the kind of fill come from hypothesis; the cells themselves
    from a ``random.Random`` with a seed that it draws, which is many times
    faster than drawing 3,600 cells one by one (and still reproducible).
    """
    rows = draw(st.integers(1, 60))
    cols = draw(st.integers(1, 60))
    fill = draw(st.sampled_from(["empty", "full", "sparse", "any"]))
    rng = random.Random(draw(st.integers(0, 2**32)))
    clues = alphabet.replace(".", "") or alphabet
    choices = {
        "empty": "." if "." in alphabet else clues,
        "full": clues,
        "sparse": "." * 9 + clues if "." in alphabet else clues,
        "any": alphabet,
    }[fill]
    cells = tuple("".join(rng.choices(choices, k=cols)) for _ in range(rows))
    return Puzzle(genre, rows, cols, cells)


@pytest.mark.parametrize(("fmt", "genre"), sorted(HOLDS), ids=str)
@settings(max_examples=200, deadline=None)
@given(data=st.data())
def test_read_write_round_trip(fmt: str, genre: str, data: st.DataObject) -> None:
    puzzle = data.draw(boards(HOLDS[fmt, genre], genre))
    text = dump(puzzle, fmt)
    assert text.endswith("\n")
    if fmt not in UNDETECTED:
        assert detect(text) == fmt
    assert load(text, "t", fmt, genre) == puzzle
    blank = all(ch == "." for row in puzzle.cells for ch in row)
    told = ("knuth", "puzzlekit")  # texts that do not say their genre
    if fmt not in told and not (fmt == "tatham" and blank):  # ... and a clueless ID: they need the genre
        assert load(text, "t", fmt) == puzzle


def test_every_writer_has_a_reader_but_the_exports() -> None:
    assert set(READERS) == set(FORMATS) == {fmt for fmt, _ in HOLDS}
    assert EXPORTS == ("mcc",)
    assert set(WRITERS) == set(FORMATS) | set(EXPORTS)


def test_an_export_is_not_read() -> None:
    with pytest.raises(UnsupportedError) as info:
        load("| slitherlink-dlx:\n", "f", "mcc")
    assert str(info.value) == (
        "format 'mcc' is written only (exact-cover data for Knuth's DLX solvers), never read; "
        "read one of: knuth, slink, tatham, puzzlink, pzprv3, json, puzzlekit"
    )


@pytest.mark.parametrize(
    ("text", "fmt"),
    [
        ("33\n", "knuth"),
        ("aab\n.3b\n!a=2\n!b=3\n", "knuth"),
        ("", "knuth"),
        ("3 3\n333\n", "slink"),
        ("\n  2 2\n2 2\n2 2\n0 0\n", "slink"),
        ("10x10t0:a2", "tatham"),
        ("  10x10:a2\n", "tatham"),
        ("10:a2", "tatham"),
        ("8x8dt:BaW", "tatham"),
        ("10x10t1:abc", "tatham"),
        ("10x10t0dh#12345", "tatham"),
        ("https://puzz.link/p?slither/2/1/33", "puzzlink"),
        ("http://pzv.jp/p.html?mashu/2/2/f0", "puzzlink"),
        ("puzz.link/p?slither/2/1/33", "puzzlink"),
        ("HTTPS://PUZZ.LINK/p?slither/2/1/33", "puzzlink"),
        ("pzprv3.1\nslither\n1\n2\n3 3 \n", "pzprv3"),
        ("\npzprv3\r\nmashu\r\n", "pzprv3"),
        ("pzprv3/slither/1/2/3 3 /", "pzprv3"),
        ('{"genre": "slitherlink", "puzzle": "33\\n"}\n', "json"),
        ('\n  {"genre": "masyu"', "json"),
        ("{", "json"),
    ],
)
def test_detect(text: str, fmt: str) -> None:
    assert detect(text) == fmt


def test_inline_arguments_are_one_line_ids_and_urls() -> None:
    assert is_inline("5x5t0:y")
    assert is_inline("https://puzz.link/p?slither/2/1/33")
    assert not is_inline("33")
    assert not is_inline("puzzle.txt")
    assert not is_inline("5x5t0:y\n33\n")


@pytest.mark.parametrize(
    ("fmt", "message"),
    [
        ("tatham", "a SuperSlitherlink cannot be written as a Tatham game ID: Loopy has no region clues"),
        ("puzzlink", "a SuperSlitherlink cannot be written as a puzz.link URL: slither has no region clues"),
        ("slink", "a Slink contest input holds Slitherlink puzzles, not superslitherlink"),
    ],
)
def test_superslitherlink_has_no_id_url_or_slink(fmt: str, message: str) -> None:
    puzzle = Puzzle("slitherlink", 1, 2, ("a3",), (("a", 2),))
    with pytest.raises(UnsupportedError) as info:
        dump(puzzle, fmt)
    assert str(info.value) == message


@pytest.mark.parametrize(
    ("puzzle", "message"),
    [
        (
            Puzzle("slitherlink", 1, 2, ("3.",)),
            "a Slink contest input needs every cell clued 0-3; cell r1c2 is blank",
        ),
        (
            Puzzle("slitherlink", 2, 1, ("3", "4")),
            "a Slink contest input needs every cell clued 0-3; cell r2c1 is clued 4",
        ),
        (Puzzle("masyu", 1, 1, ("0",)), "a Slink contest input holds Slitherlink puzzles, not masyu"),
    ],
)
def test_slink_needs_every_cell_clued_0_to_3(puzzle: Puzzle, message: str) -> None:
    with pytest.raises(UnsupportedError) as info:
        dump(puzzle, "slink")
    assert str(info.value) == message


def test_unknown_format_lists_the_choices() -> None:
    with pytest.raises(UnsupportedError) as info:
        dump(Puzzle("slitherlink", 1, 1, ("3",)), "pzv")
    assert (
        str(info.value)
        == "unknown format 'pzv'; choose one of: knuth, slink, tatham, puzzlink, pzprv3, json, puzzlekit, mcc"
    )


def test_knuth_errors_are_unchanged_by_detection() -> None:
    assert rejection(load, "33\n3#\n", "f") == "f:2:2: expected 0-4, '.' or a letter, got '#'"


def test_formats_that_name_their_genre_refuse_another() -> None:
    assert (
        rejection(load, "5x5:Wx", "f", genre="slitherlink")
        == "f:1:1: expected a slitherlink puzzle, got a Pearl game ID (Masyu)"
    )
    assert (
        rejection(load, "https://puzz.link/p?mashu/2/2/f0", "f", genre="slitherlink")
        == "f:1:21: expected a slitherlink puzzle, got a mashu URL (masyu)"
    )
    assert (
        rejection(load, "1 1\n3\n0 0\n", "f", genre="masyu")
        == "f:1:1: expected a masyu puzzle, got a Slink contest input (Slitherlink)"
    )


SEEDS = [  # valid texts of each format, to be cut and spliced by the fuzz test
    "5x5t0:b02a31b1c3a2d23a23",
    "8x8:cWcBbBiBcBaBWcBiWdWaWWcWWdBbWa",
    "https://puzz.link/p?slither/5/5/h073bbg8ch282d",
    "https://puzz.link/p?mashu/5/5/00k00900i",
    "2 2\n2 2\n2 2\n0 0\n",
    "aab\n.3b\n!a=2\n!b=3\n",
    '{"genre": "superslitherlink", "rows": 2, "cols": 3, "puzzle": "aab\\n.3b\\n!a=2\\n!b=3\\n"}\n',
]


@settings(max_examples=300, deadline=None)
@given(
    seed=st.sampled_from(SEEDS),
    cut=st.integers(0, 60),
    insert=st.text(alphabet='0123456789abcdefgxyzBW:/?#_ tx\n-.{}",\\', max_size=4),
    genre=st.sampled_from([None, "slitherlink", "masyu"]),
)
def test_damaged_input_is_a_puzzle_or_a_parse_error_never_a_crash(
    seed: str, cut: int, insert: str, genre: str | None
) -> None:
    text = seed[:cut] + insert + seed[cut + len(insert) :]
    try:
        puzzle = load(text, "f", genre=genre)
    except ParseError as exc:
        assert exc.source == "f" and exc.line >= 1 and exc.column >= 1
    else:
        assert puzzle.rows >= 1 and puzzle.cols >= 1


ONE_BY_TWO_MASYU = Puzzle("masyu", 1, 2, ("..",))


@pytest.mark.parametrize(
    ("read", "args", "message"),
    [
        (knuth.parse, ("3\n33\n", "f"), "f:2:2: expected 1 cell as in line 1, got 2"),
        (slink.parse_all, ("2 1\n2 2\n2\n0 0\n", "f"), "f:2:3: expected 1 clue in row 1, got 2"),
        (tatham.parse, ("1x1t0:", "f"), "f:1:7: expected 1 cell, got 0 (description too short)"),
        (
            tatham.parse,
            ("1x1t0:33", "f"),
            "f:1:8: expected the end of the description after 1 cell, got '3' (description too long)",
        ),
        (
            state.read,
            ('{"h": [[1], [0]], "v": []}', "s", ONE_BY_TWO_MASYU),
            's:1:2: expected "h" to be 1 row of 1 value for this puzzle, got 2 rows',
        ),
        (
            state.read,
            ('{"h": [[]], "v": []}', "s", ONE_BY_TWO_MASYU),
            's:1:2: expected "h" to be 1 row of 1 value for this puzzle, got 0 values in row 0',
        ),
    ],
    ids=["knuth", "slink", "tatham-short", "tatham-long", "state-rows", "state-values"],
)
def test_one_is_singular_in_messages(read: Callable[..., object], args: tuple[object, ...], message: str) -> None:
    """Issue 26.7: no '1 rows' or '1 cells'."""
    assert rejection(read, *args) == message


# --- JSON Lines of puzzles (issue 26.5) ---------------------------------------------------------

SUPER = Puzzle("slitherlink", 2, 3, ("aab", ".3b"), (("a", 2), ("b", 3)))
ROOMS = Puzzle.of("countryroad", [["1", "1"]], [[0, 1]])


def test_json_is_the_puzzles_part_of_what_generate_writes() -> None:
    assert dump(SUPER, "json") == (
        '{"genre": "superslitherlink", "rows": 2, "cols": 3, "clues": 3, "puzzle": "aab\\n.3b\\n!a=2\\n!b=3\\n"}\n'
    )


@pytest.mark.parametrize("puzzle", [SUPER, ROOMS, Puzzle("masyu", 1, 1, ("1",))], ids=str)
def test_json_reads_back_every_genre_without_being_told(puzzle: Puzzle) -> None:
    text = dump(puzzle, "json")
    assert detect(text) == "json"
    assert load(text) == puzzle


def test_json_keys_other_than_the_puzzles_are_passed_over() -> None:
    line = '{"seed": 1, "genre": "masyu", "grade": "easy", "puzzle": "1.\\n", "solution": {"h": [[1]]}, "x": [{}]}'
    assert load(line) == Puzzle("masyu", 1, 2, ("1.",))


P = '{"genre": "slitherlink", '  # how the objects below start: the next key is at column 26


JSON_BAD = [
    Bad("syntax", '{"genre" "masyu"}', "f:1:10: expected a JSON object per line: expecting ':' delimiter"),
    Bad("cut-short", P, "f:1:25: expected a JSON object per line: expecting property name enclosed in double quotes"),
    Bad("two-objects", P + '"puzzle": "3"} {}', "f:1:41: expected a JSON object per line: extra data"),
    Bad(
        "pretty-printed", '{\n"genre": "masyu"}', "f:2:1: expected the end of the input after line 1, got another line"
    ),
    Bad("not-an-object", " {}", 'f:1:2: expected an object with "genre" and "puzzle" (its Knuth text), got no "genre"'),
    Bad(
        "no-puzzle",
        P[:-2] + "}",
        'f:1:1: expected an object with "genre" and "puzzle" (its Knuth text), got no "puzzle"',
    ),
    Bad("genre-not-a-string", '{"genre": 3, "puzzle": "3"}', 'f:1:11: expected "genre" to be a string, got a number'),
    Bad("puzzle-not-a-string", P + '"puzzle": ["3"]}', 'f:1:36: expected "puzzle" to be a string, got an array'),
    Bad(
        "unknown-genre",
        '{"genre": "sudoku", "puzzle": "3"}',
        f"f:1:11: expected \"genre\" to be one of {', '.join(jsonl._kinds())}, got 'sudoku'",
    ),
    Bad("bad-cell", P + '"puzzle": "33\\n3#\\n"}', "f:1:42: \"puzzle\" line 2: expected 0-4, '.' or a letter, got '#'"),
    Bad("ragged", P + '"puzzle": "33\\n3\\n"}', 'f:1:42: "puzzle" line 2: expected 2 cells as in line 1, got 1'),
    Bad(
        "escaped-cell",
        P + '"puzzle": "\\u0033\\u0023"}',
        "f:1:43: \"puzzle\" line 1: expected 0-4, '.' or a letter, got '#'",
    ),
    Bad("empty-puzzle", P + '"puzzle": ""}', 'f:1:37: "puzzle" line 1: expected a puzzle grid, got empty input'),
    Bad("rows-disagree", P + '"rows": 2, "puzzle": "33"}', 'f:1:34: expected "rows" to be 1 as in "puzzle", got 2'),
    Bad(
        "cols-not-a-number",
        P + '"cols": true, "puzzle": "33"}',
        'f:1:34: expected "cols" to be 2 as in "puzzle", got true',
    ),
    Bad(
        "huge-number",
        P + '"rows": ' + "9" * 5000 + "}",
        "f:1:1: expected a JSON object per line: a number too long to read",
    ),
    Bad(
        "deep",
        P + '"x": ' + "[" * 100_000,
        "f:1:1: expected a JSON object per line: arrays or objects nested too deeply",
    ),
]


@pytest.mark.parametrize("case", JSON_BAD, ids=lambda c: c.id)
def test_bad_json_names_the_place(case: Bad) -> None:
    assert rejection(load, case.text, "f", "json") == case.message


def test_json_names_its_genre_and_refuses_another() -> None:
    assert rejection(load, dump(SUPER, "json"), "f", genre="masyu") == (
        'f:1:11: expected a masyu puzzle, got "genre": "superslitherlink"'
    )
    assert load(dump(SUPER, "json"), "f", genre="slitherlink") == SUPER


def test_a_file_of_json_lines_is_a_batch_each_named_by_its_line() -> None:
    text = dump(SUPER, "json") + "\n" + P + '"puzzle": "3#"}\n' + dump(ROOMS, "json")
    items = list(load_all(text, "book.jsonl"))
    assert [(item.source, item.puzzle) for item in items] == [
        ("book.jsonl:1", SUPER),
        ("book.jsonl:3", None),
        ("book.jsonl:4", ROOMS),
    ]
    assert str(items[1].error) == "book.jsonl:3:38: \"puzzle\" line 1: expected 0-4, '.' or a letter, got '#'"


def test_the_package_exports_the_readers_and_reading_loads_no_solver() -> None:
    """Issue 26.8: ``loopcp.load`` reads IDs and URLs; like ``loopcp.parse`` it pays for neither solver nor JSON."""
    script = (
        "import sys, loopcp\n"
        "assert loopcp.load('https://puzz.link/p?mashu/5/5/00k00900i').genre == 'masyu'\n"
        "assert [i.puzzle.rows for i in loopcp.load_all('5x5t0:y\\n3x1t0:333\\n')] == [5, 1]\n"
        "assert loopcp.dump(loopcp.load('5x5t0:y'), 'tatham') == '5x5t0:y\\n'\n"
        "print(sorted(m for m in ('ortools', 'graphillion', 'rich', 'typer', 'json') if m in sys.modules))\n"
    )
    done = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, check=True)
    assert done.stdout == "[]\n"

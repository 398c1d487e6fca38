"""Regional Yajilin: the dataset's text, its name on the command line, pzprjs's solved board, refusals.

The whole dataset, its bundled records, the editor's URL and pzprjs's own
boards are the genre's conformance table's (tests/conformance/cases/regionalyajilin.py),
run for every genre by tests/conformance/test_published.py.
"""

from __future__ import annotations

import json

from typer.testing import CliRunner

import genre_data
import loopcp
from loopcp import formats
from loopcp.cli import app
from loopcp.puzzle import Puzzle, Status

SAMPLE = genre_data.sample("regionalyajilin")


def test_the_puzzlekit_text_reads_and_writes_back() -> None:
    for record in SAMPLE.values():
        puzzle = formats.load(record["problem"], fmt="puzzlekit", genre="regionalyajilin")
        written = formats.dump(puzzle, "puzzlekit")  # the rooms renumbered in reading order
        assert formats.load(written, fmt="puzzlekit", genre="regionalyajilin") == puzzle
        assert written.split("\n")[:9] == record["problem"].split("\n")[:9]  # the size and the numbers as given
        assert formats.load(formats.dump(puzzle, "json")) == puzzle
        assert formats.load(formats.dump(puzzle, "pzprv3")) == puzzle


def test_a_file_is_read_as_its_genre_s_own_text() -> None:
    name = sorted(SAMPLE)[0]
    result = CliRunner().invoke(app, ["solve", "--genre", "yajilin-regions", "--json", "--no-timing", "-"],
                                input=SAMPLE[name]["problem"])  # fmt: skip
    assert result.exit_code == 0, result.stderr
    answer = json.loads(result.stdout)
    assert (answer["genre"], answer["status"], len(answer["solutions"][0]["shaded"])) == (
        "regionalyajilin", "unique", 8)  # fmt: skip


# --- pzprjs: test/script/yajilin-regions.js ------------------------------------------------------

ROOMS = (
    "5/0 0 0 1 1 /0 0 0 1 1 /2 2 3 1 1 /2 2 3 4 4 /2 2 3 4 4 /2 . . 0 . /. . . . . /. . 1 . . /. . . . . /. . . . . /"
)


def test_the_editors_url_is_the_saved_files_puzzle() -> None:
    """test/script/yajilin-regions.js's URL: borders, then room numbers; its rooms are the saved file's."""
    url = "https://puzz.link/p?yajilin-regions/5/5/49j60s3020g1g"
    assert formats.load(url) == formats.load("pzprv3/yajilin-regions/5/5/" + ROOMS)


def test_the_solved_pzprjs_board_checks_correct_from_its_own_saved_file(tmp_path: object) -> None:
    puzzle = formats.load("pzprv3/yajilin-regions/5/5/" + ROOMS)
    assert isinstance(puzzle, Puzzle) and puzzle.rooms[2] == (2, 2, 3, 1, 1)
    result = loopcp.solve(puzzle)
    assert result.status is Status.UNIQUE
    from loopcp.formats import pzprv3  # noqa: PLC0415

    saved = pzprv3.write(puzzle, result.solutions[0])
    got = CliRunner().invoke(app, ["check", saved.replace("\n", "/")])
    assert (got.exit_code, got.stdout) == (0, "correct\n")


def test_the_variant_with_shaded_cells_outside_is_refused() -> None:
    result = CliRunner().invoke(app, ["check", "pzprv3/yajilin-regions/5/5/o/" + ROOMS])
    assert result.exit_code == 2
    assert "the variant of flag line 'o' (the shaded cells lie outside the loop) is not supported" in result.stderr


def test_a_url_with_a_number_left_unknown_is_refused() -> None:
    result = CliRunner().invoke(app, ["solve", "https://puzz.link/p?yajilin-regions/2/1/0."])
    assert (result.exit_code, result.stdout) == (2, "")
    assert result.stderr == ("<argument>:1:42: a room number left unknown ('.') is not a clue regionalyajilin solves\n")

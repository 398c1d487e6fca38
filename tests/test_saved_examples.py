"""The table of cell-loop genres in docs/genres.md: each URL solves uniquely, each saved file checks correct."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from typer.testing import CliRunner

from loopcp.cli import app
from loopcp.genres import GENRES
from loopcp.grid import CENTRES

ROOT = Path(__file__).resolve().parents[1]
ROWS = re.findall(
    r"^\| [^|]+ \| `(\w+)`[^|]* \| `(https://puzz\.link/p\?[^`]+)` \| `(data/saved/\w+\.txt)` \|$",
    (ROOT / "docs" / "genres.md").read_text(),
    flags=re.MULTILINE,
)


def test_the_table_lists_every_saved_file() -> None:
    assert sorted(path for _, _, path in ROWS) == sorted(
        str(p.relative_to(ROOT)) for p in (ROOT / "data" / "saved").glob("*.txt")
    )
    on_puzzlink = {name for name, genre in GENRES.items() if genre.board == CENTRES and genre.pzprv3 is not None}
    shared = {"uramashu"}  # puz.link's Ura-Masyu is a mashu file, which reads as Masyu unless --genre says
    assert {genre for genre, _, _ in ROWS} == on_puzzlink - {"masyu"} - shared  # every cell-loop genre puz.link has


@pytest.mark.parametrize(("genre", "url", "path"), ROWS, ids=[row[0] for row in ROWS])
def test_each_url_solves_uniquely_and_each_saved_file_checks_correct(genre: str, url: str, path: str) -> None:
    solved = CliRunner().invoke(app, ["solve", "--json", url])
    assert solved.exit_code == 0, solved.stderr
    assert f'"genre": "{genre}"' in solved.stdout and '"status": "unique"' in solved.stdout
    checked = CliRunner().invoke(app, ["check", str(ROOT / path)])
    assert (checked.exit_code, checked.stdout) == (0, "correct\n"), checked.stderr


SHOWN = re.findall(
    r"^\$ loopcp solve --decided '(https://puzz\.link/p\?[^']+)'\n(.+) \(\d+\.\d+ s\)$",
    (ROOT / "docs" / "genres.md").read_text(),
    flags=re.MULTILINE,
)


@pytest.mark.parametrize(("url", "first"), SHOWN, ids=[url.split("?")[1].split("/")[0] for url, _ in SHOWN])
def test_the_readme_shows_what_solve_decided_prints(url: str, first: str) -> None:
    result = CliRunner().invoke(app, ["solve", "--decided", "--no-timing", url])
    assert result.stdout.splitlines()[0] == first

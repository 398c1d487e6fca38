"""Koburin: the dataset's text in every format, and the saved file's display flag.

The whole dataset, its bundled records, the editor's URL and pzprjs's own
boards are the genre's conformance table's (tests/conformance/cases/koburin.py),
run for every genre by tests/conformance/test_published.py.
"""

from __future__ import annotations

from typer.testing import CliRunner

import genre_data
from loopcp import formats
from loopcp.cli import app

SAMPLE = genre_data.sample("koburin")


def test_the_puzzlekit_text_reads_and_writes_back() -> None:
    for record in SAMPLE.values():
        puzzle = formats.load(record["problem"], fmt="puzzlekit", genre="koburin")
        assert formats.dump(puzzle, "puzzlekit") == record["problem"].strip() + "\n"
        for fmt in ("json", "pzprv3", "puzzlink", "knuth"):
            assert formats.load(formats.dump(puzzle, fmt), genre="koburin") == puzzle, fmt


# --- pzprjs's saved files ------------------------------------------------------------------------


def test_a_saved_file_with_the_display_flag_reads_as_without_it() -> None:
    """decodeConfigFlag("b"): clues drawn on black cells, the same puzzle; a variant's flag is still refused."""
    plain = "pzprv3\nkoburin\n1\n2\n1 . \n. . \n0 \n"
    assert formats.load(plain.replace("2\n1 .", "2\nb\n1 .")) == formats.load(plain)
    result = CliRunner().invoke(app, ["solve", "-"], input=plain.replace("2\n1 .", "2\nm\nb\n1 ."))
    assert result.exit_code == 2
    assert result.stderr.startswith("<stdin>:5:1: the variant of flag line 'm'"), result.stderr

"""Shared fixtures: where the test data lives, and the optional ../shared material."""

from __future__ import annotations

import importlib.util
import json
import os
from pathlib import Path

import pytest
from typer.testing import CliRunner

from loopcp import formats
from loopcp.cli import app
from loopcp.formats import puzzlekit

ROOT = Path(__file__).resolve().parents[1]
DATA = ROOT / "tests" / "data"
BUNDLED = ROOT / "data"
SHARED = Path(os.environ.get("LOOPCP_SHARED", ROOT.parent / "shared"))


def pytest_xdist_auto_num_workers(config: pytest.Config) -> int:
    """``-n auto``: one worker a core, and one more.

    About a tenth of the suite's wall time is tests that wait rather than
    compute: a signal sent after a second, a Dask scheduler starting, a
    browser's round trips, subprocesses.  With a worker per core alone, a
    core idles through each wait; the extra worker fills it.
    """
    return len(os.sched_getaffinity(0)) + 1 if hasattr(os, "sched_getaffinity") else (os.cpu_count() or 1) + 1


def importable(module: str) -> bool:
    """Whether a module is installed here, found without importing it (a test may count what is imported)."""
    try:
        return importlib.util.find_spec(module) is not None
    except (ImportError, ValueError):  # a parent package missing, or a module stubbed out in sys.modules
        return False


# PNG and PDF pictures need the optional extra loopcp[pictures]; SVG needs nothing.  A test that writes one
# skips, saying why, where the extra is not installed (``make test`` installs it).
NEEDS_PNG = pytest.mark.skipif(
    not importable("resvg_py"),
    reason="PNG pictures need resvg-py, of the pictures extra: pip install 'loopcp[pictures]'",
)
NEEDS_PDF = pytest.mark.skipif(
    not importable("fpdf"), reason="PDF pictures need fpdf2, of the pictures extra: pip install 'loopcp[pictures]'"
)


def tatham_rows(name: str) -> list[list[str]]:
    """The tab-separated rows of a corpus of Tatham's IDs in ``tests/data/tatham`` (comment lines left out)."""
    lines = (DATA / "tatham" / name).read_text().splitlines()
    return [line.split("\t") for line in lines if not line.startswith("#")]


def shared_path(*parts: str) -> Path:
    """A file under ../shared, or a clean skip when this clone has none."""
    path = SHARED.joinpath(*parts)
    if not path.exists():
        pytest.skip(f"{path} is not here (a fresh clone has no ../shared)")
    return path


def load_dataset(name: str) -> dict[str, dict[str, str]]:
    """A puzzlekit dataset file's records, by puzzle name."""
    with shared_path("datasets", "puzzlekit", name).open() as handle:
        data: dict[str, dict[str, str]] = json.load(handle)["data"]
    return data


def dataset_urls(genre: str, count: int) -> list[str]:
    """``count`` puzzles of a puzzlekit dataset spread over its names (so over its sizes), as puzz.link URLs."""
    parse = {"Slitherlink": puzzlekit.parse_slitherlink, "Masyu": puzzlekit.parse_masyu}[genre]
    records = load_dataset(f"{genre}_dataset.json")
    names = sorted(records)
    chosen = names[:: max(1, len(names) // count)][:count]
    return [formats.dump(parse(records[name]["problem"], name), "puzzlink").strip() for name in chosen]


def always_here() -> list[str]:
    """Puzzles every clone has: the puzzlekit samples in tests/data, as puzz.link URLs."""
    urls = []
    for genre, parse in (("slitherlink", puzzlekit.parse_slitherlink), ("masyu", puzzlekit.parse_masyu)):
        with (DATA / f"puzzlekit-{genre}-sample.json").open() as handle:
            records = json.load(handle)
        urls += [formats.dump(parse(r["problem"], name), "puzzlink").strip() for name, r in sorted(records.items())]
    return urls


def mixed_inputs(folder: Path) -> list[str]:
    """Puzzles every clone has with bad inputs between them: a bad URL, a missing file, a board too large to search."""
    urls = always_here()
    batch = folder / "batch.txt"
    batch.write_text("\n".join([*urls[:5], "https://puzz.link/p?slither/3/3/zz", *urls[5:]]) + "\n")
    huge = folder / "huge.txt"
    huge.write_text(("." * 600 + "\n") * 600)
    return [str(batch), str(folder / "missing.txt"), str(huge), str(batch)]


@pytest.fixture(scope="session")
def dataset_batch(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, str]:
    """200 dataset puzzles (100 Slitherlink, 100 Masyu) in a file of URLs, and ``solve --json --no-timing`` of it."""
    path = tmp_path_factory.mktemp("dataset") / "dataset.txt"
    path.write_text("\n".join(dataset_urls("Slitherlink", 100) + dataset_urls("Masyu", 100)) + "\n")
    result = CliRunner().invoke(app, ["solve", "--json", "--no-timing", str(path)])
    assert result.exit_code == 0 and len(result.stdout.splitlines()) == 200, result.stderr
    return path, result.stdout

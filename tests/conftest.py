"""Shared fixtures: where the test data lives, and the optional ../shared material."""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
DATA = ROOT / "tests" / "data"
BUNDLED = ROOT / "data"
SHARED = Path(os.environ.get("LOOPCP_SHARED", ROOT.parent / "shared"))


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

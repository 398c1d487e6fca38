"""Finding every registered genre's table (``conformance.cases.<genre>``), and the test parameters built from them.

Kept apart from ``table`` so that a table module can import its types without importing every table.
"""

from __future__ import annotations

import importlib

import pytest
from _pytest.mark import ParameterSet

from conformance.table import Table
from loopcp.genres import GENRES


def table_for(genre: str) -> Table | None:
    """The genre's table, from ``conformance.cases.<genre>``, or None when it has none."""
    name = f"conformance.cases.{genre}"
    try:
        module = importlib.import_module(name)
    except ModuleNotFoundError as exc:
        if exc.name == name:
            return None
        raise
    table: Table = module.TABLE
    return table


TABLES: tuple[Table, ...] = tuple(t for t in map(table_for, GENRES) if t is not None)


def each_genre() -> list[ParameterSet]:
    """Every table, its id the genre's name."""
    return [pytest.param(table, id=table.genre) for table in TABLES]


def each(part: str) -> list[ParameterSet]:
    """Every case of one part of every table (``counts``, ``broken``, ``codecs``, ``made``), as (table, case).

    The id starts with the genre's name, so that ``pytest -k masyu`` runs one genre's conformance.
    """
    return [
        pytest.param(table, case, id=f"{table.genre}-{case.id}") for table in TABLES for case in getattr(table, part)
    ]

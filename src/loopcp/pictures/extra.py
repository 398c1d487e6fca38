"""The optional extra ``loopcp[pictures]``: its libraries imported when a PNG or PDF is asked for.

SVG needs nothing; PNG needs resvg (``resvg-py``) and PDF needs ``fpdf2``.
Importing them only here, when a picture of that kind is made, keeps
every other command's start-up free of them, and a missing one is one
line that says how to install it.
"""

from __future__ import annotations

from typing import Any

from loopcp.errors import UnsupportedError

INSTALL_HINT = "pip install 'loopcp[pictures]'"


def _need(module: str, package: str, what: str) -> Any:
    """Import a module of the ``pictures`` extra, or say how to install it."""
    import importlib  # noqa: PLC0415

    try:
        return importlib.import_module(module)
    except ImportError:
        raise UnsupportedError(f"{what} need {package}, which is not installed: {INSTALL_HINT}") from None

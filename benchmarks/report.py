"""Where every benchmark leaves its figures: ``benchmarks/results/NAME-STAMP.json`` (not committed)."""

from __future__ import annotations

import json
import time
from pathlib import Path

RESULTS = Path(__file__).resolve().parent / "results"


def save(name: str, data: object) -> Path:
    """Write one run's figures, stamped with the local time, and return the file."""
    RESULTS.mkdir(exist_ok=True)
    path = RESULTS / f"{name}-{time.strftime('%Y%m%d-%H%M%S')}.json"
    path.write_text(json.dumps(data, indent=1))
    return path

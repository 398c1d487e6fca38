"""A random loop that keeps a model's rules: what a generator of the cell-loop genres starts from.

A generator wants a loop that is random yet already keeps a genre's board
rules (Yajilin's shaded cells apart, say). An objective of random weights
over a feasible model gives one in one search. It goes on a copy of the
model's proto, so the model is left as it was.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from loopcp.cpsat.core import _core_term
from loopcp.cpsat.door import FEASIBLE, OPTIMAL, _merge, _new_model, _parameters, _solve, _write_pins
from loopcp.cpsat.model import LoopModel
from loopcp.grid import Edge


def sample(model: LoopModel, weights: Mapping[Any, int], *, seed: int, work_limit: float) -> frozenset[Edge] | None:
    """The best loop found that maximises the sum of ``weights`` over the terms that hold (None: none in time).

    A term is an edge or a point ``("o", i, j)``, off the loop. The search
    is cut at ``work_limit`` in CP-SAT's deterministic time, so the loop
    depends on the seed, never on the machine's speed.
    """
    if model._trivially_infeasible or model._core is None:
        return None
    pairs = []
    for term, weight in sorted(weights.items()):
        var = model._edge_var.get(term) if term[0] in ("h", "v") else _core_term(model._core, model.lattice, term)
        if var is not None and weight:
            pairs.append((var, -weight))  # CP-SAT minimises
    proto = _new_model(model._proto)
    if pairs:
        text = " ".join(f"vars: {v}" for v, _ in pairs) + " " + " ".join(f"coeffs: {c}" for _, c in pairs)
        _merge(proto, f"objective {{ {text} }}", "a generator's random objective")
    _write_pins(proto, {}, {var: 0 for var in model._switches})
    status, values = _solve(proto, _parameters(seed, None, work_limit))
    if status not in (OPTIMAL, FEASIBLE):
        return None
    return frozenset(e for e, var in model._edge_var.items() if values[var])

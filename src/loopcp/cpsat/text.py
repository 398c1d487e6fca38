"""The model in CP-SAT's text format, by small named writers: no OR-Tools here.

The model is written as text and parsed once in C++, which is two to three
times faster than calling the Python builder per constraint (the package
docstring has the figures).  A literal is a variable's number ``k``, or
``-k-1`` for its negation.  Small linear constraints (a clue over a few
edges) are written as their shortest clauses, from a table of forbidden
partial assignments made once per clue shape; ``_clue_text`` writes a
genre's clues either way.
"""

from __future__ import annotations

import functools
import itertools
import operator
from collections.abc import Iterable, Mapping, Sequence
from typing import Any

from loopcp.genres.base import Linear


def _neg(lit: int) -> int:
    """The negation of a literal: variable k is ``k``, its negation ``-k-1``."""
    return -lit - 1


def _list(items: Iterable[int]) -> str:
    return "[" + ",".join(map(str, items)) + "]"


def _variables(n: int) -> str:
    """``n`` new 0/1 variables."""
    return "variables{domain:[0,1]}" * n


def _or(lits: Iterable[int]) -> str:
    """At least one of the literals is true (a clause)."""
    return f"constraints{{bool_or{{literals:{_list(lits)}}}}}"


def _circuit(tails: Sequence[int], heads: Sequence[int], lits: Sequence[int]) -> str:
    """The true arcs form one circuit through every node that does not take its self-loop."""
    return f"constraints{{circuit{{tails:{_list(tails)} heads:{_list(heads)} literals:{_list(lits)}}}}}"


def _linear(coeffs: Mapping[int, int], lo: int, hi: int, enforce: int | None = None) -> str:
    """``lo <= sum(coef * var) <= hi``, only while ``enforce`` is true when one is given."""
    guard = "" if enforce is None else f"enforcement_literal:{enforce} "
    return f"constraints{{{guard}linear{{vars:{_list(coeffs)} coeffs:{_list(coeffs.values())} domain:[{lo},{hi}]}}}}"


CLAUSE_ARITY = 4  # linear constraints over at most this many edges become clauses


@functools.cache
def _forbidden_parts(coefs: tuple[int, ...], lo: int, hi: int) -> tuple[tuple[tuple[int, int], ...], ...]:
    """The minimal partial assignments (position, value) that break ``lo <= sum(coef * x) <= hi``.

    Each is one clause of the constraint's prime-implicate CNF.  A count
    (every coefficient 1) has them in closed form; other shapes take a brute
    force over partial assignments, instant for a few variables, made once
    per shape by the cache.
    """
    if all(c == 1 for c in coefs):
        return _count_parts(len(coefs), lo, hi)
    return _brute_parts(coefs, lo, hi)


def _brute_parts(coefs: tuple[int, ...], lo: int, hi: int) -> tuple[tuple[tuple[int, int], ...], ...]:
    """``_forbidden_parts`` by brute force over partial assignments, shortest first."""
    n = len(coefs)
    bad = {bits for bits in itertools.product((0, 1), repeat=n) if not lo <= sum(map(operator.mul, coefs, bits)) <= hi}
    found: list[dict[int, int]] = []
    for size in range(n + 1):
        for positions in itertools.combinations(range(n), size):
            for values in itertools.product((0, 1), repeat=size):
                part = dict(zip(positions, values, strict=True))
                if any(all(part.get(k) == v for k, v in f.items()) for f in found):
                    continue  # a shorter forbidden part already covers it
                free = [k for k in range(n) if k not in part]
                if all(
                    tuple({**part, **dict(zip(free, rest, strict=True))}[k] for k in range(n)) in bad
                    for rest in itertools.product((0, 1), repeat=len(free))
                ):
                    found.append(part)
    return tuple(tuple(sorted(part.items())) for part in found)


def _count_parts(n: int, lo: int, hi: int) -> tuple[tuple[tuple[int, int], ...], ...]:
    """``_forbidden_parts`` of ``lo <= x1 + ... + xn <= hi``, without the brute force, in the same order.

    A count's minimal forbidden parts are known: any ``hi + 1`` of its
    variables on, or any ``n - lo + 1`` off.  Every Slitherlink clue is a
    count, and the brute force took 2 ms a shape, about 20 ms of a
    process that solves one small puzzle.
    """
    if lo > hi or lo > n or hi < 0:
        return ((),)  # nothing satisfies it: the empty part
    off = n - lo + 1 if lo > 0 else None  # how many off break it, if any do
    on = hi + 1 if hi < n else None
    out: list[tuple[tuple[int, int], ...]] = []
    for size in sorted({x for x in (off, on) if x is not None}):  # shortest first; at one size, "off" first
        values = [v for v, at in ((0, off), (1, on)) if at == size]
        out += [
            tuple((k, v) for k in positions) for positions in itertools.combinations(range(n), size) for v in values
        ]
    return tuple(out)


@functools.cache
def _clause_template(coefs: tuple[int, ...], lo: int, hi: int, guarded: bool) -> str | None:
    """The shortest clauses of one clue shape as one ``str.format`` template (None: one is empty, unguarded).

    Clauses propagate in CP-SAT's SAT core, much faster than a linear
    propagator: a Masyu equality becomes two binary clauses, a Slitherlink 3
    one 4-clause and six binary ones.
    ``{0[k]}`` is the k-th variable, ``{1[k]}`` its negation and ``{2}`` the
    guard: one ``format`` call a clue instead of a writer call a clause
    (the clues of 168 Loopy IDs of 5x5 to 10x10 in 37 ms instead of 61 ms;
    the whole solves take about 0.9 s).
    """
    out = []
    for part in _forbidden_parts(coefs, lo, hi):
        lits = [f"{{{1 if value else 0}[{k}]}}" for k, value in part] + (["{2}"] if guarded else [])
        if not lits:
            return None
        out.append("constraints{{bool_or{{literals:[" + ",".join(lits) + "]}}}}")
    return "".join(out)


def _clue_text(edge_var: Mapping[Any, int], constraints: Sequence[Linear], switch: int | None = None) -> str | None:
    """The clues in CP-SAT's text format, or None when one of them can never hold.

    With a ``switch``, the clues hold only while that variable is true: a
    clause gains the switch's negation, a linear constraint takes it as its
    enforcement literal, and a clue that can never hold forces the switch
    off instead of making the model infeasible.
    """
    out: list[str] = []
    guard = [] if switch is None else [_neg(switch)]
    for c in constraints:
        coeffs: dict[int, int] = {}
        for edge, coef in c.terms:
            var = edge_var.get(edge)
            if var is not None:
                coeffs[var] = coeffs.get(var, 0) + coef
        if len(coeffs) > CLAUSE_ARITY:
            out.append(_linear(coeffs, c.lo, c.hi, switch))
            continue
        template = _clause_template(tuple(coeffs.values()), c.lo, c.hi, switch is not None)
        if template is None:
            return None
        variables = list(coeffs)
        out.append(template.format(variables, [-v - 1 for v in variables], guard[0] if guard else None))
    return "".join(out)

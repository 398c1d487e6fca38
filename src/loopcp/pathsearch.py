"""A path puzzle's two answers (Numberlink, Arukone): the first from CP-SAT, the proof from a count where it can.

"Unique" is a search for two that finds one, and on sparse boards that
second search is the wall: an answer in a second, no proof in minutes
(docs/notes.md).  So where uniqueness is asked for and the compiled count
of ``native.paths`` speaks the puzzle, the first answer is found and
verified alone, and then the count says how many answers there are, up
to two: one (beside the verified answer) is the proof, and the search
for another is never run.  Two sends the search after the other answer,
to show it; if time runs out first, the count still says "at least two".
A count that says nothing (past its states or its time) leaves the
search as it was.  The count is exact, and is checked where it can be: a
count of none beside a verified answer, or of two where the search then
proves there is no other, is an internal error, never a verdict.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING

from loopcp.errors import VerificationError
from loopcp.genres.base import Linear
from loopcp.grid import Cell, Lattice
from loopcp.puzzle import Edge, SearchOutcome

if TYPE_CHECKING:
    from loopcp.cpsat import LoopModel

GUIDE_WORK = 5.0  # deterministic time a path puzzle's answer is looked for under the guide first (``guided``)
FILL_WORK = 5.0  # ... and before that, with every cell on a path too, where the rules do not ask it (``guided``)

Check = Callable[[frozenset[Edge], int], None]  # the verifier's hook: a loop, and which answer it is (1 or 2)
Prove = Callable[[float | None], int | None]  # the count up to a deadline: 0, 1, 2 (two or more), None unknown


def seconds_left(deadline: float | None) -> float | None:
    """The seconds left before ``deadline``, a ``time.perf_counter`` value (None: no deadline)."""
    return None if deadline is None else max(0.0, deadline - time.perf_counter())


def prover(
    lattice: Lattice,
    pairs: Sequence[tuple[Cell, Cell]] | None,
    constraints: Sequence[Linear],
    limit: int | None,
    keep: int | None,
) -> Prove | None:
    """The count of ``native.paths`` for a search that asks whether the answer of ``pairs`` is unique, where it is
    built and speaks the puzzle; None elsewhere (no pairs, one answer asked for, a count, or all answers: the
    search as before)."""
    if pairs is None or limit != 2 or keep == 0:
        return None
    from loopcp.native import paths  # noqa: PLC0415 - the compiled count only where a proof is asked for

    cells = paths.board(lattice, pairs, constraints)
    if cells is None:
        return None
    return lambda deadline: paths.count(lattice.rows, lattice.cols, cells, deadline=deadline)[0]


def guided(
    model: LoopModel,
    limit: int | None,
    keep: int | None,
    *,
    deadline: float | None,
    check: Check,
    prove: Prove | None = None,
) -> SearchOutcome | None:
    """A sparse path puzzle's answer found under its model's ``guide``, and whether it is unique; None: not here.

    Only a sparse path puzzle's model has a guide (``cpsat.paths`` says
    why): there the plain search may find no answer in a minute that the
    guided search finds in a second.  Where the rules let cells stay empty
    (Numberlink), the model's ``fill`` switch is tried first with the
    guide: an answer whose paths fill the board (an Arukone answer) is an
    answer too, and a sparse Numberlink's plain search may find none in two
    minutes that this one finds in half a second (docs/notes.md).  Neither
    switch is a rule, so they decide nothing: the answer is verified
    (``check``) by the puzzle's own rules, and the proof (``second``) is the
    count's or a search with every switch off, so "unique" and "multiple"
    mean what they always mean, and a search that runs out of time still
    has the answer.  Each try has a budget of CP-SAT's deterministic time
    (the same on every machine), ``FILL_WORK`` and ``GUIDE_WORK``; if
    neither finds an answer, the plain search runs.
    """
    if limit not in (1, 2) or keep == 0 or model.guide is None:
        return None
    start = time.perf_counter()
    tries = [([model.guide, model.fill], FILL_WORK)] if model.fill is not None else []
    loop = None
    for on, work in [*tries, ([model.guide], GUIDE_WORK)]:
        loop = model.probe(on, time_limit=seconds_left(deadline), work_limit=work).loop
        if loop is not None:
            break
    if loop is None:
        return None
    check(loop, 1)
    if limit == 1:  # one answer asked for, as the plain search stops at one: found, and not proved the only one
        return SearchOutcome((loop,), 1, False, False, time.perf_counter() - start)
    return second(model, loop, keep, deadline=deadline, check=check, prove=prove, start=start)


def proved(model: LoopModel, keep: int | None, *, deadline: float | None, check: Check, prove: Prove) -> SearchOutcome:
    """Two answers looked for as ``second`` does, the first by the plain search (a dense board, or the guide's
    budget spent): one search for two would not let the count prove the first the only one."""
    start = time.perf_counter()
    first = model.search(limit=1, keep=1, time_limit=seconds_left(deadline), on_solution=check)
    if not first.solutions:  # none (proved) or none in time: the search's own verdict
        return first
    return second(model, first.solutions[0], keep, deadline=deadline, check=check, prove=prove, start=start)


def second(
    model: LoopModel,
    loop: frozenset[Edge],
    keep: int | None,
    *,
    deadline: float | None,
    check: Check,
    prove: Prove | None,
    start: float,
) -> SearchOutcome:
    """Beside ``loop``, a verified answer: the count's proof that it is the only one, or a search for another."""
    counted = None if prove is None else prove(deadline)
    if counted == 1:
        return SearchOutcome((loop,), 1, True, False, time.perf_counter() - start)
    if counted == 0:
        raise VerificationError(
            "internal error: the count of answers found none, and the search found a verified one (please report this)"
        )
    model.forbid(loop)
    room = int(keep is None or keep >= 2)  # for the second answer, beside the first
    left = seconds_left(deadline)
    rest = model.search(limit=1, keep=room, time_limit=left, on_solution=lambda other, _: check(other, 2))
    seconds = time.perf_counter() - start
    if counted == 2 and not rest.count:
        if rest.complete:
            raise VerificationError(
                "internal error: the count of answers found two or more, and the search only one (please report this)"
            )
        return SearchOutcome((loop,), 2, False, True, seconds)  # at least two, the second not shown in time
    return SearchOutcome((loop, *rest.solutions), 1 + rest.count, rest.complete, rest.timed_out, seconds)

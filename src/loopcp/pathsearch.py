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

QUICK_STATES = 30_000  # the count's states on a board without a guide (``prover``)

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
    *,
    sparse: bool,
) -> Prove | None:
    """The count of ``native.paths`` for a search that asks whether the answer of ``pairs`` is unique, where it is
    built and speaks the puzzle; None elsewhere (no pairs, one answer asked for, a count, or all answers: the
    search as before).

    A ``sparse`` board's (one with a guide) count has the whole budget:
    there CP-SAT's proof is the wall.  Elsewhere CP-SAT's proof mostly
    takes a tenth of a second, and the count has ``QUICK_STATES``: enough
    for the dense boards whose proof is hard (44_10x10: 20,514 states,
    0.03 s, where CP-SAT took 0.7-5 s), and given up within a few
    hundredths of a second where the board is too wide for it.
    """
    if pairs is None or limit != 2 or keep == 0:
        return None
    from loopcp.native import paths  # noqa: PLC0415 - the compiled count only where a proof is asked for

    cells = paths.board(lattice, pairs, constraints)
    if cells is None:
        return None
    states = paths.MAX_STATES if sparse else QUICK_STATES
    return lambda deadline: paths.count(lattice.rows, lattice.cols, cells, deadline=deadline, max_states=states)[0]


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
    """A board without a guide: the count first (its budget is small), then CP-SAT for one answer where it
    counted one, else for two as before.

    Counting first keeps the plain search whole: a search for one answer,
    then for another with it forbidden, took twice as long as one search
    for two on the dense boards (0.09 s against 0.20 s on 363_13x13).
    """
    start = time.perf_counter()
    counted = prove(deadline)
    outcome = model.search(
        limit=1 if counted == 1 else 2, keep=keep, time_limit=seconds_left(deadline), on_solution=check
    )
    seconds = time.perf_counter() - start
    if counted is not None and (outcome.count > counted or (outcome.complete and outcome.count < counted)):
        raise VerificationError(
            f"internal error: the count of answers found {counted} (2: two or more), and the search"
            f" {outcome.count}{'' if outcome.complete else ' or more'} (please report this)"
        )
    if counted == 1 and outcome.count == 1:  # the count is the proof: no second search
        return SearchOutcome(outcome.solutions, 1, True, False, seconds)
    if counted == 2 and outcome.count == 1:  # at least two, the second not shown in time
        return SearchOutcome(outcome.solutions, 2, False, True, seconds)
    return outcome


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

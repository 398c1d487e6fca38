"""The loop core on CP-SAT, in three rooms: the door, the text writers and the model.

- ``door``: the only module of loopcp that imports OR-Tools.  Solving,
  the statuses, the solver's parameters, the solution callback and the
  threads that searches run on.
- ``text``: the model written in CP-SAT's text format by small named
  writers (a clause, a circuit, a linear constraint), and the tables that
  turn a small clue into its shortest clauses.  Plain strings, no solver.
- ``model``: the loop model itself (faces, edges, degree, the circuit, the
  clues) and ``LoopModel``, which builds it once and searches it as often
  as needed.

Why three: each has one reason to change.  An OR-Tools upgrade touches the
door only, and tests/test_cpsat.py names what broke; a faster encoding of
clues touches the writers; a new way of asking about loops touches the
model.  The names other modules use are re-exported here, so that
``from loopcp.cpsat import LoopModel`` reads as before.

Speed decisions, each measured on the puzzlekit sample (see
``benchmarks/``):

- The model is written as CP-SAT's text format and parsed once in C++,
  which is two to three times faster than calling the Python builder per
  constraint; the 60x60 model (28,000 booleans, 73,000 constraints) builds
  in about 0.3 s.
- A second solution is looked for in the same search
  (``enumerate_all_solutions``), not by building or presolving again.
- Presolve, symmetry detection and the LP relaxation are off: CP-SAT's
  probing at the root already fixes nearly every edge of a real puzzle,
  and those stages cost more than they save (about 0.25 s on 60x60).
- One worker with a fixed seed: repeatable, and the fastest on 2 cores for
  many small searches.
- A short search (solving: up to ``RESTART_UP_TO`` loops) that has not
  ended within ``PLAIN_WORK`` of CP-SAT's deterministic time starts again
  with the LP relaxation and its cuts on.  Every real puzzle of the
  puzzlekit dataset ends within 0.07 of that time, so it never pays the
  relaxation; a hard minimal 30x30 that ``loopcp generate`` made took
  32 s without it and 8 s with the restart.
- Nothing redundant that the measurements did not pay for: clauses that
  forbid degree 1 (implied by the colouring) and clauses that tie each
  self-loop to its point's edges (implied by the circuit) cost about 10%.
"""

from __future__ import annotations

from loopcp.cpsat.door import SolutionHook
from loopcp.cpsat.model import LoopModel, Probe
from loopcp.puzzle import SearchOutcome  # every engine's outcome, here for CP-SAT's callers

__all__ = ["LoopModel", "Probe", "SearchOutcome", "SolutionHook"]

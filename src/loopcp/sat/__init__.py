"""Loop questions on an incremental SAT solver: ``decided``'s engine, with CP-SAT as the fallback.

- ``cnf``: the puzzle's loop in CNF: edges, degree 0 or 2, the terms the
  genres name (points off the loop, faces inside it, booleans of their
  own) and their ``Linear`` constraints as clauses.  No solver.
- ``loops``: ``SatLoops``, one CaDiCaL solver (python-sat) of a puzzle,
  asked feasibility questions under switched groups, with sound loop cuts
  added lazily; loaded only when it answers.
- ``crossing``: the passes and cuts of a loop that may cross itself
  (``Lattice.crossings``: Pipelink, Barns), each cut sound for every such
  loop.
- ``pairs``: the Numberlink generator's question, "another answer than
  these paths?", on a CNF of its own (paths between pairs, not one loop).

Only ``loops`` and ``pairs`` import python-sat.

Why SAT for ``decided``: its questions are dozens of small variations of
one model.  CP-SAT loads and probes its model again for every question
(45-55 ms each on a 15x15, issue 41), while an incremental solver keeps
its clauses, its learnt clauses and its cuts, and takes each question as
one selector literal assumed.  Every loop it returns still passes the
independent verifier before ``decided`` counts it, and a "no" is CaDiCaL's
UNSAT under a sound encoding: an exact one of each constraint
(tests/test_sat.py checks every encoding against every assignment) and
cuts that no single loop breaks (``loops``).

Roads not taken:

- Lazysat's cut "not every edge of C" alone, for each cycle C of a model:
  sound only once C alone is known not to be an answer, which for a genre
  of its own booleans needs a solver call per cycle.  ``loops`` cuts every
  model by connectivity, which needs no such check, and adds lazysat's cut
  only where a sum in Python shows C breaking a constraint by itself.
- Stronger cuts over regions (a side of C, with auxiliary literals for
  "some point on each side is on the loop"): fewer solver calls, more
  time, since each cut costs clauses across the board (docs/notes.md).
- An encoding of "one loop" up front (reachability or ordering variables,
  as CP-SAT's circuit constraint does) grows with the square of the board,
  where the cuts a real puzzle needs stay few.
- pysat's own cardinality and pseudo-Boolean encodings: the cardinality
  ones take unit weights only, and its pseudo-Boolean ones need another
  package; ``cnf``'s counter is forty lines and checked exhaustively.
"""

"""Many puzzles at once, answers in input order: here, in threads, in local worker processes, or on a Dask cluster.

The package, one job a module:

- ``puzzles``: ``solve_many``, ``count_many``, ``grade_many``,
  ``convert_many``: the library's calls over many puzzles;
- ``run``: ``run_many``, any function over many items, and how items are
  grouped into tasks;
- ``workers``: local worker processes that never outlive the command
  (``ordered_map``);
- ``cluster``: the same tasks on a Dask scheduler;
- ``threads``: puzzles solved ahead in threads of this process
  (``in_flight``), which ``solve`` uses for a file of puzzles;
- ``ordered``: each input with its result, in input order, an unreadable
  input keeping its place (``paired``).

Two arguments choose where the work runs, and nothing else changes:

- ``jobs=1`` (the default): one puzzle after another, in this process;
- ``jobs=J``: J local worker processes of our own (``workers.ordered_map``;
  0 means one per core);
- ``cluster="tcp://HOST:PORT"``: tasks sent to a running Dask scheduler
  (the ``cluster`` extra: ``pip install 'loopcp[cluster]'``), whose workers
  must have the same loopcp installed.

How:

- **Values in, values out.**  A task carries puzzles (frozen values) and
  options, never an OR-Tools object, which cannot be pickled; each worker
  builds its own models.  CP-SAT runs with one search worker and a fixed
  seed, so a puzzle's answer does not depend on the process or machine
  that finds it: the output equals a serial run's, all but the time each
  puzzle took.
- **Batched.**  Puzzles go out in chunks of about ``LOCAL_CELLS`` (local)
  or ``CLUSTER_CELLS`` (Dask) cells, one task each: a 10x10 solve takes
  milliseconds, while a Dask task costs about a millisecond of scheduler
  time and a network round trip.  Generation, seconds a puzzle, goes one
  puzzle per task.
- **Streamed in order, in bounded memory.**  Input is read only as tasks
  are sent, at most ``AHEAD`` chunks per worker thread are out at once, and
  results are yielded in input order as the head of the line finishes.  A
  slow chunk holds the line back instead of letting later results pile
  up, so a 100,000-puzzle run holds a few hundred results at most.
- **Faults.**  A puzzle's own error (a ``LoopcpError``: a board too large,
  say) is its result, returned as a value, and the others go on.  A Dask
  worker lost mid-task is Dask's to handle: the scheduler gives its tasks
  to another worker, and the results still come in order.  A scheduler
  that cannot be reached raises ``LoopcpError`` before any result (the
  address is wrong: exit 2).  One lost mid-run raises ``WorkerError``
  after the results that came before it; so does a local worker process
  that dies (a bug or the kernel's OOM killer, never a puzzle).

Roads not taken: ``client.map`` over the whole input submits every task up
front (100,000 futures held at once) and ``as_completed`` gives up the
order; ``dask.bag`` writes partitions, not a stream.  A Dask scheduler of
our own for ``--jobs`` would add Dask's start-up (about a second) and
memory to every local run, which ``workers.ordered_map`` does without.
"""

from __future__ import annotations

from loopcp.batches.cluster import INSTALL_HINT, has_dask
from loopcp.batches.ordered import paired
from loopcp.batches.puzzles import cells, convert_many, count_many, grade_many, solve_many
from loopcp.batches.run import cores, run_many
from loopcp.batches.threads import in_flight, threads_here

__all__ = [
    "INSTALL_HINT",
    "cells",
    "convert_many",
    "cores",
    "count_many",
    "grade_many",
    "has_dask",
    "in_flight",
    "paired",
    "run_many",
    "solve_many",
    "threads_here",
]

"""Searches run off the event loop, one of a kind at a time: a newer request of a kind stops the older one.

The page asks again as the player goes on (a decided view after every
edit, a hint after every move), and only the last answer matters.  So
each kind of request (its command's name) has at most one search that
counts: when a new one starts, the one before is stopped through its
``stopping.Halt`` (CP-SAT's own stop call for a search under way, and
``Halted`` for any it would start next; the deduction rules check it at
each trial), and its request is answered 409 ("stopped").

The work runs in a pool of threads, so the event loop keeps serving the
page, and every search has its time limit besides.  ``close`` stops every
search and waits for the threads: after it, nothing of the server's is
left running.

Roads not taken: processes (an OR-Tools search runs in C++ without the
interpreter's lock, so threads are enough, and a thread costs nothing to
start), or letting the old search run on to its time limit (a page that
edits quickly would queue work that no one will read).
"""

from __future__ import annotations

import asyncio
import threading
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from typing import TypeVar

from loopcp.stopping import Halt, Halted, halting

T = TypeVar("T")
WORKERS = 8  # requests at work at once; a kind has one at a time, so this bounds the kinds running together


class SupersededError(Exception):
    """A request whose search a newer request of the same kind stopped (HTTP 409)."""


class ClosingError(Exception):
    """A request that arrived while the server was stopping (HTTP 503)."""


class Jobs:
    """The server's work: a pool of threads, and the ``Halt`` of the latest search of each kind."""

    def __init__(self, workers: int = WORKERS) -> None:
        self._pool = ThreadPoolExecutor(workers, thread_name_prefix="loopcp-serve")
        self._lock = threading.Lock()
        self._latest: dict[str, Halt] = {}
        self._every: set[Halt] = set()
        self.closed = False

    def _start(self, kind: str | None) -> Halt:
        """A ``Halt`` for new work; for a kind, the kind's previous work is stopped."""
        halt = Halt()
        with self._lock:
            if self.closed:
                raise ClosingError
            if kind is not None:
                older = self._latest.get(kind)
                if older is not None:
                    older.stop()
                self._latest[kind] = halt
            self._every.add(halt)
        return halt

    def _end(self, kind: str | None, halt: Halt) -> None:
        with self._lock:
            self._every.discard(halt)
            if kind is not None and self._latest.get(kind) is halt:
                del self._latest[kind]

    def _work(self, work: Callable[[], T], kind: str | None, halt: Halt) -> T:
        """``work`` under its ``Halt``; ``SupersededError`` if it was stopped, even where a stopped search returned."""
        try:
            with halting(halt):
                if halt.stopped:
                    raise Halted
                answer = work()
        except Halted:
            raise SupersededError from None
        finally:
            self._end(kind, halt)
        if halt.stopped:  # a search stopped mid-way returns as if its time ran out: that answer is not the truth
            raise SupersededError
        return answer

    def run_here(self, work: Callable[[], T], kind: str | None = None) -> T:
        """Run ``work`` in this thread as one of the server's jobs (``SupersededError`` when a newer one stopped it)."""
        return self._work(work, kind, self._start(kind))

    async def run(self, work: Callable[[], T], kind: str | None = None) -> T:
        """Run ``work`` in the pool without blocking the event loop; see ``run_here``.

        The older search of the kind is stopped now, as the request
        arrives, not when a thread is free to start the new one.
        """
        halt = self._start(kind)
        loop = asyncio.get_running_loop()
        try:
            return await loop.run_in_executor(self._pool, self._work, work, kind, halt)
        except RuntimeError:  # the pool was shut down between the two lines above
            self._end(kind, halt)
            raise ClosingError from None

    def stop(self) -> None:
        """Stop every search and refuse new work, at once (the server is stopping); ``close`` then waits."""
        with self._lock:
            self.closed = True
            for halt in self._every:
                halt.stop()

    def close(self) -> None:
        """Stop every search, refuse new work, and wait for the threads to finish."""
        self.stop()
        self._pool.shutdown(wait=True, cancel_futures=True)

    def running(self) -> int:
        """How many requests are at work (started and not finished)."""
        with self._lock:
            return len(self._every)

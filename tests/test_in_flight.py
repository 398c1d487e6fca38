"""Puzzles solved ahead in threads (``batches.in_flight``): input order, and no search outlives the batch."""

from __future__ import annotations

import contextlib
import threading
import time
from collections.abc import Iterator

import pytest

from loopcp.batches import threads as batches
from loopcp.cpsat import LoopModel
from loopcp.grid import Lattice
from loopcp.stopping import Halt, Halted, halting


def nothing(item: object) -> contextlib.AbstractContextManager[object]:
    return contextlib.nullcontext()


@pytest.mark.parametrize("width", [1, 2, 3])
def test_results_come_in_input_order_whatever_finishes_first(width: int) -> None:
    def work(n: int) -> int:
        time.sleep(0.01 * (5 - n))  # the first puzzles take longest
        return n * n

    assert list(batches.in_flight(iter(range(5)), work, width, nothing)) == [0, 1, 4, 9, 16]  # type: ignore[arg-type]


def test_at_most_width_puzzles_are_at_work_at_once() -> None:
    lock = threading.Lock()
    busy = [0, 0]  # now, most

    def work(n: int) -> int:
        with lock:
            busy[0] += 1
            busy[1] = max(busy)
        time.sleep(0.02)
        with lock:
            busy[0] -= 1
        return n

    assert list(batches.in_flight(iter(range(8)), work, 2, nothing)) == list(range(8))  # type: ignore[arg-type]
    assert busy == [0, 2]


def test_the_spinner_is_around_each_wait_in_the_calling_thread() -> None:
    waited: list[tuple[int, bool]] = []

    @contextlib.contextmanager
    def waiting(item: int) -> Iterator[None]:
        waited.append((item, threading.current_thread() is threading.main_thread()))
        yield

    list(batches.in_flight(iter(range(3)), lambda n: n, 2, waiting))  # type: ignore[arg-type]
    assert waited == [(0, True), (1, True), (2, True)]


def endless(_: object) -> object:
    """Enumerate the loops of an empty 9 x 9 board for 10 s: far longer than any test waits for (a stop that
    missed the search fails a test's clock, instead of hanging it)."""
    return LoopModel(Lattice(10, 10), []).search(limit=None, keep=0, time_limit=10.0)


def test_an_error_stops_the_searches_still_at_work_at_once() -> None:
    def work(n: int) -> object:
        if n == 0:
            time.sleep(0.5)  # the next puzzle's endless search is under way
            raise ValueError("the first puzzle's own error")
        return endless(n)

    start = time.perf_counter()
    with pytest.raises(ValueError, match="the first puzzle's own error"):
        list(batches.in_flight(iter(range(2)), work, 2, nothing))  # type: ignore[arg-type]
    assert time.perf_counter() - start < 3.0
    assert [t.name for t in threading.enumerate() if t.name.startswith("loopcp-batch")] == []


def test_a_batch_left_early_stops_its_searches() -> None:
    results = batches.in_flight(iter([0, 1, 2]), lambda n: n if n == 0 else endless(n), 2, nothing)  # type: ignore[arg-type]
    assert next(results) == 0
    time.sleep(0.3)
    start = time.perf_counter()
    results.close()
    assert time.perf_counter() - start < 3.0


def test_a_search_after_its_halt_was_stopped_raises_halted() -> None:
    halt = Halt()
    halt.stop()
    with halting(halt), pytest.raises(Halted):
        LoopModel(Lattice(3, 3), []).search()
    assert LoopModel(Lattice(3, 3), []).search().count == 2  # outside the block, searches run as before


def test_one_processor_means_one_at_a_time(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(batches.os, "sched_getaffinity", lambda pid: {0})
    assert batches.threads_here() == 1
    monkeypatch.setattr(batches.os, "sched_getaffinity", lambda pid: {0, 1, 2, 3})
    assert batches.threads_here() == batches.IN_FLIGHT == 2


def test_a_model_still_being_built_stops_with_its_batch() -> None:
    """A huge board's model is built in a batch's thread: a stop must not wait for the whole building."""
    halt = Halt()
    started = threading.Event()
    ended: list[str] = []

    def build() -> None:
        with halting(halt):
            started.set()
            try:
                LoopModel(Lattice(400, 400), [])
            except Halted:
                ended.append("halted")

    worker = threading.Thread(target=build)
    begun = time.perf_counter()
    worker.start()
    started.wait()
    halt.stop()
    worker.join()
    assert ended == ["halted"]
    assert time.perf_counter() - begun < 1.0  # building it whole takes seconds


def test_a_stop_while_the_last_puzzle_is_awaited_stops_its_search() -> None:
    """The oldest puzzle is taken off the queue before it is waited for: a stop then must still reach it."""

    @contextlib.contextmanager
    def interrupted(item: int) -> Iterator[None]:
        if item == 1:
            time.sleep(0.3)  # its endless search is under way
            raise KeyboardInterrupt
        yield

    results = batches.in_flight(iter([0, 1]), lambda n: n if n == 0 else endless(n), 2, interrupted)  # type: ignore[arg-type]
    start = time.perf_counter()
    with pytest.raises(KeyboardInterrupt):
        list(results)
    assert time.perf_counter() - start < 3.0

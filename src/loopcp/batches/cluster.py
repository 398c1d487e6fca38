"""Tasks on a Dask cluster (the ``cluster`` extra), results in order, with a bounded line of tasks out.

A scheduler that cannot be reached raises ``LoopcpError`` before any
result (the address is wrong: exit 2); one lost mid-run, or a task whose
workers keep dying, raises ``WorkerError`` after the results that came
before it.
"""

from __future__ import annotations

import contextlib
import importlib.util
from collections import deque
from collections.abc import Callable, Iterator
from typing import Any, TypeVar

from loopcp.errors import LoopcpError, WorkerError

T = TypeVar("T")
R = TypeVar("R")

CONNECT_SECONDS = 10  # to reach the scheduler before giving up
INSTALL_HINT = "--cluster needs Dask: pip install 'loopcp[cluster]'"


def _distributed() -> Any:
    """The ``distributed`` package, or the one-line way to install it."""
    import logging  # noqa: PLC0415 (only for --cluster, like everything below)

    if not has_dask():
        raise LoopcpError(INSTALL_HINT)
    import distributed  # noqa: PLC0415 (Dask takes a second to import: only for --cluster)

    # Its retries and reconnections are ours to report, in one line: quiet every logger it configured.
    for name in ["distributed", "tornado", *logging.root.manager.loggerDict]:
        if name.startswith(("distributed", "tornado")):
            logging.getLogger(name).setLevel(logging.CRITICAL)
    return distributed


def has_dask() -> bool:
    """Whether the ``cluster`` extra is installed (without importing it)."""
    return importlib.util.find_spec("distributed") is not None


def on_cluster(
    address: str,
    tasks: Iterator[tuple[Callable[[T], R], tuple[T, ...]]],
    apply: Callable[[tuple[Callable[[T], R], tuple[T, ...]]], list[R]],
    ahead: int,
) -> Iterator[list[R]]:
    """Each task's results (``apply(task)`` on a worker) from the Dask scheduler at ``address``, in order.

    At most ``ahead`` tasks a worker thread are out at once.
    """
    distributed = _distributed()
    _reach(distributed, address)
    try:
        client = distributed.Client(address, timeout=CONNECT_SECONDS, set_as_default=False)
    except (OSError, TimeoutError, ValueError) as exc:  # the user's address is wrong: bad usage (2), not a bug
        reason = next(iter(str(exc).splitlines()), type(exc).__name__)
        raise LoopcpError(f"cannot reach the Dask scheduler at {address}: {reason}") from None
    import uuid  # noqa: PLC0415

    run = uuid.uuid4().hex[:8]
    line: deque[Any] = deque()
    try:
        ahead *= max(2, sum(client.nthreads().values()))
        for k, task in enumerate(tasks):
            line.append(client.submit(apply, task, key=f"loopcp-{run}-{k}", pure=False))
            if len(line) >= ahead:
                yield _take(distributed, line.popleft(), address)
        while line:
            yield _take(distributed, line.popleft(), address)
    finally:
        with contextlib.suppress(Exception):  # a scheduler already gone: there is nothing left to close
            if line:
                client.cancel(list(line))
            client.close(timeout=2)


def _reach(distributed: Any, address: str) -> None:
    """Check the address, and that something listens there, before Dask's client tries (and retries) it.

    A client that fails to connect spends seconds retrying and as long
    again closing itself when collected; a socket says at once.  Either
    failure is the user's address, not a bug: ``LoopcpError``, exit 2.
    """
    import socket  # noqa: PLC0415

    try:
        scheme, location = distributed.comm.parse_address(address)
        host, port = distributed.comm.parse_host_port(location)
    except ValueError as exc:
        raise LoopcpError(
            f"--cluster {address}: not a Dask scheduler address such as tcp://HOST:8786 ({exc})"
        ) from None
    if scheme not in ("tcp", "tls"):
        return
    try:
        socket.create_connection((host, port), timeout=CONNECT_SECONDS).close()
    except OSError as exc:
        raise LoopcpError(f"cannot reach the Dask scheduler at {address}: {exc.strerror or exc}") from None


def _take(distributed: Any, future: Any, address: str) -> Any:
    """A finished task's results, or ``WorkerError`` in one line for a cluster that failed."""
    try:
        return future.result()
    except distributed.KilledWorker as exc:
        raise WorkerError(f"the Dask cluster at {address} gave up a task whose workers kept dying: {exc}") from None
    except (distributed.client.FutureCancelledError, OSError, TimeoutError) as exc:
        raise WorkerError(f"lost the Dask scheduler at {address}; the output above is incomplete") from exc
    except Exception as exc:  # raised on a worker: a bug, or a worker without loopcp
        raise WorkerError(f"internal error on the Dask cluster at {address}: {type(exc).__name__}: {exc}") from None

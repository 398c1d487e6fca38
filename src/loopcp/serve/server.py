"""Running the server: a socket on 127.0.0.1, its address on standard output, uvicorn until a signal.

The socket is bound here, before uvicorn starts, so that ``--port 0``
(any free port) gives a port to print and to check ``Host`` against, and
so that a port in use is said in one line.  uvicorn then serves on that
socket.  Ctrl-C or SIGTERM: uvicorn stops taking requests, the searches
under way are stopped at once (``Jobs.stop``, from uvicorn's own signal
handling), the threads are waited for (``Jobs.close``), and the signal
is raised again for the command line's handler, which ends the process
with 130 or 143 as every command does.
"""

from __future__ import annotations

import socket
import threading
import webbrowser
from collections.abc import Callable
from types import FrameType

import uvicorn

from loopcp.errors import LoopcpError
from loopcp.serve.app import make_app
from loopcp.serve.jobs import Jobs

HOST = "127.0.0.1"  # loopback only: the page and its puzzles never leave the machine
GRACE = 3  # seconds uvicorn gives open connections once a stop is asked for


def bind(port: int) -> socket.socket:
    """A listening socket on 127.0.0.1:``port`` (0: a free one), or an error that says why not.

    The protocol is named (``IPPROTO_TCP``, not 0) because asyncio turns
    Nagle's algorithm off only on sockets that name it; without that, a
    response's body waited for the browser's delayed acknowledgement of
    its head, 40 ms on every request the page made.
    """
    sock = socket.socket(socket.AF_INET, socket.SOCK_STREAM, socket.IPPROTO_TCP)
    try:
        sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        sock.bind((HOST, port))
        sock.listen(128)
    except OSError as exc:
        sock.close()
        raise LoopcpError(f"cannot listen on {HOST}:{port}: {exc.strerror or exc}") from None
    sock.set_inheritable(True)
    return sock


class _Server(uvicorn.Server):
    """uvicorn's server, which also stops the searches under way the moment a stop is asked for."""

    def __init__(self, config: uvicorn.Config, jobs: Jobs) -> None:
        super().__init__(config)
        self.jobs = jobs

    def handle_exit(self, sig: int, frame: FrameType | None) -> None:
        self.jobs.stop()
        super().handle_exit(sig, frame)


def run(port: int, time_limit: float, *, open_page: bool = False, say: Callable[[str], None] = print) -> None:
    """Serve the page until a signal stops it; ``say`` gets the address first (``http://127.0.0.1:PORT/``)."""
    sock = bind(port)
    real = sock.getsockname()[1]
    url = f"http://{HOST}:{real}/"
    jobs = Jobs()
    config = uvicorn.Config(
        make_app(real, time_limit, jobs),
        log_level="warning",
        access_log=False,
        lifespan="on",
        timeout_graceful_shutdown=GRACE,
        server_header=False,
    )
    server = _Server(config, jobs)
    say(url)
    if open_page:
        threading.Timer(0.3, webbrowser.open, args=(url,)).start()
    try:
        server.run(sockets=[sock])
    finally:
        jobs.close()
        sock.close()

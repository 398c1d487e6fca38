"""The web app: one page, its static files, and ``POST /api/COMMAND``, safe by default.

Safety, each in one place here:

- **Host**: every request must name the server itself (``127.0.0.1:PORT``
  or ``localhost:PORT``); any other ``Host`` is answered 421.  A page on
  another site that points a name of its own at 127.0.0.1 (DNS rebinding)
  sends its own name, and is refused.
- **Origin**: a POST that says it comes from another origin is refused
  (403), and the API reads only ``application/json`` bodies (415
  otherwise), which a page elsewhere cannot send here without a CORS
  preflight that this server never answers: it sends no CORS headers.
- **Size**: a body over ``MAX_BODY`` bytes is refused (413) before it is
  read whole.
- **Files**: the server serves its own page and nothing else; no request
  names a file that it reads (a picture is written to a private
  temporary folder and read back, as ``loopcp draw`` writes one).
- **Headers**: a content security policy that allows the page's own
  scripts and styles only, no framing, no referrer, no sniffing.

Errors are JSON ``{"error": "..."}`` in one line of words, never a
traceback: 400 a bad request or puzzle (the command line's message), 409
a search that a newer request of its kind stopped (its command and the
page's ``X-Loopcp-Kind`` header), 413, 415, 421, 500 for
a bug in loopcp (whose traceback goes to the server's standard error
only), 503 while the server stops.
"""

from __future__ import annotations

import contextlib
import sys
import traceback
from collections.abc import AsyncIterator, Awaitable, Callable, MutableMapping
from importlib import resources
from typing import Any

from starlette.applications import Starlette
from starlette.requests import Request
from starlette.responses import JSONResponse, Response
from starlette.routing import Route

from loopcp.errors import InternalError, LoopcpError
from loopcp.serve.commands import COMMANDS, Context
from loopcp.serve.jobs import ClosingError, Jobs, SupersededError
from loopcp.serve.requests import Body, RequestError, parse_body, said

MAX_BODY = 1024 * 1024  # bytes of a request body: a 100 x 100 puzzle's saved file is some 60 kB
MEDIA = {
    ".html": "text/html; charset=utf-8",
    ".js": "text/javascript; charset=utf-8",
    ".css": "text/css; charset=utf-8",
}
HEADERS = {
    "content-security-policy": (
        "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self' data: blob:; "
        "connect-src 'self'; form-action 'none'; frame-ancestors 'none'; base-uri 'none'"
    ),
    "x-content-type-options": "nosniff",
    "x-frame-options": "DENY",
    "referrer-policy": "no-referrer",
    "cross-origin-opener-policy": "same-origin",
    "cross-origin-resource-policy": "same-origin",
}

Scope = MutableMapping[str, Any]
Message = MutableMapping[str, Any]
Receive = Callable[[], Awaitable[Message]]
Send = Callable[[Message], Awaitable[None]]
Asgi = Callable[[Scope, Receive, Send], Awaitable[None]]


def static_files() -> dict[str, tuple[bytes, str]]:
    """The page's files, by the name they are served under: read once from the package, never from a request."""
    folder = resources.files("loopcp.serve") / "static"
    return {
        item.name: (item.read_bytes(), MEDIA[suffix])
        for item in folder.iterdir()
        if (suffix := "." + item.name.rpartition(".")[2]) in MEDIA
    }


def error(message: str, status: int, **extra: object) -> JSONResponse:
    """An error as every answer of the API gives it: one line of words under ``error``."""
    return JSONResponse({"error": message, **extra}, status_code=status, headers={"cache-control": "no-store"})


class Guard:
    """The ASGI layer in front of the app: the ``Host`` check, and the security headers on every answer."""

    def __init__(self, app: Asgi, hosts: frozenset[str]) -> None:
        self.app = app
        self.hosts = hosts

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] not in ("http", "websocket"):
            await self.app(scope, receive, send)
            return
        host = dict(scope.get("headers") or []).get(b"host", b"").decode("latin-1").lower()
        if host not in self.hosts:
            refused = error(f"this server answers requests to {sorted(self.hosts)[0]} only, not to {host!r}", 421)
            await self._secured(refused)(scope, receive, send)
            return

        async def secured_send(message: Message) -> None:
            if message["type"] == "http.response.start":
                headers = list(message.get("headers") or [])
                have = {k.lower() for k, _ in headers}
                headers += [(k.encode(), v.encode()) for k, v in HEADERS.items() if k.encode() not in have]
                message["headers"] = headers
            await send(message)

        await self.app(scope, receive, secured_send)

    @staticmethod
    def _secured(response: Response) -> Response:
        response.headers.update(HEADERS)
        return response


async def _body(request: Request) -> bytes:
    """The request's body, or ``RequestError`` (413) as soon as it is known to be over ``MAX_BODY``."""
    declared = request.headers.get("content-length", "")
    too_big = RequestError(f"the request body is over {MAX_BODY:,} bytes, the most this server reads", 413)
    if declared.isdigit() and int(declared) > MAX_BODY:
        raise too_big
    chunks, size = [], 0
    async for chunk in request.stream():
        size += len(chunk)
        if size > MAX_BODY:
            raise too_big
        chunks.append(chunk)
    return b"".join(chunks)


def _same_origin(request: Request) -> bool:
    """Whether the request may come from a page: no ``Origin``, or this server's own, and not a cross-site fetch."""
    origin = request.headers.get("origin")
    if origin is not None and origin != f"http://{request.headers.get('host', '')}":
        return False
    return request.headers.get("sec-fetch-site", "same-origin") in ("same-origin", "none")


def search_kind(request: Request, command: str) -> str:
    """The kind a search belongs to: its command, narrowed by the page's ``X-Loopcp-Kind``.

    The page runs two searches of one command for different ends (its
    quiet check after every move and the Check button; the pair of set
    mode and the Solve button); only a newer request of the same end may
    stop an older one, or the page would see its own requests stopped.
    """
    narrower = request.headers.get("x-loopcp-kind", "").strip()[:40]
    return f"{command}/{narrower}" if narrower and narrower != command else command


def make_app(port: int, time_limit: float, jobs: Jobs | None = None) -> Asgi:
    """The app for a server on 127.0.0.1:``port``, each search under ``time_limit`` seconds at most."""
    work = jobs or Jobs()
    context = Context(time_limit)
    files = static_files()

    async def page(request: Request) -> Response:
        content, media = files["index.html"]
        return Response(content, media_type=media, headers={"cache-control": "no-store"})

    async def static(request: Request) -> Response:
        found = files.get(request.path_params["name"])
        if found is None:
            return error("no such file", 404)
        return Response(found[0], media_type=found[1], headers={"cache-control": "no-cache"})

    async def api(request: Request) -> Response:
        name = request.path_params["command"]
        command = COMMANDS.get(name)
        if command is None:
            return error(f"unknown command {name!r}; choose one of: {', '.join(COMMANDS)}", 404)
        if not _same_origin(request):
            return error("requests from other sites are refused", 403)
        if request.headers.get("content-type", "").split(";")[0].strip().lower() != "application/json":
            return error("expected a JSON body, sent as Content-Type: application/json", 415)
        try:
            body = Body(name, parse_body(await _body(request)))
            body.only(command.keys)
            kind = search_kind(request, name) if command.search else None
            answer = await work.run(lambda: command.run(body, context), kind=kind)
        except RequestError as exc:
            return error(str(exc), exc.status)
        except SupersededError:
            return error(f"stopped: a newer {name} request took its place", 409, stopped=True)
        except ClosingError:
            return error("the server is stopping", 503)
        except InternalError as exc:
            traceback.print_exc(file=sys.stderr)
            return error(str(exc), 500)
        except LoopcpError as exc:
            return error(said(exc), 400)
        except Exception as exc:  # a bug: its traceback for the server's console, one line for the page
            traceback.print_exc(file=sys.stderr)
            bug = InternalError(f"internal error: {type(exc).__name__}: {exc}")
            return error(str(bug), 500)
        return JSONResponse(answer, headers={"cache-control": "no-store"})

    async def wrong_method(request: Request) -> Response:
        return error("the API answers POST requests only", 405)

    @contextlib.asynccontextmanager
    async def lifespan(app: Starlette) -> AsyncIterator[None]:
        try:
            yield
        finally:
            work.close()

    routes = [
        Route("/", page, methods=["GET"]),
        Route("/static/{name}", static, methods=["GET"]),
        Route("/api/{command}", api, methods=["POST"]),
        Route("/api/{command}", wrong_method, methods=["GET", "PUT", "DELETE", "PATCH"]),
    ]
    app = Starlette(routes=routes, lifespan=lifespan)
    hosts = frozenset({f"127.0.0.1:{port}", f"localhost:{port}"})
    return Guard(app, hosts)

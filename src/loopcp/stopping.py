"""``Stopped``: how a signal or a closed pipe ends a command, shared by the entry point and the output streams.

It lives alone so that ``entry`` (which installs the signal handlers and
imports the command line only once they are in place) and ``cli.streams``
(which turns a closed pipe into a stop) both import it without importing
each other: a module of one class, with no imports, that costs nothing
before the handlers are installed.
"""


class Stopped(BaseException):
    """A signal or a closed pipe ended the command: exit with ``code``, saying ``message`` if any.

    A ``BaseException``, so that no library code catches it and every
    ``finally`` runs on the way out.
    """

    def __init__(self, code: int, message: str | None) -> None:
        super().__init__(message or f"exit {code}")
        self.code = code
        self.message = message

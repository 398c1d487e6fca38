"""``loopcp serve``: a page to play and set puzzles in the browser, over a JSON API that mirrors the commands.

A front end, as ``cli`` is one: it reads requests, calls the library,
and answers.  One job a module, in the order a request flows:

- ``server``: the socket on 127.0.0.1 and uvicorn, until a signal;
- ``app``: the Starlette app: the page's files, ``POST /api/COMMAND``,
  and the checks that keep it safe (``Host``, origin, size);
- ``requests``: a request's JSON body, read and checked key by key;
- ``jobs``: searches in threads, off the event loop, a newer request of
  a kind stopping the older one;
- ``commands``: one function a command, each the library call that the
  command line makes, answering what its ``--json`` prints;
- ``page``: what the page needs to show a puzzle (``load``);
- ``static/``: the page itself, plain HTML, CSS and JavaScript modules,
  with no build step.

Needs the ``serve`` extra (Starlette and uvicorn): ``pip install
'loopcp[serve]'``.  Nothing else of loopcp imports this package.
"""

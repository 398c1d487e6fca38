"""``python -m loopcp`` runs the command line."""

from loopcp.cli import app

app(prog_name="loopcp")

"""``python -m loopcp`` runs the command line."""

from loopcp.entry import main

main()

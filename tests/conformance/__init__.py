"""The conformance suite: one harness that runs every registered genre, fed by one table of cases per genre.

As in pzprjs's test scripts, a genre supplies only data (``cases/<genre>.py``,
a ``table.Table``); the tests in this package are the same for every genre.
A genre that registers and writes its table gets every test; a genre that
registers without a table fails ``test_every_genre_has_a_table``.
"""

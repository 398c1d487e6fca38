"""One module per registered genre, named after it, each with a ``TABLE`` (``conformance.table.Table``)."""

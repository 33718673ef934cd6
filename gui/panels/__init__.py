"""The panels around the board: hands and items, satchel, decks, past, banished, the log, the choices."""

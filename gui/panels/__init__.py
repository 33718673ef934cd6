"""The generic panels around the board: card lists, one zone's cards, the log, the choices."""

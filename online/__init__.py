"""Playing from different homes: the server that hosts tables, the messages it speaks, and a seat's game as a
client rebuilds it. No Qt here: `gui` shows a seat's game; the server needs only `saves` and the engine."""

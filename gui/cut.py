"""Words the table lays out are cut at a sane length: a label, a prompt or a log line of a loaded game is untrusted
text (a crafted save once froze the log panel for minutes laying out one label of five million characters)."""
from __future__ import annotations

LINE = 300   # characters of a label or a prompt: two or three lines of a dialog
LOG = 1_000  # characters of one line of the log


def cut(text: str, limit: int = LINE) -> str:
    """The text, or its first `limit` characters ending in an ellipsis."""
    text = str(text)
    return text if len(text) <= limit else text[:limit - 1].rstrip() + "…"

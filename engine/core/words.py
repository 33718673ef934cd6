"""Counts as players say them: "1 card", "2 cards", "0 successes", "2 dice", "3 stories", never "card(s)"."""
from __future__ import annotations

_IRREGULAR = {"die": "dice"}


def many(word: str) -> str:
    """A word's plural, as English forms it for the words a table counts."""
    if word in _IRREGULAR:
        return _IRREGULAR[word]
    if word.lower().endswith(("s", "x", "ch", "sh")):
        return word + "es"
    if word.lower().endswith("y") and word[-2:-1].lower() not in "aeiou":
        return word[:-1] + "ies"
    return word + "s"


def counted(n: int, word: str) -> str:
    """`n` of a thing: "1 card", "2 cards"; the word's plural for every count but one."""
    return f"{n} {word if n == 1 else many(word)}"

"""A hero's Path to Glory (rules summary, "Inspiration": "a hero's Path to Glory is a condition that gains a hero
inspiration points when it is met"): the condition printed on the Path to Glory side of its character card, a
hero card's `glory` in the pack; each time the hero meets it while its card shows that side, it gains the card's
points (one unless the card says more). The summary names no condition: the few a card may name are ours."""
from __future__ import annotations

from engine.core import events as ev
from engine.core.game import Game

from . import inspiration

# what a Path to Glory may ask of its hero, in the words its card and the log use
CONDITIONS = {"slay_large": "slays a hostile larger than small",
              "slay_crit": "slays a hostile with a critical success",
              "search": "makes a Search",
              "rescue": "frees another hero who is trapped or buried",
              "gambit_crit": "rolls a critical success for a gambit"}


def words(glory: dict) -> str:
    """The condition as its card says it."""
    return f"Path to Glory: when this hero {CONDITIONS[glory['when']]}, it gains {int(glory.get('ip', 1))} inspiration"


def short(glory: dict) -> str:
    """The condition in a few words, for a hero's line on the table ("+1 inspiration when it makes a Search")."""
    return f"+{int(glory.get('ip', 1))} inspiration when it {CONDITIONS[glory['when']]}"


def met(g: Game, hero: str, condition: str) -> None:
    """The hero did what `condition` names: it gains its Path to Glory's points if that is its condition and its
    card still shows that side (an inspired hero's card has turned over)."""
    glory = g.card(hero).get("glory")
    if not glory or glory["when"] != condition or g.table.hero(hero).inspired:
        return
    g.emit(ev.Message(f"{g.card(hero).title} {CONDITIONS[condition]}: the Path to Glory is met.",
                      {"rule": "glory", "hero": hero, "condition": condition}))
    inspiration.gain(g, hero, int(glory.get("ip", 1)))

"""Crises (rules summary, "Crises"): with more than one hero on the battlefield, the leader rolls the quest
dice on the journey's crisis table (its night column once night has fallen) and picks a hero to resolve the
entry; that hero leaves the battlefield while it does, and comes back when it would next activate, in an
empty space as close as possible to another hero. Should every other hero fall while it is away, the journey
fails at once."""
from __future__ import annotations

from engine.core import choices
from engine.core import events as ev
from engine.core.decisions import Decision, Option
from engine.core.game import Game
from engine.core.procedure import END, Ask, Frame, Procedure, Push

from . import rolls
from .battlefield import (battlefield, distances_from, heroes_on_battlefield, place, room_for, square_words, standing,
                          where)
from .table import AWAY, space
from .events import CrisisBegun
from .frames import Crisis, Effects


def frame() -> Frame:
    return Frame("crisis", "", Crisis())


def begin(g: Game, f: Frame, answer):
    """The table, the entry and the acting hero."""
    d: Crisis = f.data
    if answer is None:
        standing = heroes_on_battlefield(g)
        if len(standing) <= 1:
            g.emit(ev.Message("Only one hero stands: the crisis does not occur.", {"rule": "no_crisis"}))
            return END
        column = "night" if g.table.at_night() else "day"
        roll = rolls.quest_roll(g, f"Crisis roll ({column})")
        rows = g.cards[g.table.journey].get("crises")[column]
        d.entry = next(r["entry"] for r in rows if r["roll"][0] <= roll <= r["roll"][1])
        g.emit(CrisisBegun(f"Crisis: {g.cards[d.entry].title}.", {"entry": d.entry}))
        options = [Option(f"hero:{h}", g.card(h).title, {"hero": h}) for h in standing]
        return Ask(Decision(f"seat:{g.table.leader}", "crisis", f"{g.cards[d.entry].title}: which hero resolves it?",
                            options, context={"entry": d.entry, "text": g.cards[d.entry].get("text", "")}))
    hero = d.hero = answer.data["hero"]
    g.move(hero, AWAY)
    g.emit(ev.Message(f"{g.card(hero).title} leaves the battlefield to resolve the crisis.",
                      {"rule": "crisis_hero", "hero": hero}))
    return None


def follow(g: Game, f: Frame, answer):
    """The entry's effects, on the acting hero."""
    return Push(Frame("effects", "", Effects(entry=f.data.entry, hero=f.data.hero)))


CRISIS = Procedure("crisis", [begin, follow], frame=Crisis)


def come_back(g: Game, hero: str, answer=None) -> Ask | None:
    """The acting hero returns when it would next activate: an empty space as close as it can be to another hero
    (the leader picks among equally close ones)."""
    m = battlefield(g)
    reached: dict = {}
    for other in heroes_on_battlefield(g):
        for cell, n in distances_from(m, where(g, other)).items():
            reached[cell] = min(n, reached.get(cell, n))
    st = standing(g)
    empty = [c for c in reached if c not in st.at and room_for(g, c, hero)]
    if not empty:
        return None
    cell = nearest(g, hero, reached, empty, answer, "crisis_return", f"Where does {g.card(hero).title} come back?")
    if isinstance(cell, Ask):
        return cell
    place(g, hero, cell)
    g.emit(ev.Message(f"{g.card(hero).title} is back from the crisis.", {"rule": "crisis_back", "hero": hero}))
    return None


def nearest(g: Game, hero: str, reached: dict, empty: list, answer, kind: str, prompt: str):
    """The empty space nearest to another hero where a hero is placed: the leader picks among equally near ones
    (ties in distance are the leader's); an Ask while the leader has not answered."""
    near = min(reached[c] for c in empty)
    # the space's zone and the hero placed (`piece`): the table lights the spaces and the hero is dragged to one
    options = [Option(f"to:{x},{y}", f"To {square_words(g, (x, y))}", {"zone": space((x, y)), "cell": [x, y]})
               for x, y in sorted(c for c in empty if reached[c] == near)]
    chosen = choices.pick(answer, f"seat:{g.table.leader}", kind, prompt, options, hero=hero, piece=hero)
    return chosen if isinstance(chosen, Ask) else tuple(chosen.data["cell"])

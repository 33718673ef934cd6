"""Heroes' unique abilities (rules summary, "Unique abilities: as printed, may be free"), written on the character
card as data: a cost paid with a die like any action (or free, counting as a 6), how often (once an activation
or once a journey), whom it acts on (the hero itself, itself or an adjacent hero, an adjacent or a visible
hostile) and the effects, from the card vocabulary, acting on that model."""
from __future__ import annotations

from engine.core import events as ev
from engine.core.decisions import Decision, Option
from engine.core.game import Game
from engine.core.procedure import Ask, Frame, Push

from . import attacks
from .battlefield import battlefield, heroes_on_battlefield, standing_words, where
from .frames import Effects

PREFIX = "ability:"


def of(g: Game, hero: str) -> dict[str, dict]:
    """The hero's unique abilities by their action key ("ability:<id>") (read from its card once)."""
    card = g.state.pieces[hero]
    found = g.memo.get(("abilities", card))
    if found is None:
        found = g.memo["abilities", card] = {PREFIX + a["id"]: a for a in g.cards[card].get("abilities") or ()}
    return found


def cost(ability: dict) -> int:
    """The die an ability needs: a free one costs nothing and counts as a 6."""
    return 0 if ability.get("free") else int(ability.get("cost", 1))


def targets(g: Game, hero: str, ability: dict) -> list[str]:
    """The models the ability may act on from the hero's space."""
    aim = ability.get("target", "self")
    if aim == "self":
        return [hero]
    cell = where(g, hero)
    m = battlefield(g)
    if aim == "hero":
        return [h for h in heroes_on_battlefield(g) if h == hero or m.adjacent(cell, where(g, h))]
    seen, close = attacks.in_sight(g, "hero", (cell,))
    return list(close) if ability.get("reach", "adjacent") == "adjacent" else list(seen)


def refused(g: Game, hero: str, ability: dict) -> str | None:
    """Why the ability cannot be used now (its die is judged with the other actions)."""
    if ability["id"] in g.table.hero(hero).used:
        return "already used this " + ("journey" if ability.get("once") == "journey" else "activation")
    if not targets(g, hero, ability):
        return {"hero": "no hero here or adjacent", "hostile": "no hostile in reach"}.get(ability.get("target"), "no target")
    return None


def label(ability: dict) -> str:
    paid = "free" if ability.get("free") else f"{cost(ability)}+"
    return f"{ability['name']} ({paid}, once a{' journey' if ability.get('once') == 'journey' else 'n activation'})"


def use(g: Game, f: Frame, answer, ability: dict):
    """The ability on its target (asked when several may be): its effects act on that model."""
    hero = f.data.hero
    found = targets(g, hero, ability)
    if answer is None and len(found) > 1:
        options = [Option(f"on:{t}", standing_words(g, t), {"piece": t})
                   for t in found]
        return Ask(Decision(f"seat:{g.table.hero(hero).seat}", "ability_target", f"{ability['name']}: on whom?",
                            options, context={"hero": hero}))
    target = answer.data["piece"] if answer else found[0]
    g.table.hero(hero).used.append(ability["id"])
    g.emit(ev.Message(f"{g.card(hero).title} uses {ability['name']} on {g.card(target).title}.",
                      {"rule": "ability", "hero": hero, "ability": ability["id"], "target": target}))
    f.data.stage = "done"
    return Push(Frame("effects", "", Effects(card=hero, path=["abilities", _index(g, hero, ability), "effects"],
                                             hero=target, by=hero)), again=True)


def _index(g: Game, hero: str, ability: dict) -> int:
    return next(i for i, a in enumerate(g.card(hero).get("abilities")) if a["id"] == ability["id"])


def new_activation(g: Game, hero: str) -> None:
    """Abilities usable once an activation are ready again as the hero's activation begins."""
    h = g.table.hero(hero)
    once = {a["id"] for a in g.card(hero).get("abilities") or () if a.get("once") != "journey"}
    h.used = [a for a in h.used if a not in once]

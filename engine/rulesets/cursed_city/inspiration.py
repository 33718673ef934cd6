"""Inspiration (rules summary, "Inspiration"): points a hero gains by slaying hostiles, by events and cards;
three points on the Path to Glory side are spent at once to turn the character card to its Inspired side
for the rest of the journey; later points buy a gambit without a die (2) or a search with no mysterious
object beside the hero (3). A hero's characteristics are read from the side it shows."""
from __future__ import annotations

from engine.core import events as ev
from engine.core.game import Game

from . import quest
from .battlefield import now

INSPIRE = 3          # points that turn the card on the Path to Glory side
GAMBIT = 2           # points that pay for a gambit instead of an activation die
SEARCH = 3           # points that let a hero search with no mysterious object adjacent


def stat(g: Game, hero: str, key: str):
    """A characteristic of a model: the Inspired side's value when the hero shows it and it differs, with what
    its traits, empowerments and treasure add (moves, dice, weapon damage)."""
    card = g.card(hero)
    if card.type != "hero":
        return card.get(key)
    inspired = g.table.hero(hero).inspired
    # a value of the pack's cards: the side shown and the cards the hero holds (traits, empowerments,
    # treasure), which are looked at again only once a piece has moved
    cache = now(g)
    found = cache.get(("stat", hero, key, inspired), cache)
    if found is cache:
        held = cache.get(("holding", hero))
        if held is None:
            held = cache[("holding", hero)] = quest.holding(g, hero)
        memo = ("stat", hero, key, inspired, held)
        found = g.memo.get(memo, g.memo)
        if found is g.memo:
            found = g.memo[memo] = _stat(g, hero, card, key, inspired)
        cache[("stat", hero, key, inspired)] = found
    return found


def _stat(g: Game, hero: str, card, key: str, inspired: bool):
    value = (card.get("inspired") or {}).get(key, card.get(key)) if inspired else card.get(key)
    for boon in quest.boons(g, hero):
        if key == "move" and "move" in boon:
            value = [value[0] + boon["move"][0], value[1] + boon["move"][1]]
        elif key in ("agility", "vitality", "defence") and key in boon:
            value = list(value) + list(boon[key])
        elif key == "weapons" and "damage" in boon:
            value = [{**w, "damage": [w["damage"][0] + boon["damage"][0], w["damage"][1] + boon["damage"][1]]}
                     for w in value]
    return value


def gain(g: Game, hero_id: str, points: int) -> None:
    hero = g.table.hero(hero_id)
    old = hero.ip
    hero.ip += points
    g.emit(ev.ValueChanged(f"ip:{hero_id}", old, hero.ip))
    if not hero.inspired and hero.ip >= INSPIRE:
        hero.ip -= INSPIRE
        hero.inspired = True
        g.emit(ev.ValueChanged(f"ip:{hero_id}", old + points, hero.ip))
        g.emit(ev.Message(f"{g.card(hero_id).title} is inspired: the character card turns to its Inspired side.",
                          {"rule": "inspired", "hero": hero_id}))


def spend(g: Game, hero_id: str, points: int, why: str) -> None:
    hero = g.table.hero(hero_id)
    hero.ip -= points
    g.emit(ev.ValueChanged(f"ip:{hero_id}", hero.ip + points, hero.ip))
    g.emit(ev.Message(f"{g.card(hero_id).title} spends {points} inspiration: {why}.", {"rule": "spend_ip", "hero": hero_id}))

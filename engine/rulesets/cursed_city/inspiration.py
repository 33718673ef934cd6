"""Inspiration (rules summary, "Inspiration"): points a hero gains by slaying hostiles, by events and cards;
three points on the Path to Glory side are spent at once to turn the character card to its Inspired side
for the rest of the journey; later points buy a gambit without a die (2) or a search with no mysterious
object beside the hero (3). A hero's characteristics are read from the side it shows."""
from __future__ import annotations

from engine.core import events as ev
from engine.core.game import Game

INSPIRE = 3          # points that turn the card on the Path to Glory side
GAMBIT = 2           # points that pay for a gambit instead of an activation die
SEARCH = 3           # points that let a hero search with no mysterious object adjacent


def stat(g: Game, hero: str, key: str):
    """A characteristic of a model: the Inspired side's value when the hero shows it and it differs."""
    card = g.card(hero)
    if card.type == "hero" and g.table.hero(hero).inspired:
        return (card.get("inspired") or {}).get(key, card.get(key))
    return card.get(key)


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

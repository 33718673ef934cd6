"""What a loaded game of Arkeis is made of (saves are untrusted input): its Explorers' seats, every piece its setup
made and the zones it names, for the core's load check (`engine.core.consistency`)."""
from __future__ import annotations

from engine.core.consistency import Makeup
from engine.core.game import Game

ZONES = ("aside", "camp", "camp:built", "camp:experience", "camp:lost", "camp:upgrades", "fate:aside", "fate:stock",
         "in-play", "reading", "rolled", "rooms:nearby", "rooms:placed", "traumas", "tokens:{word}", "dice:{word}",
         "search:{word}", "time:{n}", "box:{card}", "door:{word}", "kept:{card}", "minis:{card}", "profiles:{card}",
         "zone:{card}:{n}", "wounds:{piece}", "power:{piece}", "active:{piece}", "backpack:{seat}",
         "equipped:{seat}", "injured:{seat}", "trauma:{seat}", "threats:{seat}", "held:{seat}", "profile:{seat}",
         "experience:{seat}")


def makeup(g: Game) -> Makeup:
    """The Explorers' seats, the pieces setup made (`setup.new_game`: every component of the pack, near the table
    or in its box) and the zones the game names."""
    cards = list(g.cards.values())

    def of(*kinds: str) -> list:
        return [card for card in cards if card.type in kinds]

    pieces: dict[str, str] = {}
    pieces.update({card.id: card.id for card in of("room", "floor", "trauma", "search", "experience", "upgrade")})
    for card in of("token", "search_token", "die"):
        pieces.update({f"{card.id}:{n + 1}": card.id for n in range(int(card.get("count", 0)))})
    adversaries = {card.id for card in of("adversary")}
    for card in of("adversary"):
        pieces.update({f"{card.id}:{n + 1}": card.id for n in range(int(card.get("miniatures", 0)))})
    pieces.update({card.id: card.id for card in of("profile") if card.get("adversary") in adversaries})
    pieces.update({f"mini:{card.id}": card.id for card in of("explorer")})
    # a player may join the group up to the most the pack seats: the places of every seat it may have are kept
    return Makeup(tuple(range(g.table.seats)), pieces, ZONES, tuple(range(max(g.table.most, g.table.seats))))

"""Grappling: an Explorer grapples with every Adversary in its zone; the first time it meets a name in an
episode it takes one of that name's profiles at random, and keeps it face up while one of them is in its zone,
face down otherwise (turned up again, never drawn again, when the name is met once more)."""
from __future__ import annotations

from engine.core import events as ev
from engine.core.game import Game

from .table import held, miniatures, profiles


def explorer_zone(game: Game, seat: int) -> str:
    return game.zones.zone_of(figure(game, seat))


def figure(game: Game, seat: int) -> str:
    """The miniature of the Explorer a seat plays."""
    return f"mini:{game.table.explorers[seat].explorer}"


def adversaries_in(game: Game, zone: str, name: str | None = None) -> list[str]:
    """The Adversary miniatures in a zone (of one name, when given)."""
    found = []
    for piece in game.zones.cards(zone):
        card = game.card(piece)
        if card.type == "adversary" and (name is None or card.id == name):
            found.append(piece)
    return found


def names_in(game: Game, zone: str) -> list[str]:
    """The different Adversary names in a zone, in the order they came."""
    seen: list[str] = []
    for piece in adversaries_in(game, zone):
        if game.card(piece).id not in seen:
            seen.append(game.card(piece).id)
    return seen


def explorers_in(game: Game, zone: str) -> list[int]:
    return [p.seat for p in game.table.explorers if explorer_zone(game, p.seat) == zone]


def profile_of(game: Game, seat: int, name: str) -> str | None:
    """The profile of this Adversary name in front of the Explorer, if it has one."""
    for piece in game.zones.cards(held(seat)):
        if game.card(piece).get("adversary") == name:
            return piece
    return None


def grappled(game: Game, seat: int) -> list[str]:
    """The face-up profiles in front of an Explorer: the Adversaries it grapples with."""
    return [p for p in game.zones.cards(held(seat)) if game.table.face_up.get(p)]


def update(game: Game) -> None:
    """Take, turn up and turn down profiles after miniatures came, went or were eliminated."""
    for player in game.table.explorers:
        seat = player.seat
        here = names_in(game, explorer_zone(game, seat))
        for name in here:
            piece = profile_of(game, seat, name)
            if piece is None:
                pile = game.zones.cards(profiles(name))
                if not pile:
                    game.emit(ev.Message(f"No {game.cards[name].title} profile is left to take.",
                                         {"rule": "no_profile"}))
                    continue
                piece = game.rng.pick(pile)
                game.move(piece, held(seat))
                game.emit(ev.Revealed(piece, held(seat)))
                game.table.face_up[piece] = True
            elif not game.table.face_up.get(piece):
                game.table.face_up[piece] = True
                game.emit(ev.Message(f"{player.name} turns the {game.cards[name].title} profile face up.",
                                     {"rule": "profile_up", "seat": seat, "profile": piece}))
        for piece in game.zones.cards(held(seat)):
            if game.table.face_up.get(piece) and game.card(piece).get("adversary") not in here:
                game.table.face_up[piece] = False
                game.emit(ev.Message(f"{player.name} turns the {game.card(piece).title} profile face down.",
                                     {"rule": "profile_down", "seat": seat, "profile": piece}))


def add(game: Game, name: str, zone: str, count: int) -> int:
    """Add miniatures from those near the table, as many as there are; returns how many came."""
    added = 0
    for _ in range(count):
        piece = game.zones.top(miniatures(name))
        if piece is None:
            game.emit(ev.Message(f"No {game.cards[name].title} miniature is left to add.", {"rule": "no_miniature"}))
            break
        game.move(piece, zone)
        added += 1
    return added


def health(game: Game, seat: int, name: str) -> int:
    """An Adversary's health points, as the profile in front of this Explorer gives them; hurt by a card while
    this Explorer holds none, the profile another Explorer holds (in seat order), else the least health a profile
    of its pile prints (READING.md)."""
    held_by = [profile_of(game, s, name) for s in [seat] + [p.seat for p in game.table.explorers if p.seat != seat]]
    piece = next((p for p in held_by if p), None)
    if piece:
        return game.card(piece).get("health", 1)
    return min((game.card(p).get("health", 1) for p in game.zones.cards(profiles(name))), default=1)


def fought(title: str, count: int) -> str:
    """Who a fight is against, as a player says it: "the Ash Mite", "the 3 Ash Mites" (never a number that reads
    like a zone's)."""
    if count == 1:
        return f"the {title}"
    return f"the {count} {title if title.endswith('s') else title + 's'}"

"""What hurts and what it costs: Fate tokens taken from the finite stock, Injuries placed one by one on the
profile's slots (the one past the last slot clears them and brings a Trauma), Poison holding a slot, one
Trauma of each colour (a second of a colour goes under the pile for a Fate token)."""
from __future__ import annotations

from engine.core import events as ev
from engine.core.game import Game

from . import grapple, markers, tokens
from .table import (FATE_ASIDE, INJURIES, POISONS, STOCK, TRAUMAS, activation, backpack, injured, powers, trauma_slots,
                    wounds)
from .events import Eliminated, Injured, StockEmpty, TraumaTwice


def name(game: Game, seat: int) -> str:
    return game.table.explorers[seat].name


# -- Fate ------------------------------------------------------------------------------------------------
def take_fate(game: Game, seat: int, count: int = 1) -> int:
    """Take Fate tokens from the stock into the Explorer's backpack; returns how many there were to take.
    The stock running out is remembered: its consequence follows once the running effect is over."""
    taken = tokens.take(game, STOCK, backpack(seat), count)
    if taken and not game.zones.size(STOCK):
        game.table.stock_emptied = True
        game.emit(StockEmpty("The Fate stock is empty.", {}))
    return taken


def add_to_stock(game: Game, count: int) -> int:
    """Add Fate tokens to the stock from the tokens set aside at setup."""
    return tokens.take(game, FATE_ASIDE, STOCK, count)


def restock(game: Game, seat: int) -> None:
    """One Fate token the Explorer has, from the backpack back into the stock."""
    token = next(p for p in reversed(game.zones.cards(backpack(seat))) if game.card(p).get("token") == "fate")
    game.move(token, STOCK)
    game.emit(ev.Message(f"{name(game, seat)} puts a Fate token back in the stock.", {"rule": "restock", "seat": seat}))


def fate_had(game: Game, seat: int) -> int:
    """The Fate tokens an Explorer has (in the backpack)."""
    return sum(1 for p in game.zones.cards(backpack(seat)) if game.card(p).get("token") == "fate")


# -- Injuries, Poison, Traumas ---------------------------------------------------------------------------
def injuries(game: Game, seat: int) -> list[str]:
    return [p for p in game.zones.cards(injured(seat)) if game.card(p).get("token") == "injury"]


def poisoned(game: Game, seat: int) -> bool:
    return any(game.card(p).get("token") == "poison" for p in game.zones.cards(injured(seat)))


def full(game: Game, seat: int) -> bool:
    return game.zones.size(injured(seat)) >= game.table.injury_slots


def injure(game: Game, seat: int, count: int) -> None:
    """Injuries applied one by one: a free slot takes one; with none free, the Injuries are discarded and a
    Trauma taken instead (Poison keeps its slot)."""
    traumas = 0
    for _ in range(count):
        if full(game, seat):
            clear_injuries(game, seat)
            take_trauma(game, seat)
            traumas += 1
            continue
        token = game.zones.top(INJURIES)
        if token is None:
            game.emit(ev.Message("No Injury token is left to place.", {"rule": "no_injury_token"}))
            break
        game.move(token, injured(seat))
    if count > 0:
        trauma = " and a Trauma comes" if traumas == 1 else f" and {traumas} Traumas come" if traumas else ""
        game.emit(Injured(f"{name(game, seat)} takes {count} Injur{'y' if count == 1 else 'ies'}{trauma} "
                             f"({game.zones.size(injured(seat))} of {game.table.injury_slots} slots filled).",
                             {"seat": seat, "count": count}))


def clear_injuries(game: Game, seat: int) -> None:
    for token in injuries(game, seat):
        game.move(token, INJURIES)


def heal(game: Game, seat: int, count: int) -> int:
    """Remove Injury tokens (never Poison); returns how many were removed."""
    removed = injuries(game, seat)[-count:] if count else []
    for token in reversed(removed):
        game.move(token, INJURIES)
    return len(removed)


def poison(game: Game, seat: int) -> None:
    """A Poison token takes a slot; a second Poison is an Injury instead; on a full profile the Trauma comes
    first, the Injuries are discarded, then the Poison is placed."""
    if poisoned(game, seat):
        injure(game, seat, 1)
        return
    if full(game, seat):
        clear_injuries(game, seat)
        take_trauma(game, seat)
    token = game.zones.top(POISONS)
    if token is None:
        game.emit(ev.Message("No Poison token is left to place.", {"rule": "no_poison_token"}))
        return
    game.move(token, injured(seat))


def colours(game: Game, seat: int) -> set[str]:
    return {game.card(p).get("colour") for p in game.zones.cards(trauma_slots(seat))}


def take_trauma(game: Game, seat: int) -> None:
    """The top Trauma card: into its slot, or, when the Explorer has one of its colour, under the pile for a
    Fate token."""
    card = game.zones.top(TRAUMAS)
    if card is None:
        game.emit(ev.Message("The Trauma pile is empty.", {"rule": "no_trauma"}))
        return
    colour = game.card(card).get("colour")
    if colour in colours(game, seat):
        game.move(card, TRAUMAS, 0, face_up=False)
        game.emit(TraumaTwice(f"{name(game, seat)} already has a {colour} Trauma: it goes under the pile, "
                             "and a Fate token is taken.", {"seat": seat}))
        take_fate(game, seat, 1)
        return
    game.move(card, trauma_slots(seat))
    game.emit(ev.Revealed(card, trauma_slots(seat)))


def discard_trauma(game: Game, card: str) -> None:
    """A healed Trauma goes back under the pile."""
    game.move(card, TRAUMAS, 0, face_up=False)


# -- Injuries given to Adversaries ---------------------------------------------------------------------------
def distinct(game: Game, minis: list[str]) -> list[str]:
    """One miniature for each different state (Injuries taken, Power tokens, activated or not): choosing between
    twins changes nothing."""
    seen, found = set(), []
    for mini in minis:
        hurt = (game.zones.size(wounds(mini)), game.zones.size(powers(mini)), game.zones.size(activation(mini)))
        if hurt not in seen:
            seen.add(hurt)
            found.append(mini)
    return found


def wound_one(game: Game, seat: int, mini: str) -> None:
    """One Injury to an Adversary: a Power token on it takes it instead; else eliminated when its Injuries reach
    the health points on the Explorer's profile of its name."""
    if markers.absorbs(game, mini):
        return
    token = game.zones.top(INJURIES)
    if game.zones.size(wounds(mini)) + 1 >= grapple.health(game, seat, game.card(mini).id):
        for placed in list(game.zones.cards(wounds(mini))):
            game.move(placed, INJURIES)
        markers.put_away(game, mini)
        game.emit(Eliminated(f"The {game.card(mini).title} is eliminated.", {"piece": mini,
                                                                            "title": game.card(mini).title}))
        grapple.update(game)
        return
    if token is None:
        game.emit(ev.Message("No Injury token is left to place.", {"rule": "no_injury_token"}))
        return
    game.move(token, wounds(mini))

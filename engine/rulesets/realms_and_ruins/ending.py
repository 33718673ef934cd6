"""The end of the game, in the rulebook's order: all three Realms Ruined (everyone loses), an Offer
bought out (scored by its suit, ties broken by the next suit clockwise, then by the last buyer), and a
seat ruling all three Realms at the start of its turn."""
from __future__ import annotations

from engine.core import events as ev
from engine.core.game import Game
from engine.core.outcome import LOSS, RANKED

from .ruling import cubes
from .table import deck, discard, hand, played, purse
from .events import Scored


def all_ruined(game: Game) -> None:
    """Every Realm Ruined: the Othersiders win and every rival loses, but for the seats on their side: one
    holding a card that sides with them (the Traitor's kind) and one an Event sided with them (the rulebook's
    chapter 112), who share the Othersiders' victory."""
    table = game.table
    holding = {s: [p for p in game.zones.cards(hand(s)) if game.card(p).get("sides_with_othersiders")]
               for s in range(table.seats)}
    winners = sorted({s for s, cards in holding.items() if cards} | set(table.allies))
    if not winners:
        game.end(LOSS, "all three Realms are Ruined: the Othersiders win and every rival loses")
    for s in winners:
        for piece in holding[s]:
            game.emit(ev.Revealed(piece, hand(s)))
    sides = [f"{table.players[s].name} (" + (f"holding {', '.join(game.card(p).title for p in holding[s])}"
                                             if holding[s] else "sided with them in an Event") + ")"
             for s in winners]
    game.emit(ev.Message("the Othersiders' side: " + ", ".join(sides),
                         {"rule": "othersiders_side", "holding": [s for s in winners if holding[s]],
                          "allies": [s for s in winners if s in table.allies]}))
    others = [s for s in range(table.seats) if s not in winners]
    game.end(RANKED, "all three Realms are Ruined: the Othersiders win, and with them " + " and ".join(sides),
             [winners] + ([others] if others else []))


def rules_everything(game: Game, seat: int) -> None:
    """At the start of a turn, a seat that rules every Realm wins at once."""
    others = [s for s in range(game.table.seats) if s != seat]
    game.end(RANKED, f"{game.table.players[seat].name} rules all three Realms", [[seat], others])


def score(game: Game, seat: int, realm_id: str) -> int:
    """A seat's count by the measure of a Realm's suit: Gold, Followers in the Realms, or cards (hand, deck and
    discard pile, with the card still being played: it lies face up on its way to the discard pile when its
    effect ends the game)."""
    measure = game.cards[realm_id].get("score")
    if measure == "gold":
        return game.zones.size(purse(seat))
    if measure == "followers":
        return sum(len(cubes(game, r, str(seat))) for r in game.table.realms)
    return sum(game.zones.size(zone(seat)) for zone in (hand, deck, discard, played))


def last_bought(game: Game, seat: int) -> int:
    """When the seat last acquired an offer card (its place in the log; -1: never)."""
    events = game.state.log.events
    for index in range(len(events) - 1, -1, -1):
        if events[index].kind == "realms_bought" and events[index].seat == seat:
            return index
    return -1


def clockwise_from(game: Game, realm_id: str) -> list[str]:
    realms = game.table.realms
    start = realms.index(realm_id)
    return realms[start:] + realms[:start]


def offer_bought_out(game: Game, realm_id: str) -> None:
    """Rank the seats by the bought-out Offer's suit, then each next suit clockwise, then the last buyer."""
    order = clockwise_from(game, realm_id)
    keys = {seat: tuple(score(game, seat, r) for r in order) + (last_bought(game, seat),)
            for seat in range(game.table.seats)}
    groups: dict = {}
    for seat, key in keys.items():
        groups.setdefault(key, []).append(seat)
    places = [sorted(groups[key]) for key in sorted(groups, reverse=True)]
    game.emit(Scored("the Offer is bought out: " + "; ".join(
        f"{game.table.players[s].name}: " + ", ".join(f"{game.cards[r].get('score')} {keys[s][i]}"
                                                      for i, r in enumerate(order)) for s in keys),
        {"suits": order, "scores": {str(s): list(k[:-1]) for s, k in keys.items()}}))
    game.end(RANKED, f"the {game.cards[realm_id].title} Offer is bought out", places)

"""The Offers: revealed cards beside each Realm, what the cost marker lying there asks, and the decks
that refill the slots between turns."""
from __future__ import annotations

from engine.core.decisions import Option
from engine.core.game import Game

from .ruling import cubes, hero_realm
from .table import hand, marker_at, purse, realm_of


def slots(game: Game, realm_id: str) -> list[str]:
    """The slots of a Realm's Offer, in order: laid out at setup for good, so worked out once a game."""
    by_realm = game.memo.get("offer_slots")
    if by_realm is None:
        by_realm = game.memo["offer_slots"] = {}
        for slot in sorted(game.table.feeds):
            by_realm.setdefault(realm_of(slot), []).append(slot)
    return by_realm.get(realm_id, [])


def marker(game: Game, realm_id: str):
    """The cost marker lying beside a Realm's Offer (its card definition)."""
    return game.card(game.zones.top(marker_at(realm_id)))


def cost_words(game: Game, realm_id: str) -> str:
    return marker(game, realm_id).title


def card_pairs(game: Game, seat: int) -> list[Option]:
    """The '2 Cards' cost: two hand cards of one suit, one discarded and the other removed from the game (both
    face up at once, so the answer is every seat's to read)."""
    return [Option(f"cards:{a}:{b}", f"Discard {game.card(a).title}, remove {game.card(b).title} from the game",
                   {"discard": a, "remove": b, "public": True}) for a, b in _pairs(game, seat)]


def _pairs(game: Game, seat: int):
    """(discarded, removed) for each two hand cards of one suit, one at a time (whether there is one is asked at
    every decision)."""
    cards = game.zones.cards(hand(seat))
    return ((a, b) for a in cards for b in cards if a != b and game.card(a).get("suit") == game.card(b).get("suit"))


def cannot_afford(game: Game, seat: int, realm_id: str) -> str | None:
    """Why this seat cannot pay the cost marker of this Realm now; None when it can."""
    cost = marker(game, realm_id)
    if cost.get("pay"):
        if game.zones.size(purse(seat)) < cost.get("pay"):
            return f"you cannot pay {cost.get('pay')} Gold"
    elif cost.get("lose"):
        if len(cubes(game, hero_realm(game, seat), str(seat))) < cost.get("lose"):
            return f"you have no Follower to lose in the {game.cards[hero_realm(game, seat)].title}"
    elif next(_pairs(game, seat), None) is None:
        return "you hold no two cards of the same suit"
    return None


def group(game: Game, slot: str) -> list[str]:
    """The offer deck that refills a slot, with every slot it refills: an Offer bought out when all are empty."""
    deck = game.table.feeds[slot]
    return [deck] + [s for s, d in game.table.feeds.items() if d == deck]


def bought_out(game: Game, slot: str) -> bool:
    return all(not game.zones.size(zone) for zone in group(game, slot))


def last_words(game: Game, slot: str, realm_id: str) -> str | None:
    """What buying the card in this slot ends, when it is the last of its Offer (the game), else None."""
    if sum(game.zones.size(zone) for zone in group(game, slot)) != 1:
        return None
    return (f"It is the last card of the {game.cards[realm_id].title} Offer: buying it ends the game at once, "
            "and the Offers are scored.")



"""Setting up the game, in the rulebook's steps: the Realms in their circle, the Offers (the demo rule's,
or the original's), the cost markers, each Hero's play area, the supplies of Gold and Othersiders, and a
random first player."""
from __future__ import annotations

from engine.core.game import Game, State
from engine.core.rng import Rng
from engine.core.ruleset import Choice, Seat
from engine.core.zones import Zones

from . import decks
from .ruling import ruler
from .schema import rule
from .skills import skill_zone
from .table import (BOX, EVENT_MARKERS, EVENT_OPEN, EVENTS, EVENTS_DONE, GOLD, OTHERSIDERS, REMOVED, Player, Table,
                    deck, discard, event_marks, hand, hero_slot, marker_at, offer_deck, offer_slot, played, purse,
                    realm, supply)

OFFERS = (Choice("demo", "Demo rule (one Offer deck a Realm)"),      # short enough to read beside each other
          Choice("original", "Original rule (two Offer decks a Realm)"))


def of_type(pack, kind: str) -> list:
    return [card for card in pack.cards.values() if card.type == kind]


def heroes(pack) -> list:
    return of_type(pack, "hero")


def check_seats(pack, seats: list[Seat]) -> None:
    low, high = pack.players
    if not low <= len(seats) <= high:
        raise ValueError(f"this pack is played by {low} to {high} rivals, not {len(seats)}")
    known = {card.id for card in heroes(pack)}
    roles = [seat.role for seat in seats]
    for seat in seats:
        if seat.role not in known:
            raise ValueError(f"{seat.name} plays {seat.role or 'no Hero'}; the Heroes are {', '.join(sorted(known))}")
    if len(set(roles)) != len(roles):
        raise ValueError("two rivals cannot play the same Hero")


def new_game(ruleset, pack, seats: list[Seat], options: dict, seed: int) -> Game:
    check_seats(pack, seats)
    mode = options.get("offers", "demo")
    if mode not in {c.key for c in OFFERS}:
        raise ValueError(f"unknown Offer rule {mode!r}")
    rng = Rng(seed)
    zones, pieces = Zones(), {}

    def create(piece: str, card_id: str, zone: str) -> None:
        pieces[piece] = card_id
        zones.create(piece, zone)

    # step 1: the Realms, Healthy side up, in their circle (the pack lists them clockwise)
    realms = [card.id for card in of_type(pack, "realm")]
    for realm_id in realms:
        zones.add_zone(realm(realm_id))
        zones.add_zone(marker_at(realm_id))
        zones.add_zone(event_marks(realm_id))
    # step 2: the Offers
    feeds = offer_decks(pack, mode, realms, rng, create, zones)
    # step 3: the cost markers
    for realm_id in realms:
        create(pack.cards[realm_id].get("marker"), pack.cards[realm_id].get("marker"), marker_at(realm_id))
    # step 4: each Hero's play area
    players = [Player(n, seat.name, seat.role) for n, seat in enumerate(seats)]
    for player in players:
        play_area(pack, player, rng, create, zones)
    # step 6: Gold, Event markers and Othersiders beside the board (the Event deck of step 5 is shuffled last)
    for kind, zone in (("gold", GOLD), ("othersider", supply(OTHERSIDERS)), ("event_marker", EVENT_MARKERS)):
        zones.add_zone(zone)
        for card in of_type(pack, kind):
            for n in range(card.get("count")):
                create(f"{card.id}:{n + 1}", card.id, zone)
    for zone in (BOX, REMOVED):
        zones.add_zone(zone)
    table = Table(players, realms, feeds, rulers={r: "" for r in realms},
                  hand_limit=rule(pack.rules, "hand_limit"), actions=rule(pack.rules, "actions"),
                  events=options.get("events", "yes") == "yes", chains=options.get("interrupt_chains", "yes") == "yes",
                  twice=options.get("twice", "no") == "yes")
    game = Game(ruleset, pack.cards, State(ruleset.id, pieces, zones, rng, table))
    for slot, source in feeds.items():
        # revealed at setup, their symbols disregarded
        if zones.size(source):
            game.move(zones.top(source), slot)
    for player in players:
        decks.draw(game, player.seat, table.hand_limit)
    # step 7: the first player, at random
    table.active = rng.index(len(players))
    # step 5: the Event deck, shuffled (after the first player is drawn: a pack's Events change no other draw)
    for zone in (EVENTS, EVENT_OPEN, EVENTS_DONE):
        zones.add_zone(zone)
    events = [card.id for card in of_type(pack, "event")]
    rng.shuffle(events)
    for card_id in events:
        create(card_id, card_id, EVENTS)
    table.rulers = {r: ruler(game, r) for r in realms}
    game.start()
    return game


def offer_decks(pack, mode: str, realms: list[str], rng: Rng, create, zones: Zones) -> dict[str, str]:
    """Shuffle each Realm's suit of offer cards into its deck(s); returns which deck refills which slot."""
    feeds = {}
    for realm_id in realms:
        suit = [card.id for card in of_type(pack, "offer") if card.get("suit") == realm_id]
        rng.shuffle(suit)
        if mode == "demo":
            size, slots = rule(pack.rules, "offer_deck"), rule(pack.rules, "offer_slots")
            if len(suit) < size:
                raise ValueError(f"the {realm_id} Offer needs {size} cards; the pack has {len(suit)}")
            parts = [suit[:size]]
            for card_id in suit[size:]:
                create(card_id, card_id, BOX)
            feeds.update({offer_slot(realm_id, n): offer_deck(realm_id, 0) for n in range(slots)})
        else:
            count = rule(pack.rules, "original_decks")
            size = len(suit) // count
            parts = [suit[n * size:(n + 1) * size] for n in range(count)]
            for card_id in suit[count * size:]:
                create(card_id, card_id, BOX)
            feeds.update({offer_slot(realm_id, n): offer_deck(realm_id, n) for n in range(count)})
        for n, part in enumerate(parts):
            zones.add_zone(offer_deck(realm_id, n))
            for card_id in part:
                create(card_id, card_id, offer_deck(realm_id, n))
        for slot in feeds:
            zones.add_zone(slot)
    return feeds


def play_area(pack, player: Player, rng: Rng, create, zones: Zones) -> None:
    """The Hero in its home Realm, its card beneath the board, its Followers, and its shuffled deck."""
    hero = pack.cards[player.hero]
    seat = player.seat
    for zone in (supply(str(seat)), purse(seat), deck(seat), hand(seat), discard(seat), played(seat), hero_slot(seat)):
        zones.add_zone(zone)
    for card in of_type(pack, "meeple"):
        if card.get("hero") == hero.id:
            create(f"meeple:{hero.id}", card.id, realm(hero.get("home")))
    create(hero.id, hero.id, hero_slot(seat))
    for skill in of_type(pack, "skill"):
        if skill.get("hero") == hero.id:
            zones.add_zone(skill_zone(seat, skill.id))  # the slots of the Hero board's skill tree
    for card in of_type(pack, "follower"):
        if card.get("hero") == hero.id:
            for n in range(card.get("count")):
                create(f"{card.id}:{n + 1}", card.id, supply(str(seat)))
    starting = [card.id for card in of_type(pack, "starting") if card.get("hero") == hero.id]
    rng.shuffle(starting)
    for card_id in starting:
        create(card_id, card_id, deck(seat))

"""How well a rival stands, for the planning bot: 0 (lost) to 1 (won), from what the end rules reward. Ruling
the Realms (all three at the start of one's turn wins), the lead in the Realms' scores as their Offers run
short, the Gold and cards that buy the next Actions; the Othersiders' Ruin threatens everyone."""
from __future__ import annotations

import math

from engine.core.game import Game

from .ending import score
from .offers import group, slots
from .ruling import counts

RULE = 2.5      # a Realm ruled
ALL = 4.0       # all three ruled: a win at the start of the next turn unless a rival breaks it
MARGIN = 0.4    # each Follower of lead (or lag) in a Realm, up to three
RACE = 3.0      # the lead in a Realm's score, as its Offer nears its end
GOLD = 0.25
CARD = 0.2
SPREAD = 4.0    # how much more strength makes a rival's win all but certain
RUIN = 0.2      # each Ruined Realm brings the shared loss nearer


def prospects(game: Game, seat: int) -> float:
    """The seat's chance as the rules reward it, from its lead in strength over the strongest rival."""
    table = game.table
    found = {realm_id: counts(game, realm_id) for realm_id in table.realms}
    # each Realm's score (Gold, Followers, cards) of each seat, and how near its Offer is to the end
    scores = {realm_id: [score(game, s, realm_id) for s in range(table.seats)] for realm_id in table.realms}
    urgency = {realm_id: RACE / (1 + offer_left(game, realm_id)) for realm_id in table.realms}
    measures = {game.cards[realm_id].get("score"): scores[realm_id] for realm_id in table.realms}
    strengths = [strength(table, s, found, scores, urgency, measures) for s in range(table.seats)]
    best = max(strengths[other] for other in range(table.seats) if other != seat)
    lead = 0.5 + 0.5 * math.tanh((strengths[seat] - best) / SPREAD)
    return lead * (1 - RUIN * len(table.ruined))


def strength(table, seat: int, found: dict, scores: dict, urgency: dict, measures: dict) -> float:
    me = str(seat)
    ruled = 0
    total = 0.0
    for realm_id in table.realms:
        here = found[realm_id]
        mine = here.get(me, 0)
        lead = mine - max((n for who, n in here.items() if who != me), default=0)
        ruled += lead > 0 and mine > 0
        total += MARGIN * max(-3, min(3, lead))
        rival = max(n for s, n in enumerate(scores[realm_id]) if s != seat)
        total += urgency[realm_id] * math.tanh((scores[realm_id][seat] - rival) / 2)
    total += RULE * ruled + (ALL if ruled == len(table.realms) else 0.0)
    return total + GOLD * measures.get("gold", [0] * table.seats)[seat] + CARD * measures.get("cards", [0] * table.seats)[seat]


def offer_left(game: Game, realm_id: str) -> int:
    """The fewest cards left in any of a Realm's Offers (its slots and the deck refilling them)."""
    return min((sum(game.zones.size(z) for z in group(game, s)) for s in slots(game, realm_id)), default=99)

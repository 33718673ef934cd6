"""What a loaded game of Cursed City is made of (saves are untrusted input): its players' seats, every piece its
setup made and the zones it names, for the core's load check (`engine.core.consistency`)."""
from __future__ import annotations

import re

from engine.core.consistency import Makeup
from engine.core.game import Game

from .pack_checks import covers
from .schema import EVENTS
from .table import group_card, hero_card

ZONES = ("action_dice", "available", "box", "crisis", "dead", "destiny:available", "destiny:discarded", "discovery",
         "discovery:discard", "empowerments", "encounters", "encounters:discard", "exploration", "exploration:used",
         "initiative", "objects", "out_of_action", "quest_die", "rolled", "roster", "track", "traits", "wounds",
         "space:{n},{n}", "buried:{n},{n}", "encounter:{n}", "slain:{n}", "dice:{card}", "carried:{card}",
         "traits:{card}", "kit:{card}:{word}", "slot:{card}:{n}")


def makeup(g: Game) -> Makeup:
    """The players' seats, the pieces setup made (`setup.new_game`) and the zones the game names.

    How many activation dice each hero has, initiative cards the hostile groups, destiny dice, action dice of each
    colour and copies of each empowerment are the pack's rules, which a game does not keep: they are read from the
    pieces themselves, which must then be numbered 1 to that many, alike for every hero, colour or card."""
    cards = list(g.cards.values())
    held = g.state.pieces

    def of(kind: str) -> list:
        return [card for card in cards if card.type == kind]

    def most(pattern: str) -> int:
        found = (re.fullmatch(pattern, piece) for piece in held)
        return max((int(m.group(1)) for m in found if m), default=0)

    def like(piece: str, kind: str) -> str:
        """The card a rule-numbered piece is: as held, when it is a card of that kind."""
        card = held.get(piece, "")
        return card if card in g.cards and g.cards[card].type == kind else f"a {kind}"

    pieces: dict[str, str] = {}
    heroes = [card.id for card in of("hero")]
    initiative = next((card.id for card in of("token") if card.get("token") == "initiative"), "initiative")
    die = like(f"{heroes[0]}:die1", "die") if heroes else ""
    for hero in heroes:
        pieces[hero] = hero
        pieces[hero_card(hero)] = initiative
        pieces.update({f"{hero}:die{k + 1}": die for k in range(g.table.spaces)})
    pieces.update({group_card(n + 1): initiative for n in range(most(r"init:group:([0-9]+)"))})
    destiny = like("destiny:1", "die")
    pieces.update({f"destiny:{k + 1}": destiny for k in range(most(r"destiny:([0-9]+)"))})
    pieces["quest-die"] = like("quest-die", "die")
    colours = [card.id for card in of("die") if all("outcome" in face for face in card.get("faces") or ())]
    each = max((most(re.escape(colour) + r":([0-9]+)") for colour in colours), default=0)
    for colour in colours:
        pieces.update({f"{colour}:{n + 1}": colour for n in range(each)})
    for card in of("hostile"):
        pieces.update({f"{card.id}:{n + 1}": card.id for n in range(int(card.get("count", 0)))})
    for kind in ("wound", "object"):
        for card in of("token"):
            if card.get("token") == kind:
                pieces.update({f"{card.id}:{n + 1}": card.id for n in range(int(card.get("count", 0)))})
    for card in of("discovery"):
        pieces.update({f"{card.id}:{n + 1}": card.id for n in range(int(card.get("count", 1)))})
    pieces.update({card.id: card.id for kind in ("encounter", "exploration", "trait") for card in of(kind)})
    users = max((most(re.escape(card.id) + r":([0-9]+)") for card in of("empowerment")), default=0)
    for card in of("empowerment"):
        pieces.update({f"{card.id}:{n + 1}": card.id for n in range(users)})
    return Makeup(tuple(range(len(g.table.names))), pieces, ZONES)


def check(g: Game) -> None:
    """What `check_state` adds for what the table copied from the pack's rules: the event table's rows each name
    an event and a roll from low to high, and cover every roll of the quest dice once (as the pack check asks)."""
    rows = g.table.events
    for n, row in enumerate(rows):
        roll = row.get("roll") if isinstance(row, dict) else None
        if (not isinstance(roll, list) or len(roll) != 2 or any(isinstance(v, bool) or not isinstance(v, int)
                                                                 for v in roll) or row.get("event") not in EVENTS):
            raise ValueError(f"the event table's row {n + 1} is not a roll from low to high and an event")

    def refuse(entry, field, text) -> None:
        raise ValueError(f"the event table {text}")

    covers(None, "events", rows, "event", refuse)

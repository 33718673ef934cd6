"""What players may do between actions, besides taking one (rulebook, "Skill cards and hand size",
"Purse cards and maximum carried weight", "Saving the game" and "Leaving the adventure partway through"):
save the game (`save_rule`); leave the adventure for good (`leaving`); discard a skill card from their hand or a purse card (a
blocked purse card too), unless it may not be discarded; give a purse card to a character on the same
terrain, the giver or the receiver discarding the top X cards of their deck, X its weight (a blocked
card stays blocked); and a Recovery (`life`), at any time."""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from engine.core.decisions import Decision, Option
from engine.core.game import Game
from engine.core.plain import from_plain
from engine.core.procedure import Ask, Frame, Procedure, Push
from engine.core.words import counted
from engine.rulesets.sevenths import board, numbered

from . import leaving, save_rule
from .actions import Situation, hand_size, situation
from .consequences import SPOT
from .decks import pay_frame
from .table import blocked, discard, hand, purse



def _purse_cards(g: Game, seat: int) -> list[str]:
    return [*g.zones.cards(purse(seat)), *(p for p in g.zones.cards(blocked(seat)) if g.card(p).type == "purse")]


def _kept(g: Game, key: str, label, data: dict, *where, irreversible=None) -> Option:
    """An option whose words never change (a player's name, a card's title), made once per game for each
    place it is offered from (`where`); `irreversible()`: what it ends, for one that cannot be taken back."""
    made = g.memo.get(("citadel_free", key, *where))
    if made is None:
        made = g.memo[("citadel_free", key, *where)] = Option(key, label(), data,
                                                              irreversible=irreversible() if irreversible else None)
    return made


def options(g: Game, situations: dict | None = None) -> list[Option]:
    """The free actions offered between actions (`situations`: each conscious seat's, when the caller has them)."""
    found = []
    situations = situations or {p.seat: situation(g, p.seat) for p in g.table.conscious()}
    for player in g.table.conscious():
        for piece in spottable(g, player.seat, situations[player.seat]):
            found.append(_kept(g, f"hidden:{piece}:{player.seat}", lambda: f"{player.name}: spot a hidden number on "
                               f"{g.card(piece).title}", {"seat": player.seat, "piece": piece, "act": "spot"}))
    if save_rule.why_not(g) is None:
        # it gives up the board, all but this terrain (its explored places and their events): no trial play of a bot's
        # takes it while another answer is left (a random save in a try cost more than any answer was worth)
        found.append(Option("save", "Save the game (the board folds to this terrain)", {"act": "save", "waive": True}))
    for player in g.table.present():
        if leaving.why_not(g, player.seat) is None:
            found.append(_kept(g, f"leave:{player.seat}", lambda: f"{player.name}: leave the adventure for good",
                               {"seat": player.seat, "act": "leave", "seating": True}, irreversible=lambda: leaving.what_ends(g, player.seat)))
    for player in g.table.conscious():
        seat, name = player.seat, player.name
        for piece in g.zones.cards(hand(seat)):
            found.append(_kept(g, f"drop:{piece}", lambda: f"{name}: discard {g.card(piece).title} from the hand",
                               {"seat": seat, "piece": piece, "act": "discard"}, "hand", seat))
        others = [s for s in situations[seat].beside if s != seat]
        for piece in _purse_cards(g, seat):
            if g.card(piece).get("no_discard"):
                continue
            found.append(_kept(g, f"drop:{piece}", lambda: f"{name}: discard {g.card(piece).title}",
                               {"seat": seat, "piece": piece, "act": "discard"}, "purse", seat))
            for other in others:
                found.append(_kept(g, f"give:{piece}:{other}", lambda: f"{name}: give {g.card(piece).title} to "
                                   f"{g.table.player(other).name}", {"seat": seat, "piece": piece, "to": other,
                                                                      "act": "give"}, seat))
    return found


def spottable(g: Game, seat: int, here: Situation | None = None) -> list[str]:
    """Cards a character may look for hidden numbers on: their terrain and the events attached to it (only
    from there), and their purse cards; those showing their back are not read."""
    if here is None:
        here = situation(g, seat)
    cards = ([here.terrain] if here.terrain else []) + list(here.events) + list(g.zones.cards(purse(seat)))
    return [p for p in cards if p not in g.table.face_down and g.card(p).get("number") is not None]


def owner_of(g: Game, piece: str) -> int:
    return int(g.zones.zone_of(piece).split(":")[1])


def take(g: Game, chosen: dict) -> Frame | None:
    """Do the free action chosen (an option's data: its `act` and what it names); a gift asks who pays for it
    (a procedure to push)."""
    act = chosen["act"]
    if act == "spot":
        return SPOT.frame(piece=chosen["piece"], seat=chosen["seat"])
    if act == "save":
        save_rule.fold(g)
        return save_rule.SAVED.frame()
    if act == "leave":
        return leaving.leave_frame(chosen["seat"])
    piece = chosen["piece"]
    seat = owner_of(g, piece)
    if act == "discard":
        if g.card(piece).type == "skill":
            g.move(piece, discard(seat))
        else:
            numbered.to_past(g, piece)
        return None
    return GIVE.frame(piece=piece, giver=seat, to=chosen["to"])


@dataclass
class Gift:
    """A purse card given by one character to another."""

    piece: str
    giver: int
    to: int

    @classmethod
    def from_plain(cls, data: Any) -> Gift:
        """Strictly, as the core loads frames; a gift saved before its locals were typed names its giver `from`."""
        if not isinstance(data, dict):
            raise TypeError(f"expected a table for Gift, got {type(data).__name__}")
        data = {("giver" if k == "from" else k): v for k, v in data.items()}
        unknown = set(data) - {"piece", "giver", "to"}
        if unknown:
            raise ValueError(f"unknown fields for Gift: {sorted(unknown)}")
        return cls(from_plain(str, data["piece"]), from_plain(int, data["giver"]), from_plain(int, data["to"]))


def give(g: Game, f: Frame, answer: Option | None):
    d: Gift = f.data
    weight = int(g.card(d.piece).get("weight", 0) or 0)
    if answer is None:
        options = [Option(f"pays:{seat}", f"{g.table.player(seat).name} discards the top {counted(weight, 'card')} of their deck",
                          {"seat": seat}) for seat in (d.giver, d.to)]
        return Ask(Decision("table", "give", f"Who pays for giving {g.card(d.piece).title}?", options))
    was_blocked = g.zones.zone_of(d.piece).startswith("blocked:")
    g.move(d.piece, (blocked if was_blocked else purse)(d.to))
    payer = answer.data["seat"]
    return Push(pay_frame(payer, weight, discard(payer))) if weight else None


GIVE = Procedure("give", [give], frame=Gift)


def over_hand(g: Game, seats, answer: Option | None) -> Ask | None:
    """A player holding more skill cards than their hand size discards the excess, one card of their choice at a
    time ("at any time, except during an action you are involved in"): the question for the first of `seats` over
    it, after the `answer` (a card discarded) is done; None when nobody is over."""
    if answer is not None:
        g.move(answer.data["piece"], discard(answer.data["seat"]))
    for seat in seats:
        held = list(g.zones.cards(hand(seat)))
        limit = hand_size(g, seat)
        if len(held) > limit:
            name = g.table.player(seat).name
            options = [Option(f"discard:{seat}:{p}", f"Discard {g.card(p).title}", {"piece": p, "seat": seat, "over_hand": True})
                       for p in held]
            return Ask(Decision(f"seat:{seat}", "hand_size", f"{name} holds {len(held)} skill cards, {limit} allowed: "
                                "discard one", options))
    return None

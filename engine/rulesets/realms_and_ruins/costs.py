"""What an effect demands before it may be chosen: Gold to pay, Followers to lose, an Othersider to place.
The same answer refuses the option and explains it, so the table and the rules never disagree. Gold is
owed less when a skill pays part of each card effect, and none when a "next card" modifier waives it."""
from __future__ import annotations

from engine.core.game import Game
from engine.core.procedure import Frame

from . import next_card, piles, skills
from .ruling import cubes
from .table import OTHERSIDERS, hand, purse, supply


def _fixed(op, name: str) -> int:
    value = op.get(name, 0)
    return value if isinstance(value, int) else 0  # counted or chosen amounts ask for nothing beforehand


def gold_printed(effect) -> int:
    """The Gold an effect says it pays (a fixed amount; one chosen or counted asks nothing beforehand)."""
    return sum(_fixed(op, "pay") for op in effect)


def gold_owed(game: Game, seat: int, effect, frame: Frame | None = None) -> int:
    """The Gold an effect makes this seat pay, after its skills and "next card" modifiers."""
    printed = gold_printed(effect)
    # nothing printed is nothing owed (a skill only ever lowers a price): asked of every option, so it ends here
    if not printed or next_card.holds(game, seat, frame, "free_gold"):
        return 0
    return max(0, printed - skills.total(game, seat, "pay_less"))


def refusal(game: Game, seat: int, effect, frame: Frame | None = None, leaving: str | None = None) -> str | None:
    """Why this seat may not choose this effect now; None when it may. `leaving`: the hand card being
    played, which leaves the hand before anything is discarded."""
    pay = gold_owed(game, seat, effect, frame)
    gold = game.zones.size(purse(seat))
    if pay > gold:
        return f"you cannot pay {pay} Gold (you have {gold})"
    lose = sum(_fixed(op, "lose") for op in effect)
    mine = sum(len(cubes(game, r, str(seat))) for r in game.table.realms) if lose else 0
    if lose > mine:
        return f"you cannot lose {lose} Follower{'s' if lose > 1 else ''} (you have {mine} in the Realms)"
    if any(op.get("needed") for op in effect if "place" in op) and not game.zones.size(supply(OTHERSIDERS)):
        return "no Othersider is left in the supply"
    cards = piles.cards_owed(game, seat, effect)
    held = len([p for p in game.zones.cards(hand(seat)) if p != leaving])
    if cards > held:
        return f"you cannot discard {cards} card{'s' if cards > 1 else ''} (you would hold {max(held, 0)})"
    return None


def _discount(game: Game, frame: Frame) -> int:
    """What is left of the Gold a skill pays for this card effect (the whole of it before the first payment)."""
    return frame.data.setdefault("discount", skills.total(game, frame.data["seat"], "pay_less"))


def pay_now(game: Game, frame: Frame, gold: int) -> int:
    """How much of `gold` the seat really pays now; the skill's share of this effect is used up as it goes."""
    if next_card.holds(game, frame.data["seat"], frame, "free_gold"):
        return 0
    share = min(_discount(game, frame), gold)
    frame.data["discount"] -= share
    return gold - share


def affordable(game: Game, frame: Frame) -> int:
    """The most Gold an effect may say it pays now (a "pay up to N" asks no more than this)."""
    if next_card.holds(game, frame.data["seat"], frame, "free_gold"):
        return 99
    return game.zones.size(purse(frame.data["seat"])) + _discount(game, frame)

"""What an effect demands before it may be chosen: Gold to pay, Followers to lose, an Othersider to place.
The same answer refuses the option and explains it, so the table and the rules never disagree. Gold is
owed less when a skill pays part of each card effect, and none when a "next card" modifier waives it."""
from __future__ import annotations

from dataclasses import dataclass

from engine.core.game import Game
from engine.core.procedure import Frame

from . import next_card, piles, skills
from .ruling import cubes, hero_realm
from .table import OTHERSIDERS, hand, purse, supply


def _fixed(op, name: str) -> int:
    value = op.get(name, 0)
    return value if isinstance(value, int) else 0  # counted or chosen amounts ask for nothing beforehand


@dataclass(frozen=True, slots=True)
class Demands:
    """What an effect asks before it may be chosen, as printed: Gold paid, Followers lost, cards discarded (fixed
    amounts only: one chosen or counted asks nothing beforehand), and whether it needs an Othersider placed."""

    gold: int
    lose: int
    cards: int
    othersider: bool
    removal: tuple[str, str] | None = None  # a Follower to remove it needs: (whose, where) as its `remove` says


def demands(effect) -> Demands:
    gold = lose = cards = 0
    othersider = False
    removal = None
    for op in effect:
        gold += _fixed(op, "pay")
        lose += _fixed(op, "lose")
        cards += _fixed(op, "discard")
        othersider = othersider or ("place" in op and bool(op.get("needed")))
        if "remove" in op and op.get("required") and removal is None:
            removal = (op.get("whose") or "", op.get("where") or "")
    return Demands(gold, lose, cards, othersider, removal)


class _once:
    """A value worked out when first read, then kept on the instance (`functools.cached_property` without the
    lock it takes on every first reading before Python 3.12: read for every card in hand at every decision)."""

    def __init__(self, work) -> None:
        self.work, self.name = work, work.__name__

    def __get__(self, instance, owner=None):
        if instance is None:
            return self
        value = instance.__dict__[self.name] = self.work(instance)
        return value


class Means:
    """What a seat meets an effect's demands with now: its Gold, its Followers in the Realms, the cards it
    holds, the Othersiders left, what its skills and "next card" modifiers take off. Worked out once for a
    question, each part when first asked, then read for every alternative of every card in its hand."""

    def __init__(self, game: Game, seat: int, frame: Frame | None = None) -> None:
        self.game, self.seat, self.frame = game, seat, frame

    @_once
    def gold(self) -> int:
        return self.game.zones.size(purse(self.seat))

    @_once
    def followers(self) -> int:
        return sum(len(cubes(self.game, r, str(self.seat))) for r in self.game.table.realms)

    @_once
    def cards(self) -> list[str]:
        return self.game.zones.cards(hand(self.seat))

    @_once
    def othersiders(self) -> int:
        return self.game.zones.size(supply(OTHERSIDERS))

    def may_remove(self, whose: str, where: str) -> bool:
        """Whether the seat finds a Follower it may remove (of `whose`, in its Hero's Realm if `where` says so)."""
        realms = [hero_realm(self.game, self.seat)] if where == "hero_realm" else self.game.table.realms
        return bool(skills.removable(self.game, self.seat, realms, whose or None))

    @_once
    def free_gold(self) -> bool:
        return next_card.holds(self.game, self.seat, self.frame, "free_gold")

    @_once
    def pay_less(self) -> int:
        return skills.total(self.game, self.seat, "pay_less")

    @_once
    def discard_less(self) -> int:
        return piles.already(self.game, self.seat)

    @_once
    def or_is_and(self) -> bool:
        """Whether a skill lets the seat play a card's '- or -' alternatives all together."""
        return bool(skills.granted(self.game, self.seat, "or_is_and"))


def owed(printed: int, means: Means) -> int:
    """The Gold a seat pays of the `printed` Gold of an effect, its means at hand."""
    # nothing printed is nothing owed (a skill only ever lowers a price): asked of every option, so it ends here
    if not printed or means.free_gold:
        return 0
    return max(0, printed - means.pay_less)


def refusal(game: Game, seat: int, effect, frame: Frame | None = None, leaving: str | None = None) -> str | None:
    """Why this seat may not choose this effect now; None when it may. `leaving`: the hand card being
    played, which leaves the hand before anything is discarded."""
    return refused(demands(effect), Means(game, seat, frame), leaving)


def refused(asked: Demands, means: Means, leaving: str | None = None) -> str | None:
    """`refusal` of an effect's demands with the seat's means at hand (one question asks it of many effects)."""
    pay = owed(asked.gold, means)
    if pay > means.gold:
        return f"you cannot pay {pay} Gold (you have {means.gold})"
    lose = asked.lose
    if lose and lose > means.followers:
        return f"you cannot lose {lose} Follower{'s' if lose > 1 else ''} (you have {means.followers} in the Realms)"
    if asked.othersider and not means.othersiders:
        return "no Othersider is left in the supply"
    if asked.removal is not None and not means.may_remove(*asked.removal):
        return "there is no Follower you may remove"
    # a skill may count some of the cards as discarded already
    cards = max(0, asked.cards - means.discard_less) if asked.cards else 0
    if cards:
        held = len(means.cards) - (leaving in means.cards)
        if cards > held:
            return f"you cannot discard {cards} card{'s' if cards > 1 else ''} (you would hold {max(held, 0)})"
    return None


def _discount(game: Game, frame: Frame) -> int:
    """What is left of the Gold a skill pays for this card effect (the whole of it before the first payment)."""
    if frame.data.discount is None:
        frame.data.discount = skills.total(game, frame.data.seat, "pay_less")
    return frame.data.discount


def pay_now(game: Game, frame: Frame, gold: int) -> int:
    """How much of `gold` the seat really pays now; the skill's share of this effect is used up as it goes."""
    if next_card.holds(game, frame.data.seat, frame, "free_gold"):
        return 0
    share = min(_discount(game, frame), gold)
    frame.data.discount -= share
    return gold - share


def affordable(game: Game, frame: Frame) -> int:
    """The most Gold an effect may say it pays now (a "pay up to N" asks no more than this)."""
    if next_card.holds(game, frame.data.seat, frame, "free_gold"):
        return 99
    return game.zones.size(purse(frame.data.seat)) + _discount(game, frame)

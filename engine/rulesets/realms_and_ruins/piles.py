"""Verbs on one's own cards and piles: discard chosen cards of the hand (a cost when the number is fixed; a
skill may count one as already discarded), have a seat shuffle its deck or its discard pile (the one
exception to the no-shuffle rule), and swap the roles of one's deck and discard pile by turning both over
(Archmage-like)."""
from __future__ import annotations

from engine.core import choices, events as ev
from engine.core.decisions import Decision, Option
from engine.core.effects import Op, icon, word
from engine.core.game import Game
from engine.core.procedure import Ask, Frame

from engine.content.schema_parts import ID
from engine.core import words

from . import history, passives, skills
from .branches import play_inside
from .fields import AMOUNT, EFFECT
from .table import deck, discard, hand


# -- discard: cards of the hand onto the discard pile, chosen one at a time -------------------------------
def already(game: Game, seat: int, frame: Frame | None = None) -> int:
    """Cards a skill counts as discarded for each card effect that discards (what is left of it now)."""
    if frame is not None and frame.data.discard_share is not None:
        return frame.data.discard_share
    return skills.total(game, seat, "discard_less")


def _ask(g: Game, f: Frame, op):
    seat = f.data.seat
    cards = g.zones.cards(hand(seat))
    if f.data.left <= 0 or not cards:
        return None
    options = [Option(f"discard:{p}", f"Discard {g.card(p).title}", {"card": p}) for p in cards]
    if history.chosen(op["discard"]):
        options.append(Option("discard:stop", "Discard no more", {"stop": True, "public": True}))
    return Ask(Decision(f"seat:{seat}", "discard", f"Which card do you discard? ({f.data.left} left)", options,
                        private=True))


def _discard(g: Game, f: Frame, op):
    seat = f.data.seat
    f.data.left = n = history.amount(g, seat, op["discard"], f.data.mark)
    most = min(already(g, seat, f), n)
    # the skill "may" count cards as discarded: it must only where the hand cannot give the rest
    least = min(most, max(0, n - g.zones.size(hand(seat))))
    counted = choices.how_many(None, f"seat:{seat}", "discard_share",
                               f"Your skill may count up to {most} of the {words.counted(n, 'card')} as already discarded: "
                               "how many does it count?", least, most, words=_counted_words)
    return counted if isinstance(counted, Ask) else _counted(g, f, op, counted)


def _counted_words(n: int) -> str:
    return f"Count {n} as already discarded" if n else "None: discard them from your hand"


def _counted(g: Game, f: Frame, op, share: int):
    """The skill counts `share` cards as discarded; the rest are asked of the hand."""
    seat = f.data.seat
    f.data.discard_share = already(g, seat, f) - share
    history.record(g, seat, "discard", share)  # "as if already discarded": counted, no card moves
    f.data.left -= share
    return _ask(g, f, op)


def _discarded(g: Game, f: Frame, op, answer: Option):
    if "number" in answer.data:
        return _counted(g, f, op, answer.data["number"])
    if answer.data.get("stop"):
        return None
    seat = f.data.seat
    piece = answer.data["card"]
    g.move(piece, discard(seat))
    history.record(g, seat, "discard")
    f.data.last_discarded = piece
    f.data.left -= 1
    return _ask(g, f, op)


DISCARD = Op("discard", AMOUNT, _discard, lambda op, v: f"discard {history.plural(op['discard'], 'card')}",
             lambda op, v: [icon("discard"), *history.mark(op["discard"])], answer=_discarded)


# -- shuffle: a chosen seat shuffles its deck or its discard pile ----------------------------------------
def _shuffle_options(g: Game, f: Frame) -> list[Option]:
    options = []
    for p in g.table.players:
        whose = "your" if p.seat == f.data.seat else f"{p.name}'s"
        options += [Option(f"shuffle:{pile.__name__}:{p.seat}", f"Shuffle {whose} {pile.__name__}",
                           {"zone": pile(p.seat)}) for pile in (deck, discard) if g.zones.size(pile(p.seat)) > 1]
    return options


def _shuffle(g: Game, f: Frame, op):
    options = _shuffle_options(g, f)
    if not options:
        return None
    return Ask(Decision(f"seat:{f.data.seat}", "shuffle", "Which deck or discard pile is shuffled?", options))


def _shuffled(g: Game, f: Frame, op, answer: Option):
    zone = answer.data["zone"]
    order = list(g.zones.cards(zone))
    g.rng.shuffle(order)
    for piece in order:
        g.move(piece, zone, face_up=False)  # the new order is seen by no one
    g.emit(ev.Shuffled(zone))
    return None


SHUFFLE = Op("shuffle", {"const": "chosen"}, _shuffle,
             lambda op, v: "a player of your choice (you too) shuffles their deck or their discard pile",
             lambda op, v: [icon("shuffle"), word("deck or discard")], answer=_shuffled)


# -- swap_piles: the discard pile turned down becomes the deck, the deck turned up the discard pile -------
def _swap_piles(g: Game, f: Frame, op) -> None:
    seat = f.data.seat
    old_deck, old_pile = list(g.zones.cards(deck(seat))), list(g.zones.cards(discard(seat)))
    # each pile is turned over as a whole: its top card ends at the bottom, and no card changes neighbours
    # (the old pile goes onto the deck's zone above the old deck, which then leaves it, bottom card last)
    for piece in reversed(old_pile):
        g.move(piece, deck(seat), face_up=False)
    for piece in reversed(old_deck):
        g.move(piece, discard(seat), face_up=False)  # a pile turned over shows its new top card only
    g.emit(ev.Message(f"{g.table.players[seat].name} turns the deck and the discard pile over, each as one pile",
                      {"rule": "swap_piles", "seat": seat}))


SWAP_PILES = Op("swap_piles", {"const": True}, _swap_piles,
                lambda op, v: "turn your discard pile down as your deck, and your deck up as your discard pile",
                lambda op, v: [icon("swap_piles"), word("deck <-> discard")])

# -- by_suit: what follows depends on the suit of the card this effect discarded last (Witch-like) ----------
def _by_suit(g: Game, f: Frame, op):
    piece = f.data.last_discarded
    then = op["by_suit"].get(g.card(piece).get("suit")) if piece else None
    return play_inside(f, then) if then else None


def _by_suit_words(op, v) -> str:
    return "by the suit of the card discarded: " + "; ".join(
        f"{suit}: {v.words(effect)}" for suit, effect in op["by_suit"].items())


def _by_suit_references(op, index) -> list[tuple[str, str]]:
    return [(f"by_suit.{suit}", f"names {suit!r}, which is not a suit (a Realm) of the pack")
            for suit in op["by_suit"] if suit not in index.get("realm", ())]


BY_SUIT = Op("by_suit", {"type": "object", "propertyNames": ID, "additionalProperties": EFFECT, "minProperties": 1},
             _by_suit, _by_suit_words, lambda op, v: [icon("suit"), word(_by_suit_words(op, v))],
             _by_suit_references, nested=lambda op: [(f"by_suit.{k}", e) for k, e in op["by_suit"].items()])

OPS = [DISCARD, SHUFFLE, SWAP_PILES, BY_SUIT]


# -- the played card among the cards it made you discard ------------------------------------------------
def place_played(g: Game, f: Frame, answer):
    """A card that made its player discard goes where the player wants among those cards (the order of the
    discard pile matters to replays); otherwise it simply goes on top, in the next step."""
    seat = f.data.seat
    pile = discard(seat)
    n = sum(1 for e in g.state.log.events[f.data.mark or 0:]
            if e.kind == "piece_moved" and e.source == hand(seat) and e.target == pile)
    n = min(n, g.zones.size(pile))
    if not n:
        return None
    options = [Option("played:0", "On top of them", {"under": 0, "default": True})] + [
        Option(f"played:{k}", f"Under the top {k} card{'s' if k > 1 else ''} you discarded", {"under": k})
        for k in range(1, n + 1)]
    if answer is None:
        return Ask(Decision(f"seat:{seat}", "place_played", "Where does the played card go in your discard pile?",
                            options))
    under = answer.data["under"]
    if under:
        g.move(f.data.card, pile, g.zones.size(pile) - under)
        return passives.tolls_now(g)  # the card played lies on its pile: played now
    return None

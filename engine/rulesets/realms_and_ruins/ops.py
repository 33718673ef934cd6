"""The card effect vocabulary of Realms and Ruins, each verb declared once: its schema, what it does, its
words and marks. A verb acting on several pieces asks one piece at a time and goes on to its full
potential: only what the pieces at hand forbid is left undone."""
from __future__ import annotations

from dataclasses import dataclass
from typing import Callable

from engine.core.decisions import Decision, Option
from engine.core.effects import Op, Vocabulary, icon, word
from engine.core.game import Game
from engine.core.procedure import Ask, Frame

from . import branches, costs, decks, hero_cards, history, next_card, piles, replays, training, verbs
from .event_ops import EVENT_OPS
from .passives import hand_revealed
from .fields import AMOUNT
from .realms import move_cube, to_supply
from .skills import guarded, removable
from .ruling import cubes, hero_meeple, hero_realm, is_ruined, owner
from .table import GOLD, OTHERSIDERS, deck, discard, hand, marker_at, purse, realm, supply

_plural = history.plural


def _amount(g: Game, f: Frame, value) -> int:
    """An op's amount now: a number, a count of what the seat did, or the most it may choose."""
    return history.amount(g, f.data.seat, value, f.data.mark)


def who(game: Game, owner_: str) -> str:
    """An owner as players say it: a rival's name, or the Othersiders."""
    return "the Othersiders" if owner_ == OTHERSIDERS else game.table.players[int(owner_)].name


def title(game: Game, realm_id: str) -> str:
    return game.cards[realm_id].title


# -- verbs that act one piece at a time ---------------------------------------------------------------
Units = Callable[[Game, Frame, dict], int]
Choices = Callable[[Game, Frame, dict], list[Option]]
Act = Callable[[Game, Frame, dict], None]


# what a verb does is kept out of the code that builds it at import: a mutation run (python3 dev.py mutate) then
# finds each part's mutants with the tests that call it
@dataclass(frozen=True)
class OneAtATime:
    """A verb that asks, for each of its `units`, which piece and where (`choices`, then `act` on the answer); an
    amount of "up to N" (its value under `key`, else under `name`) may stop after any of them."""

    name: str
    prompt: str
    units: Units
    choices: Choices
    act: Act
    key: str = ""

    def ask(self, g: Game, f: Frame, op) -> Ask | None:
        options = self.choices(g, f, op) if f.data.left > 0 else []
        if not options:
            f.data.left = 0
            return None
        if history.chosen(op.get(self.key or self.name)):
            options = options + [Option(f"{self.name}:stop", "No more", {"stop": True})]
        return Ask(Decision(f"seat:{f.data.seat}", self.name, f"{self.prompt} ({f.data.left} left)", options))

    def apply(self, g: Game, f: Frame, op) -> Ask | None:
        f.data.left = self.units(g, f, op)
        return self.ask(g, f, op)

    def answer(self, g: Game, f: Frame, op, chosen: Option) -> Ask | None:
        f.data.choices = None  # what a save from before typed answers kept of the options
        if chosen.data.get("stop"):
            f.data.left = 0
            return None
        self.act(g, f, chosen.data)
        f.data.left -= 1
        return self.ask(g, f, op)


def realms_here(g: Game, f: Frame) -> list[str]:
    """The Realms a verb may act on: any, unless an Event book entry limits them (`where`)."""
    return f.data.where or g.table.realms


def _realm_options(g: Game, verb: str, label: str, realms: list[str]) -> list[Option]:
    return [Option(f"{verb}:{r}", label.format(realm=title(g, r)), {"realm": r}) for r in realms]


# gain: Followers from your supply to Realms of your choice, as many as your supply holds; with `each`, that
# many in every Realm of a kind, the kind judged as the card is played (gaining there may change who rules)
EACH = {"not_ruled": "every Realm you do not rule", "ruined": "every Ruined Realm"}


def _each_realms(g, f, op) -> list[str]:
    if op.get("each") == "ruined":
        return [r for r in g.table.realms if is_ruined(g, r)]
    return [r for r in g.table.realms if g.table.rulers.get(r) != str(f.data.seat)]


def _gain_choices(g, f, op):
    realms = realms_here(g, f)
    if op.get("same_realm"):
        realms = [f.data.removed_in] if f.data.removed_in else []
    if op.get("each"):
        realms = [r for r in f.data.each_realms if f.data.each_realms.count(r) > f.data.gained_in.count(r)]
    return _realm_options(g, "gain", "Gain a Follower in the {realm}", realms)


def _gain(g, f, data):
    move_cube(g, g.zones.top(supply(str(f.data.seat))), realm(data["realm"]))
    history.record(g, f.data.seat, "gain")
    f.data.gained_in.append(data["realm"])


def _gain_units(g, f, op) -> int:
    n = _amount(g, f, op["gain"])
    f.data.gained_in = []
    if op.get("each"):
        f.data.each_realms = [r for r in _each_realms(g, f, op) for _ in range(n)]
        n = len(f.data.each_realms)
    return min(n, g.zones.size(supply(str(f.data.seat))))


def _gain_words(op, v) -> str:
    words = f"gain {_plural(op['gain'], 'Follower')}"
    if op.get("same_realm"):
        return f"{words} in the Realm of that removal"
    return f"{words} in {EACH[op['each']]}" if op.get("each") else words


_GAIN = OneAtATime("gain", "Where does your Follower go?", _gain_units, _gain_choices, _gain)
GAIN = Op("gain", AMOUNT, _GAIN.apply, _gain_words, lambda op, v: [icon("gain"), *history.mark(op["gain"])],
          answer=_GAIN.answer, riders={"each": {"enum": list(EACH)}, "same_realm": {"const": True}})


# remove: anyone's Followers (or only Othersiders) back to their supplies
def remove_realms(g: Game, seat: int, op, where: list[str] | None = None) -> list[str]:
    """The Realms a `remove` may act in: the seat's Hero's with `where = "hero_realm"`, else those given (an
    Event entry's), else all."""
    return [hero_realm(g, seat)] if op.get("where") == "hero_realm" else (where or g.table.realms)


def _remove_choices(g, f, op):
    only = OTHERSIDERS if op.get("whose") == OTHERSIDERS else None
    # a rival's Hero may guard the Followers of its own Realm against removals
    return [Option(f"remove:{o}:{r}", f"Remove a Follower of {who(g, o)} from the {title(g, r)}",
                   {"realm": r, "owner": o})
            for r, o in removable(g, f.data.seat, remove_realms(g, f.data.seat, op, f.data.where), only)]


def _remove(g, f, data):
    to_supply(g, cubes(g, data["realm"], data["owner"])[-1])
    history.record(g, f.data.seat, "remove", owner=data["owner"])
    f.data.removed_in = data["realm"]


def _remove_words(op, v) -> str:
    words = f"remove {_plural(op['remove'], 'Othersider' if op.get('whose') else 'Follower')}"
    words += " in your Hero's Realm" if op.get("where") else ""
    return words + (" (not played without one to remove)" if op.get("required") else "")


_REMOVE = OneAtATime("remove", "Whose Follower do you remove?", lambda g, f, op: _amount(g, f, op["remove"]),
                     _remove_choices, _remove)
REMOVE = Op("remove", AMOUNT, _REMOVE.apply, _remove_words,
            lambda op, v: [icon("remove"), *history.mark(op["remove"])], answer=_REMOVE.answer,
            riders={"whose": {"const": OTHERSIDERS}, "where": {"const": "hero_realm"}, "required": {"const": True}})


# lose: your own Followers back to your supply (a cost: the card cannot be played without them)
def _lose_choices(g, f, op):
    mine = str(f.data.seat)
    return _realm_options(g, "lose", "Lose a Follower from the {realm}",
                          [r for r in realms_here(g, f) if cubes(g, r, mine)])


def _lose(g, f, data):
    to_supply(g, cubes(g, data["realm"], str(f.data.seat))[-1])
    history.record(g, f.data.seat, "lose")


_LOSE = OneAtATime("lose", "Which of your Followers do you lose?", lambda g, f, op: _amount(g, f, op["lose"]),
                   _lose_choices, _lose)
LOSE = Op("lose", AMOUNT, _LOSE.apply, lambda op, v: f"lose {_plural(op['lose'], 'Follower')}",
          lambda op, v: [icon("lose"), *history.mark(op["lose"])], answer=_LOSE.answer)


# place: Othersiders from their supply to Realms of your choice, as many as it holds
def _place(g, f, data):
    move_cube(g, g.zones.top(supply(OTHERSIDERS)), realm(data["realm"]))


_PLACE = OneAtATime(
    "place", "Where does the Othersider go?", lambda g, f, op: min(_amount(g, f, op["place"]), g.zones.size(supply(OTHERSIDERS))),
    lambda g, f, op: _realm_options(g, "place", "Place an Othersider in the {realm}", realms_here(g, f)), _place)
PLACE = Op("place", AMOUNT, _PLACE.apply, lambda op, v: f"place {_plural(op['place'], 'Othersider')}",
           lambda op, v: [icon("othersider"), *history.mark(op["place"])], answer=_PLACE.answer,
           riders={"needed": {"const": True}})


# move: one Follower (any owner) or one Hero from its Realm to another, per Move
def _move_choices(g, f, op):
    options = []
    me = f.data.seat
    realms = g.table.realms
    for r in realms:
        for o in sorted(o for o in {owner(g, p) for p in cubes(g, r)} if not guarded(g, me, o, r, "move")):
            options += [Option(f"move:{o}:{r}:{to}", f"Move a Follower of {who(g, o)} from the {title(g, r)} "
                               f"to the {title(g, to)}", {"owner": o, "from": r, "to": to})
                        for to in realms if to != r]
    for player in g.table.players:
        here = hero_realm(g, player.seat)
        if guarded(g, me, str(player.seat), here, "move"):
            continue
        # named even for one's own: the answer is read again in every seat's log
        options += [Option(f"move:hero{player.seat}:{here}:{to}", f"Move {player.name}'s Hero to the {title(g, to)}",
                           {"hero": player.seat, "from": here, "to": to}) for to in realms if to != here]
    return options


def _move(g, f, data):
    piece = hero_meeple(g, data["hero"]) if "hero" in data else cubes(g, data["from"], data["owner"])[-1]
    move_cube(g, piece, realm(data["to"]))
    history.record(g, f.data.seat, "move", owner=data.get("owner", ""))


def _moves(g, f, op) -> int:
    """The Moves owed: twice as many when a "next card" modifier doubles them for this card."""
    return _amount(g, f, op["move"]) * (2 if next_card.holds(g, f.data.seat, f, "double_moves") else 1)


_MOVE = OneAtATime("move", "Perform a Move", _moves, _move_choices, _move)
MOVE = Op("move", AMOUNT, _MOVE.apply, lambda op, v: f"perform {_plural(op['move'], 'Move')}",
          lambda op, v: [icon("move"), *history.mark(op["move"])], answer=_MOVE.answer)


# steal: Gold from one other rival, at most what they hold; "0 to N" lets the player say how much
def _steal_choices(g, f, op):
    me = f.data.seat
    options = []
    for p in g.table.players:
        most = min(f.data.amount, g.zones.size(purse(p.seat)))
        if p.seat == me or not most:
            continue
        fewer = range(1, most) if history.chosen(op["steal"]) else ()
        # the whole amount keeps the key it always had (saves and replays hold it)
        options += [Option(f"steal:{p.seat}:{n}", f"Steal {n} Gold from {p.name}", {"seat": p.seat, "gold": n})
                    for n in fewer]
        options.append(Option(f"steal:{p.seat}", f"Steal {most} Gold from {p.name}", {"seat": p.seat, "gold": most}))
    return options


def _steal(g, f, data):
    # an option saved before it said how much Gold meant all the rival could give
    taken = data.get("gold", min(f.data.amount, g.zones.size(purse(data["seat"]))))
    for _ in range(taken):
        g.move(g.zones.top(purse(data["seat"])), purse(f.data.seat))
    history.record(g, f.data.seat, "steal", taken, str(data["seat"]))


def _steal_units(g, f, op):
    f.data.amount = _amount(g, f, op["steal"])
    return 1


_STEAL = OneAtATime("steal", "Whom do you steal Gold from?", _steal_units, _steal_choices, _steal)
STEAL = Op("steal", AMOUNT, _STEAL.apply, lambda op, v: f"steal {history.say(op['steal'])} Gold",
           lambda op, v: [icon("steal"), *history.mark(op["steal"])], answer=_STEAL.answer)


# swap_markers: two cost markers change places
def _swap_choices(g, f, op):
    realms = g.table.realms
    return [Option(f"swap:{a}:{b}", f"Swap the cost markers of the {title(g, a)} and the {title(g, b)}",
                   {"realms": [a, b]}) for i, a in enumerate(realms) for b in realms[i + 1:]]


def _swap(g, f, data):
    a, b = data["realms"]
    first, second = g.zones.top(marker_at(a)), g.zones.top(marker_at(b))
    g.move(first, marker_at(b))
    g.move(second, marker_at(a))


_SWAP = OneAtATime("swap", "Which cost markers change places?", lambda g, f, op: 1, _swap_choices, _swap)
SWAP = Op("swap_markers", {"const": True}, _SWAP.apply, lambda op, v: "switch the places of two cost markers",
          lambda op, v: [icon("swap")], answer=_SWAP.answer)


# rival_discards: a rival of your choice discards a card picked at random from their hand, or picked by you
# when a passive card shows that hand
def _rival_choices(g, f, op):
    me = f.data.seat
    options = []
    if op.get("from") == "deck":  # a card of their deck at random: the deck is never face up
        return [Option(f"rival_deck:{p.seat}", f"{p.name} discards a random card of their deck", {"seat": p.seat,
                                                                                                  "deck": True})
                for p in g.table.players if p.seat != me and g.zones.size(deck(p.seat))]
    for p in g.table.players:
        if p.seat == me or not g.zones.size(hand(p.seat)):
            continue
        if hand_revealed(g, p.seat):
            options += [Option(f"rival:{p.seat}:{c}", f"{p.name} discards {g.card(c).title}", {"seat": p.seat, "card": c})
                        for c in g.zones.cards(hand(p.seat))]
        else:
            options.append(Option(f"rival:{p.seat}", f"{p.name} discards a random card", {"seat": p.seat}))
    return options


def _rival_discards(g, f, data):
    cards = g.zones.cards((deck if data.get("deck") else hand)(data["seat"]))
    g.move(data.get("card") or cards[g.rng.index(len(cards))], discard(data["seat"]))
    history.record(g, data["seat"], "discard")


_RIVAL_DISCARDS = OneAtATime("rival", "Which rival discards a card?",
                             lambda g, f, op: _amount(g, f, op["rival_discards"]), _rival_choices, _rival_discards,
                             key="rival_discards")


def _rival_words(op, v) -> str:
    words = f"a rival of your choice discards {_plural(op['rival_discards'], 'random card')}"
    return words + (" of their deck" if op.get("from") == "deck" else "")


RIVAL_DISCARDS = Op("rival_discards", AMOUNT, _RIVAL_DISCARDS.apply, _rival_words,
                    lambda op, v: [icon("discard"), *history.mark(op["rival_discards"])], answer=_RIVAL_DISCARDS.answer,
                    riders={"from": {"enum": ["hand", "deck"]}})


# -- verbs that need no answer ---------------------------------------------------------------------------
def _draw(g, f, n):
    decks.draw(g, f.data.seat, n)


def _win(g, f, n):
    won = min(n, g.zones.size(GOLD))
    for _ in range(won):
        g.move(g.zones.top(GOLD), purse(f.data.seat))
    history.record(g, f.data.seat, "win", won)


def _pay(g, f, n):
    # affordability was checked before the card was played (costs.refusal); a skill or a "next card"
    # modifier may pay part of it
    for _ in range(costs.pay_now(g, f, n)):
        g.move(g.zones.top(purse(f.data.seat)), GOLD)
    history.record(g, f.data.seat, "pay", n)


def _as_asked(g, f, n: int) -> int:
    return n


@dataclass(frozen=True)
class Counted:
    """A verb on an amount (`act` with it); "up to N" asks how many (`question`, as a player says it), at most
    what `most` allows."""

    name: str
    act: Callable
    question: str
    most: Callable = _as_asked

    def apply(self, g, f, op):
        value = op[self.name]
        n = _amount(g, f, value)
        if not history.chosen(value):
            return self.act(g, f, n)
        most = self.most(g, f, n)
        return Ask(Decision(f"seat:{f.data.seat}", self.name, f"{self.question} (0 to {most})?", number=(0, most)))

    def answer(self, g, f, op, chosen: Option):
        return self.act(g, f, chosen.data["number"])


_DRAW = Counted("draw", _draw, "How many cards do you draw")
DRAW = Op("draw", AMOUNT, _DRAW.apply, lambda op, v: f"draw {_plural(op['draw'], 'card')}",
          lambda op, v: [icon("draw"), *history.mark(op["draw"])], answer=_DRAW.answer)
_WIN = Counted("win", _win, "How much Gold do you win")
WIN = Op("win", AMOUNT, _WIN.apply, lambda op, v: f"win {history.say(op['win'])} Gold",
         lambda op, v: [icon("gold"), *history.mark(op["win"])], answer=_WIN.answer)
_PAY = Counted("pay", _pay, "How much Gold do you pay", lambda g, f, n: min(n, costs.affordable(g, f)))
PAY = Op("pay", AMOUNT, _PAY.apply, lambda op, v: f"pay {history.say(op['pay'])} Gold",
         lambda op, v: [icon("pay"), *history.mark(op["pay"]), word("Gold")], answer=_PAY.answer)

VOCABULARY = Vocabulary([GAIN, REMOVE, LOSE, PLACE, MOVE, DRAW, WIN, PAY, STEAL, SWAP, RIVAL_DISCARDS,
                         next_card.NEXT_CARD, replays.REPLAY_OP, branches.MAY, branches.ONLY_IF, branches.ANY_ORDER,
                         training.TRAIN_OP,
                         *hero_cards.OPS, *piles.OPS, *verbs.OPS,
                         *EVENT_OPS])

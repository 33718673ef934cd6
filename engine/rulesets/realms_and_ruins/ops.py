"""The card effect vocabulary of Realms and Ruins, each verb declared once: its schema, what it does, its
words and marks. A verb acting on several pieces asks one piece at a time and goes on to its full
potential: only what the pieces at hand forbid is left undone."""
from __future__ import annotations

from typing import Callable

from engine.core.decisions import Decision, Option
from engine.core.effects import Op, Vocabulary, icon, number, word
from engine.core.game import Game
from engine.core.procedure import Ask, Frame

from . import decks
from .event_ops import EVENT_OPS
from .passives import hand_revealed
from .realms import move_cube, to_supply
from .ruling import cubes, hero_meeple, owner
from .table import GOLD, OTHERSIDERS, discard, hand, marker_at, purse, realm, supply

AMOUNT = {"type": "integer", "minimum": 1, "maximum": 9}


def _plural(n: int, what: str) -> str:
    return f"{n} {what}{'' if n == 1 else 's'}"


def who(game: Game, owner_: str) -> str:
    """An owner as players say it: a rival's name, or the Othersiders."""
    return "the Othersiders" if owner_ == OTHERSIDERS else game.table.players[int(owner_)].name


def title(game: Game, realm_id: str) -> str:
    return game.cards[realm_id].title


# -- verbs that act one piece at a time ---------------------------------------------------------------
Units = Callable[[Game, Frame, dict], int]
Choices = Callable[[Game, Frame, dict], list[Option]]
Act = Callable[[Game, Frame, dict], None]


def one_at_a_time(name: str, prompt: str, units: Units, choices: Choices, act: Act):
    """`apply` and `answer` of a verb that asks, for each of its `units`, which piece and where."""
    def ask(g: Game, f: Frame, op) -> Ask | None:
        options = choices(g, f, op) if f.data["left"] > 0 else []
        if not options:
            f.data["left"] = 0
            return None
        return Ask(Decision(f"seat:{f.data['seat']}", name, f"{prompt} ({f.data['left']} left)", options))

    def apply(g: Game, f: Frame, op) -> Ask | None:
        f.data["left"] = units(g, f, op)
        return ask(g, f, op)

    def answer(g: Game, f: Frame, op, key: str) -> Ask | None:
        chosen = next(o for o in choices(g, f, op) if o.key == key)
        act(g, f, chosen.data)
        f.data["left"] -= 1
        return ask(g, f, op)

    return apply, answer


def realms_here(g: Game, f: Frame) -> list[str]:
    """The Realms a verb may act on: any, unless an Event book entry limits them (`where`)."""
    return f.data.get("where") or g.table.realms


def _realm_options(g: Game, verb: str, label: str, realms: list[str]) -> list[Option]:
    return [Option(f"{verb}:{r}", label.format(realm=title(g, r)), {"realm": r}) for r in realms]


# gain: Followers from your supply to Realms of your choice, as many as your supply holds
def _gain_choices(g, f, op):
    return _realm_options(g, "gain", "Gain a Follower in the {realm}", realms_here(g, f))


def _gain(g, f, data):
    move_cube(g, g.zones.top(supply(str(f.data["seat"]))), realm(data["realm"]))


_apply, _answer = one_at_a_time("gain", "Where does your Follower go?",
                                lambda g, f, op: min(op["gain"], g.zones.size(supply(str(f.data["seat"])))),
                                _gain_choices, _gain)
GAIN = Op("gain", AMOUNT, _apply, lambda op, v: f"gain {_plural(op['gain'], 'Follower')}",
          lambda op, v: [icon("gain"), number(op["gain"])], answer=_answer)


# remove: anyone's Followers (or only Othersiders) back to their supplies
def _remove_choices(g, f, op):
    only = OTHERSIDERS if op.get("whose") == OTHERSIDERS else None
    options = []
    for r in realms_here(g, f):
        owners = sorted({owner(g, p) for p in cubes(g, r, only)})
        options += [Option(f"remove:{o}:{r}", f"Remove a Follower of {who(g, o)} from the {title(g, r)}",
                           {"realm": r, "owner": o}) for o in owners]
    return options


def _remove(g, f, data):
    to_supply(g, cubes(g, data["realm"], data["owner"])[-1])


_apply, _answer = one_at_a_time("remove", "Whose Follower do you remove?", lambda g, f, op: op["remove"],
                                _remove_choices, _remove)
REMOVE = Op("remove", AMOUNT, _apply,
            lambda op, v: f"remove {_plural(op['remove'], 'Othersider' if op.get('whose') else 'Follower')}",
            lambda op, v: [icon("remove"), number(op["remove"])], answer=_answer,
            riders={"whose": {"const": OTHERSIDERS}})


# lose: your own Followers back to your supply (a cost: the card cannot be played without them)
def _lose_choices(g, f, op):
    mine = str(f.data["seat"])
    return _realm_options(g, "lose", "Lose a Follower from the {realm}",
                          [r for r in realms_here(g, f) if cubes(g, r, mine)])


def _lose(g, f, data):
    to_supply(g, cubes(g, data["realm"], str(f.data["seat"]))[-1])


_apply, _answer = one_at_a_time("lose", "Which of your Followers do you lose?", lambda g, f, op: op["lose"],
                                _lose_choices, _lose)
LOSE = Op("lose", AMOUNT, _apply, lambda op, v: f"lose {_plural(op['lose'], 'Follower')}",
          lambda op, v: [icon("lose"), number(op["lose"])], answer=_answer)


# place: Othersiders from their supply to Realms of your choice, as many as it holds
def _place(g, f, data):
    move_cube(g, g.zones.top(supply(OTHERSIDERS)), realm(data["realm"]))


_apply, _answer = one_at_a_time(
    "place", "Where does the Othersider go?", lambda g, f, op: min(op["place"], g.zones.size(supply(OTHERSIDERS))),
    lambda g, f, op: _realm_options(g, "place", "Place an Othersider in the {realm}", realms_here(g, f)), _place)
PLACE = Op("place", AMOUNT, _apply, lambda op, v: f"place {_plural(op['place'], 'Othersider')}",
           lambda op, v: [icon("othersider"), number(op["place"])], answer=_answer,
           riders={"needed": {"const": True}})


# move: one Follower (any owner) or one Hero from its Realm to another, per Move
def _move_choices(g, f, op):
    options = []
    realms = g.table.realms
    for r in realms:
        for o in sorted({owner(g, p) for p in cubes(g, r)}):
            options += [Option(f"move:{o}:{r}:{to}", f"Move a Follower of {who(g, o)} from the {title(g, r)} "
                               f"to the {title(g, to)}", {"owner": o, "from": r, "to": to})
                        for to in realms if to != r]
    for player in g.table.players:
        here = g.zones.zone_of(hero_meeple(g, player.seat)).split(":", 1)[1]
        options += [Option(f"move:hero{player.seat}:{here}:{to}", f"Move {player.name}'s Hero to the {title(g, to)}",
                           {"hero": player.seat, "from": here, "to": to}) for to in realms if to != here]
    return options


def _move(g, f, data):
    piece = hero_meeple(g, data["hero"]) if "hero" in data else cubes(g, data["from"], data["owner"])[-1]
    move_cube(g, piece, realm(data["to"]))


_apply, _answer = one_at_a_time("move", "Perform a Move", lambda g, f, op: op["move"], _move_choices, _move)
MOVE = Op("move", AMOUNT, _apply, lambda op, v: f"perform {_plural(op['move'], 'Move')}",
          lambda op, v: [icon("move"), number(op["move"])], answer=_answer)


# steal: Gold from one other rival, at most what they hold
def _steal_choices(g, f, op):
    me = f.data["seat"]
    return [Option(f"steal:{p.seat}", f"Steal from {p.name}", {"seat": p.seat}) for p in g.table.players
            if p.seat != me and g.zones.size(purse(p.seat))]


def _steal(g, f, data):
    for _ in range(min(f.data["amount"], g.zones.size(purse(data["seat"])))):
        g.move(g.zones.top(purse(data["seat"])), purse(f.data["seat"]))


def _steal_units(g, f, op):
    f.data["amount"] = op["steal"]
    return 1


_apply, _answer = one_at_a_time("steal", "Whom do you steal Gold from?", _steal_units, _steal_choices, _steal)
STEAL = Op("steal", AMOUNT, _apply, lambda op, v: f"steal {op['steal']} Gold",
           lambda op, v: [icon("steal"), number(op["steal"])], answer=_answer)


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


_apply, _answer = one_at_a_time("swap", "Which cost markers change places?", lambda g, f, op: 1, _swap_choices, _swap)
SWAP = Op("swap_markers", {"const": True}, _apply, lambda op, v: "switch the places of two cost markers",
          lambda op, v: [icon("swap")], answer=_answer)


# rival_discards: a rival of your choice discards a card picked at random from their hand, or picked by you
# when a passive card shows that hand
def _rival_choices(g, f, op):
    me = f.data["seat"]
    options = []
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
    cards = g.zones.cards(hand(data["seat"]))
    g.move(data.get("card") or cards[g.rng.index(len(cards))], discard(data["seat"]))


_apply, _answer = one_at_a_time("rival", "Which rival discards a card?", lambda g, f, op: op["rival_discards"],
                                _rival_choices, _rival_discards)
RIVAL_DISCARDS = Op("rival_discards", AMOUNT, _apply,
                    lambda op, v: f"a rival of your choice discards {_plural(op['rival_discards'], 'random card')}",
                    lambda op, v: [icon("discard"), number(op["rival_discards"])], answer=_answer)


# -- verbs that need no answer ---------------------------------------------------------------------------
def _draw(g, f, op):
    decks.draw(g, f.data["seat"], op["draw"])


def _win(g, f, op):
    for _ in range(min(op["win"], g.zones.size(GOLD))):
        g.move(g.zones.top(GOLD), purse(f.data["seat"]))


def _pay(g, f, op):
    # affordability was checked before the card was played (costs.refusal)
    for _ in range(op["pay"]):
        g.move(g.zones.top(purse(f.data["seat"])), GOLD)


DRAW = Op("draw", AMOUNT, _draw, lambda op, v: f"draw {_plural(op['draw'], 'card')}",
          lambda op, v: [icon("draw"), number(op["draw"])])
WIN = Op("win", AMOUNT, _win, lambda op, v: f"win {op['win']} Gold", lambda op, v: [icon("gold"), number(op["win"])])
PAY = Op("pay", AMOUNT, _pay, lambda op, v: f"pay {op['pay']} Gold",
         lambda op, v: [icon("pay"), number(op["pay"]), word("Gold")])

VOCABULARY = Vocabulary([GAIN, REMOVE, LOSE, PLACE, MOVE, DRAW, WIN, PAY, STEAL, SWAP, RIVAL_DISCARDS, *EVENT_OPS])

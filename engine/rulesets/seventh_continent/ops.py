"""The 7th Continent's effect vocabulary, each op declared once: its schema, what it does, its words on
the card viewer and card faces, and what it refers to for the pack validator (assets/packs/README.md)."""
from __future__ import annotations

from dataclasses import dataclass

from engine.core import events as ev
from engine.core.decisions import Decision, Option
from engine.core.effects import Op, Vocabulary, icon, number, word
from engine.core.procedure import Ask, Push
from engine.core.words import counted as _plural
from engine.rulesets.sevenths import board, numbered, placement

from . import adventure, life_force
from .consequences import (MOVE as MOVING, WEAR, adventure_over, banner_values, leave_play, lift, number_of_card,
                           reveal_frame, sub_frame, take_frame)
from engine.content.schema_parts import ID, NAME, SHORT, TRUE, count, list_of, table

from .fields import CONSEQUENCES, NUMBER, THIS_OR_ID
from .frames import Consequence
from .pack_index import missing_card, missing_number
from engine.rulesets.sevenths.choose import choose_op
from engine.rulesets.sevenths.seat_order import clockwise_from


def signed(n, sign="+") -> str:
    """A number as a card prints a change: +2, −1 (a true minus sign)."""
    try:
        n = int(n)
    except (TypeError, ValueError):
        return str(n)
    if sign == "-":
        return f"−{abs(n)}"
    return f"+{n}" if n >= 0 else f"−{abs(n)}"


def _name(value) -> str:
    return "this card" if value in (None, True, "this") else f"card {value}"


def curse_words(curse: str) -> str:
    """A curse's id in words, for a card's text read without the pack (the log names it by its card's title)."""
    return "the " + " ".join(part.capitalize() for part in str(curse).replace("_", "-").split("-") if part)


def _this(value) -> str:
    return "this" if value in (None, True, "this") else str(value)


def _no_words(text: str):
    return lambda op, vocabulary: text


def _marks(*marks):
    return lambda op, vocabulary: list(marks)


# -- take card N (a banner may add to N) --------------------------------------------------------
def _take(g, f, op):
    d: Consequence = f.data
    if op.get("banner"):
        values = banner_values(g, d, op["banner"])
        if values:
            options = [Option(f"take:{op['take']}", f"Take card {op['take']}", {"take": op["take"]})]
            options += [Option(f"take:{op['take'] + v}", f"Take card {op['take'] + v} ({op['banner']} banner +{v})",
                               {"take": op["take"] + v}) for v in values]
            return Ask(Decision(f"seat:{d.active}", "banner", "Which card to take?", options))
    return Push(take_frame(op["take"], d.seat, d.active, d.involved, d.used), again=True)


def _take_answered(g, f, op, answer: Option):
    d: Consequence = f.data
    taken = answer.data["take"]
    source = number_of_card(g, d.card) if taken != op["take"] else None
    return Push(take_frame(taken, d.seat, d.active, d.involved, d.used, source=source), again=True)


def _take_words(op, vocabulary) -> str:
    banner = f" plus the value of the {op['banner']} banner" if op.get("banner") else ""
    return f"take card {op['take']}{banner}"


def _take_marks(op, vocabulary):
    out = [number(op["take"])]
    if op.get("banner"):
        out += [word("+"), icon("banner"), word(str(op["banner"]))]
    return out


def _take_references(op, index):
    found = []
    why = missing_number(index, op["take"], "numbox")
    if why:
        found.append(("take", why))
    if isinstance(op["take"], int) and isinstance(op.get("banner"), str):
        values = index.banners.get(op["banner"])
        if not values:
            found.append(("banner", f"no item, quest item or clue shows a {op['banner']!r} banner"))
        for value in sorted(values or ()):
            if op["take"] + value not in index.numbers:
                found.append(("banner", f"numbox {op['take']} + {op['banner']} banner {value} = "
                                        f"{op['take'] + value} points at no card"))
    return found


TAKE = Op("take", NUMBER, _take, _take_words, _take_marks, _take_references, answer=_take_answered,
          riders={"banner": NAME})


# -- each involved character, clockwise ---------------------------------------------------------
def _each_involved(g, f, op):
    d: Consequence = f.data
    if d.each is None:
        d.each = clockwise_from(g, d.active, d.involved)
    if d.each:
        seat = d.each.pop(0)
        path = d.path + [d.i, "each_involved"]
        d.i -= 1  # the runner moves past an op that pushed: this brings it back here for the next character
        return Push(sub_frame(f, path, seat), again=True)
    d.each = None
    return None


EACH_INVOLVED = Op(
    "each_involved", CONSEQUENCES, _each_involved,
    lambda op, v: f"each involved character: {v.words(op['each_involved'])}",
    lambda op, v: [icon("all_characters"), word("each:")] + v.marks(op["each_involved"]),
    nested=lambda op: [("each_involved", op["each_involved"])])


# -- what happens to this card -------------------------------------------------------------------
# what the op says and names is kept out of the code that builds it at import: a mutation run (python3 dev.py mutate)
# then finds each part's mutants with the tests that call it
@dataclass(frozen=True)
class CardOp:
    """An op on this card (or the card it names): `said` on the viewer (`{}` the card), its icon and name on a face."""

    name: str
    said: str

    def words(self, op, v) -> str:
        return self.said.format(_name(op[self.name]))

    def marks(self, op, v):
        return [icon(self.name), word(f"{self.name} {_this(op[self.name])}")]

    def references(self, op, index):
        target = op.get(self.name)
        why = missing_card(index, target) if target != "this" else None
        return [(self.name, why)] if why else []


def _discard(g, f, op):
    leave_play(g, f.data.card)


def _banish(g, f, op):
    leave_play(g, f.data.card, banish=True)


def _return(g, f, op):
    this = f.data.card
    board.forget(g, this)
    adventure.return_card(g, this)


_DISCARD, _BANISH, _RETURN = CardOp("discard", "discard {}"), CardOp("banish", "banish {}"), \
    CardOp("return", "return {} to its deck")
DISCARD = Op("discard", THIS_OR_ID, _discard, _DISCARD.words, _DISCARD.marks, _DISCARD.references)
BANISH = Op("banish", THIS_OR_ID, _banish, _BANISH.words, _BANISH.marks, _BANISH.references)
RETURN = Op("return", THIS_OR_ID, _return, _RETURN.words, _RETURN.marks, _RETURN.references)


def _replace_gold(g, f, op):
    this = f.data.card
    drawn_at = g.table.attached_at.pop(this, None)
    gold = numbered.replace_with_gold(g, this)
    if gold is not None and drawn_at is not None:
        g.table.attached_at[gold] = drawn_at
    where = g.zones.zone_of(gold) if gold is not None else ""
    if where.startswith("board:") and g.card(gold).type == "terrain":
        # a terrain put into play ("7 easily forgotten rules", 1): its arrows get exploration cards
        return Push(placement.fog_frame(where, f.data.active), again=True)
    return None


REPLACE_GOLD = Op("replace_gold", TRUE, _replace_gold,
                  _no_words("replace this card with the gold card of the same number"),
                  _marks(icon("swap_gold"), word("gold card")))


def _banish_green(g, f, op):
    numbered.banish_green(g, op["banish_green"])


def _banish_green_references(op, index):
    wanted = op["banish_green"]
    if not any(e.table.get("back") == "green" for e in index.numbers.get(wanted, ())):
        return [("banish_green", f"there is no green card {wanted}")]
    return []


BANISH_GREEN = Op("banish_green", NUMBER, _banish_green,
                  lambda op, v: f"banish green card {op['banish_green']} unseen",
                  lambda op, v: [icon("banish"), word("green"), number(op["banish_green"])],
                  _banish_green_references)


# -- the characters ---------------------------------------------------------------------------
def _durability(g, f, op):
    d: Consequence = f.data
    return Push(WEAR.frame(left=int(op["durability"]), involved=d.involved, card=d.card), again=True)


DURABILITY = Op("durability", count(1, 30), _durability,
                lambda op, v: f"lose {op['durability']} durability in all",
                lambda op, v: [icon("durability"), word(signed(op["durability"], "-"))])


def _move(g, f, op):
    d: Consequence = f.data
    return Push(MOVING.frame(active=d.active, involved=d.involved, via=d.card), again=True)


MOVE = Op("move", TRUE, _move, _no_words("the involved characters move to a reachable terrain"),
          _marks(icon("move"), word("move")))


def _explore(g, f, op):
    leave_play(g, f.data.card)  # leaving its space opens it


EXPLORE = Op("explore", TRUE, _explore, _no_words("explore: the adventure card of the arrow replaces this card"),
             _marks(icon("explore"), word("explore")))


def _discard_actions(g, f, op):
    life_force.discard_from_deck(g, int(op["discard_actions"]), "a consequence")


DISCARD_ACTIONS = Op("discard_actions", count(1, 60), _discard_actions,
                     lambda op, v: f"discard {_plural(op['discard_actions'], 'card')} from the action deck",
                     lambda op, v: [icon("deck"), word(f"discard {op['discard_actions']}")])


def _shuffle_back(g, f, op):
    life_force.shuffle_back(g, int(op["shuffle_back"]))


SHUFFLE_BACK = Op("shuffle_back", count(1, 60), _shuffle_back,
                  lambda op, v: f"shuffle {_plural(op['shuffle_back'], 'card')} from the discard pile back "
                                "into the action deck",
                  lambda op, v: [icon("shuffle"), word(f"{op['shuffle_back']} back")])


def _xp(g, f, op):
    old = g.table.xp
    g.table.xp += int(op["xp"])
    g.emit(ev.ValueChanged("xp", old, g.table.xp))


XP = Op("xp", count(1, 50), _xp, lambda op, v: f"gain {op['xp']} XP",
        lambda op, v: [icon("xp"), word(f"{signed(op['xp'])} XP")])


def _buy_skills(g, f, op):
    g.table.can_buy = True


BUY_SKILLS = Op("buy_skills", TRUE, _buy_skills, _no_words("you may now buy advanced skills"),
                _marks(icon("skill"), word("buy skills")))

ADVENTURE_OVER = Op("adventure_over", TRUE, lambda g, f, op: adventure_over(g, f.data),
                    _no_words("the adventure is over"), _marks(icon("curse"), word("adventure over")))


def _lift_references(op, index):
    if op["lift"] not in index.curses:
        return [("lift", f"names curse {op['lift']!r}, which pack.toml does not list")]
    return []


LIFT = Op("lift", ID, lambda g, f, op: lift(g, op["lift"]), lambda op, v: f"the curse of {curse_words(op['lift'])} is lifted",
          _marks(icon("lift"), word("curse lifted")), _lift_references)


# -- a choice between branches -------------------------------------------------------------------
def _branch(g, f, k: int):
    d: Consequence = f.data
    return Push(sub_frame(f, d.path + [d.i, "choose", k, "then"]), again=True)


def _ends(g, f) -> str:
    """What a branch printed "your adventure is over" ends (the card shows it: no secret is told)."""
    d: Consequence = f.data
    if g.table.every_character(d.involved):
        return "The card says your adventure is over, and every character is involved: the game is lost."
    return f"The card says {g.table.player(d.seat).name}'s adventure is over: the character leaves the game for good."


CHOOSE = choose_op(CONSEQUENCES, _branch, "adventure_over", _ends)


# -- the foggy back of a card: the rules' own op, never written in a pack -------------------------
def _reveal(g, f, op):
    d: Consequence = f.data
    return Push(reveal_frame(d, d.card, d.seat, space=g.zones.zone_of(d.card)), again=True)


REVEAL = Op("reveal", TRUE, _reveal, _no_words("turn this card over and resolve it"),
            _marks(icon("explore"), word("turn over")), written=False)

# the order is the README's (and the order error messages list them in)
VOCABULARY = Vocabulary([TAKE, EACH_INVOLVED, DISCARD, BANISH, RETURN, REPLACE_GOLD, BANISH_GREEN, DURABILITY,
                         MOVE, EXPLORE, DISCARD_ACTIONS, SHUFFLE_BACK, XP, BUY_SKILLS, ADVENTURE_OVER, LIFT,
                         CHOOSE, REVEAL])

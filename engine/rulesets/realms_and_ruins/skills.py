"""A Hero board's skill tree: its root, the branches between skills, each skill's slots, and what a learned
skill grants (its own vocabulary, declared once per grant like the card verbs). Followers on the slots are
pieces in a zone per skill; a skill is learned once all its slots hold one. A skill's `while` condition
limits when its grants hold (your Hero in the Magic Realm, two Followers gained this turn...)."""
from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from engine.core import events as ev
from engine.core.effects import Op, Vocabulary, icon, number, word
from engine.core.events import Event, event
from engine.core.game import Game
from engine.core.procedure import Frame

from . import conditions
from .fields import ALTERNATIVES, EFFECT
from .ruling import hero_realm, owner
from .table import GOLD, OTHERSIDERS, discard, hero_slot, purse, realm


@event
class ExtraAction(Event):
    """A seat paid Gold for one more Action this turn (a skill lets it, once a turn)."""

    kind: ClassVar[str] = "realms_extra_action"
    seat: int
    gold: int


def _count(n: int, noun: str) -> str:
    return f"{n} {noun}{'s' if n != 1 else ''}"


def skill_zone(seat: int, skill_id: str) -> str:
    """The slots of one skill on a seat's Hero board."""
    return f"skill:{seat}:{skill_id}"


# -- the tree -----------------------------------------------------------------------------------------------
def tree(game: Game, seat: int) -> list:
    """The skills of this seat's Hero, in pack order."""
    hero = game.table.players[seat].hero
    key = ("skills", hero)
    if key not in game.memo:
        game.memo[key] = [c for c in game.cards.values() if c.type == "skill" and c.get("hero") == hero]
    return game.memo[key]


def filled(game: Game, seat: int, skill) -> int:
    return game.zones.size(skill_zone(seat, skill.id))


def learned(game: Game, seat: int, skill) -> bool:
    return _full(game.zones, skill_zone(seat, skill.id), skill.get("slots"))


def _full(zones, zone: str, slots: int) -> bool:
    """A skill is learned once all its slots hold a Follower."""
    return zones.size(zone) >= slots


def joined(game: Game, seat: int, skill) -> list:
    """The skills a branch joins to this one (either end may name the other): the pack's alone, so read once."""
    key = ("joined", game.table.players[seat].hero, skill.id)
    if key not in game.memo:
        game.memo[key] = [other for other in tree(game, seat)
                          if other.id in (skill.get("branches") or ()) or skill.id in (other.get("branches") or ())]
    return game.memo[key]


def open_skills(game: Game, seat: int) -> list:
    """Skills with a free slot a Follower may go to now: the root, then any joined by a branch to one learned."""
    layout, zones = _layout(game, seat), game.zones
    done = {skill.id for skill, zone, slots, _, _ in layout if _full(zones, zone, slots)}
    return [skill for skill, _, _, root, joins in layout if skill.id not in done and (root or not done.isdisjoint(joins))]


def _layout(game: Game, seat: int) -> list[tuple]:
    """(skill, the zone of its slots, how many, whether it is the root, the skills a branch joins it to) for the
    seat's tree, from the pack alone: whether the seat may Train is asked at every decision."""
    key = ("layout", seat, game.table.players[seat].hero)
    found = game.memo.get(key)
    if found is None:
        found = game.memo[key] = [(s, skill_zone(seat, s.id), s.get("slots"), bool(s.get("root")),
                                   frozenset(o.id for o in joined(game, seat, s))) for s in tree(game, seat)]
    return found


def holding(game: Game, seat: int) -> list:
    """The learned skills whose condition holds now."""
    return [s for s in tree(game, seat) if learned(game, seat, s) and conditions.holds(game, seat, s.get("while"))]


def granted(game: Game, seat: int, name: str) -> list:
    """The values of one grant over the learned skills that hold now (e.g. every `pay_less`)."""
    found = granting(game, seat, name)
    if not found:  # no skill of the tree grants it: most grants, for most Heroes
        return []
    zones = game.zones
    return [value for skill, values, zone, slots, condition in found
            if _full(zones, zone, slots) and (condition is None or conditions.holds(game, seat, condition))
            for value in values]


def granting(game: Game, seat: int, name: str) -> list:
    """(skill, its values of one grant, the zone of its slots, how many, its condition) for the skills of the seat's
    tree that grant it at all, from the pack alone: asked at every option of every decision, so the skills that
    cannot grant it are never looked at again."""
    key = ("granting", seat, game.table.players[seat].hero)
    by_name = game.memo.get(key)
    if by_name is None:
        by_name = game.memo[key] = {}
        for skill in tree(game, seat):
            values: dict[str, list] = {}
            for grant in skill.get("grants") or ():
                for grant_name, value in grant.items():
                    values.setdefault(grant_name, []).append(value)
            for grant_name, found in values.items():
                by_name.setdefault(grant_name, []).append(
                    (skill, found, skill_zone(seat, skill.id), skill.get("slots"), skill.get("while")))
    return by_name.get(name, [])


def total(game: Game, seat: int, name: str) -> int:
    return sum(granted(game, seat, name))


def protected(game: Game, seat: int, what: str) -> bool:
    """Whether rivals may not `what` ("move", "remove") this seat's pieces in its Hero's Realm."""
    return what in granted(game, seat, "protect")


def guarded(game: Game, me: int, whose: str, realm_id: str, what: str) -> bool:
    """Whether a rival's skill keeps `me` from acting (`what`: move, remove) on its pieces in `realm_id`."""
    if whose in ("", OTHERSIDERS, str(me)):
        return False
    return hero_realm(game, int(whose)) == realm_id and protected(game, int(whose), what)


def removable(game: Game, me: int, realm_ids, only: str | None = None) -> list[tuple[str, str]]:
    """(Realm, owner) of each kind of Follower `me` may remove in these Realms: anyone's (or only `only`'s), but those
    a rival's Hero guards where it stands."""
    found = []
    for realm_id in realm_ids:
        owners = {owner(game, p) for p in game.zones.cards(realm(realm_id))} - {""}
        found += [(realm_id, o) for o in sorted(owners)
                  if (only is None or o == only) and not guarded(game, me, o, realm_id, "remove")]
    return found


def buy_action(game: Game, seat: int, gold: int) -> None:
    for _ in range(gold):
        game.move(game.zones.top(purse(seat)), GOLD)
    game.emit(ExtraAction(seat, gold))


# -- learning -----------------------------------------------------------------------------------------------
@dataclass
class Learning:
    """A skill just learned, for its grants that act once."""

    seat: int
    skill: str


def learn(game: Game, seat: int, skill) -> None:
    """A skill's last slot was filled: it holds from now on; grants that act once act now."""
    game.emit(ev.Message(f"{game.table.players[seat].name} learns {skill.title}",
                         {"rule": "skill_learned", "seat": seat, "skill": skill.id}))
    frame = Frame("learn", "", Learning(seat, skill.id))
    for grant in skill.get("grants") or ():
        GRANTS.apply(game, frame, grant)


# -- the grants ---------------------------------------------------------------------------------------------
def _hero_card_to_discard(g: Game, f: Frame, op) -> None:
    seat = f.data.seat
    hero = g.table.players[seat].hero
    if g.zones.zone_of(hero) == hero_slot(seat):
        g.move(hero, discard(seat))


def _lasting(g: Game, f: Frame, op) -> None:
    """A grant that changes the rules while the skill holds: nothing to do when it is learned."""


AMOUNT = {"type": "integer", "minimum": 1, "maximum": 9}
PROTECTS = {"move": "rivals cannot Move your Hero or the Followers in your Hero's Realm",
            "remove": "rivals cannot Remove the Followers in your Hero's Realm (a Ruin still does)"}

GRANTS = Vocabulary([
    Op("hero_card", {"const": "discard"}, _hero_card_to_discard,
       lambda op, v: "put your Hero card on top of your discard pile", lambda op, v: [icon("hero_card"), word("to discard")]),
    Op("hero_card_effects", ALTERNATIVES, _lasting,
       lambda op, v: "your Hero card's effect becomes: " + " - or - ".join(v.words(e) for e in op["hero_card_effects"]),
       lambda op, v: [icon("hero_card"), word("becomes")]),
    Op("hero_card_or", EFFECT, _lasting,
       lambda op, v: f"your Hero card may instead {v.words(op['hero_card_or'])}",
       lambda op, v: [icon("hero_card"), word("or")]),
    Op("hero_card_then", EFFECT, _lasting,
       lambda op, v: f"after your Hero card's effect: {v.words(op['hero_card_then'])}",
       lambda op, v: [icon("hero_card"), word("then")]),
    Op("pay_less", AMOUNT, _lasting,
       lambda op, v: f"card effects that pay Gold cost {op['pay_less']} less",
       lambda op, v: [icon("pay"), word("-"), number(op["pay_less"])]),
    Op("discard_less", AMOUNT, _lasting,
       lambda op, v: f"card effects that discard cards need {op['discard_less']} fewer",
       lambda op, v: [icon("discard"), word("-"), number(op["discard_less"])]),
    Op("hand_limit", AMOUNT, _lasting, lambda op, v: f"your hand limit is {op['hand_limit']} higher",
       lambda op, v: [icon("hand"), word("+"), number(op["hand_limit"])]),
    Op("extra_action", AMOUNT, _lasting, lambda op, v: f"{_count(op['extra_action'], 'more Action')} this turn",
       lambda op, v: [icon("action"), word("+"), number(op["extra_action"])]),
    Op("bought_action", AMOUNT, _lasting,
       lambda op, v: f"once a turn, you may pay {op['bought_action']} Gold for one more Action",
       lambda op, v: [icon("pay"), number(op["bought_action"]), word("= +1 Action")]),
    Op("protect", {"enum": list(PROTECTS)}, _lasting, lambda op, v: PROTECTS[op["protect"]],
       lambda op, v: [icon("protect"), word(op["protect"])]),
    Op("or_is_and", {"const": True}, _lasting, lambda op, v: "cards with '- or -' may be played as '- and -'",
       lambda op, v: [icon("or_is_and"), word("or = and")]),
], )

# the effect lists grants hold, for the pack check's walk over every verb
NESTED_EFFECTS = {"hero_card_or": False, "hero_card_then": False, "hero_card_effects": True}


def effect_lists(grant) -> list[tuple[str, list]]:
    """(field path, effect list) of the card verbs a grant holds."""
    out = []
    for name, alternatives in NESTED_EFFECTS.items():
        if name in grant:
            lists = grant[name] if alternatives else [grant[name]]
            out += [(f"{name}[{n}]" if alternatives else name, effect) for n, effect in enumerate(lists)]
    return out


def say(skill, verbs: Vocabulary) -> str:
    """A skill's grants in words, with its condition: one place for them (the table's Hero boards read it).
    `verbs`: the card vocabulary (`ops.VOCABULARY`, which imports this module), for the effects a grant holds."""
    words = "; ".join(_grant_words(g, verbs) for g in skill.get("grants") or ())
    if skill.get("while"):
        words = f"while {conditions.words(skill.get('while'))}: {words}"
    return words


def _grant_words(grant, verbs: Vocabulary) -> str:
    """One grant in words; the card effects it holds are said in the card verbs' words."""
    op = GRANTS.op_of(grant)
    return op.words(grant, verbs) if op is not None else GRANTS.word(grant)


def check(game: Game) -> None:
    """Refuse a loaded table whose Hero boards disagree with the rules: a ValueError naming the problem."""
    for player in game.table.players:
        for skill in tree(game, player.seat):
            pieces = game.zones.cards(skill_zone(player.seat, skill.id))
            if len(pieces) > skill.get("slots"):
                raise ValueError(f"{skill.title} of {player.name} holds {len(pieces)} Followers on {skill.get('slots')} slots")
            if any(game.card(p).type != "follower" or game.card(p).get("hero") != player.hero for p in pieces):
                raise ValueError(f"{skill.title} of {player.name} holds a piece that is not one of its Followers")

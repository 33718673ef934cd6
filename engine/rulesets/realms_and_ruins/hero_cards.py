"""The verbs Hero cards are written with (a Thane-like card uses one too): use a Realm's effect as if you
ruled it, leave Gold in Realms for your Hero to collect, refresh an Offer, move your own Hero. What a Hero
card does, and what its skills make of it, is pack data: the Hero entry's `effects`, changed by the
`hero_card_*` grants of its learned skills."""
from __future__ import annotations

from engine.core import events as ev
from engine.core.decisions import Decision, Option
from engine.core.effects import Op, icon, word
from engine.core.game import Game
from engine.core.procedure import Ask, Frame, Push

from . import history, skills
from .caches import cache
from .fields import AMOUNT
from .frames import Play
from .next_card import holds, inherited
from .realms import move_cube
from .ruling import hero_meeple, hero_realm, is_ruined
from .table import GOLD, realm, realm_of

REALM_EFFECT = "realm_effect"  # the procedure that plays a Realm's effect (turn.py)
SIDES = ("healthy", "ruined")


def _title(g: Game, realm_id: str) -> str:
    return g.cards[realm_id].title


def effects(game: Game, seat: int, card) -> list:
    """A card's alternatives for this seat: its printed ones, or, for the seat's own Hero card, as its learned
    skills make them (a new effect, one more alternative, something played after)."""
    if not own_hero_card(game, seat, card):
        return card.get("effects") or []  # the pack's own lists, never changed: asked of every card in hand
    printed = [list(e) for e in card.get("effects") or ()]
    for upgraded in skills.granted(game, seat, "hero_card_effects"):
        printed = [list(e) for e in upgraded]
    printed += [list(e) for e in skills.granted(game, seat, "hero_card_or")]
    thens = [list(then) for then in skills.granted(game, seat, "hero_card_then")]
    # two upgrades played after the card (the Sorceress's refresh and Move): the rulebook orders neither, so the
    # player does (our reading: both come after the card's effect, "whenever you play" it included)
    after = [{"any_order": thens}] if len(thens) > 1 else thens[0] if thens else []
    return [e + after for e in printed] if after else printed


def own_hero_card(game: Game, seat: int, card) -> bool:
    """Whether this seat's skills may change what the card does (its own Hero card); any other card does as
    printed, whoever plays it."""
    return card.type == "hero" and game.table.players[seat].hero == card.id


# -- realm_effect: a Realm's effect as if you ruled it ------------------------------------------------------
def _realm_options(g: Game, f: Frame, op) -> list[Option]:
    seat = f.data.seat
    realms = [hero_realm(g, seat)] if op["realm_effect"] == "hero_realm" else list(g.table.realms)
    options = []
    for r in realms:
        shown = "ruined" if is_ruined(g, r) else "healthy"
        for side in (SIDES if op.get("sides") == "both" else (shown,)):
            options.append(Option(f"realm_effect:{r}:{side}", f"The {side} {_title(g, r)}: "
                                  f"{g.ruleset.vocabulary.words(g.cards[r].get(side))}", {"realm": r, "side": side}))
    return options


def _use(g: Game, f: Frame, data: dict) -> Push:
    return Push(Frame(REALM_EFFECT, "", Play(**inherited(f), realm=data["realm"], side=data["side"])), again=True)


def _realm_effect(g: Game, f: Frame, op):
    options = _realm_options(g, f, op)
    if len(options) == 1:
        return _use(g, f, options[0].data)
    return Ask(Decision(f"seat:{f.data.seat}", "realm_effect", "Which Realm's effect do you use?", options))


def _realm_effect_answered(g: Game, f: Frame, op, answer: Option):
    return _use(g, f, answer.data)


def _realm_words(op, v) -> str:
    where = "the Realm where your Hero is" if op["realm_effect"] == "hero_realm" else "a Realm of your choice"
    side = "its shown or its hidden side" if op.get("sides") == "both" else "its shown side"
    return f"use the effect of {where} ({side}) as if you ruled it"


REALM_EFFECT_OP = Op("realm_effect", {"enum": ["hero_realm", "any"]}, _realm_effect, _realm_words,
                     lambda op, v: [icon("realm"), word(_realm_words(op, v))], answer=_realm_effect_answered,
                     riders={"sides": {"const": "both"}})


# -- cache_gold: Gold left in Realms for your Hero to collect ------------------------------------------------
def _cache_options(g: Game, f: Frame, op) -> list[Option]:
    used = f.data.cached
    return [Option(f"cache:{r}", f"Leave {op['cache_gold']} Gold in the {_title(g, r)}", {"realm": r})
            for r in g.table.realms if r not in used]


def _cache_ask(g: Game, f: Frame, op):
    if len(f.data.cached) >= op.get("realms", 1) or not g.zones.size(GOLD):
        f.data.cached = []
        return None
    return Ask(Decision(f"seat:{f.data.seat}", "cache_gold", "In which Realm do you leave the Gold?",
                        _cache_options(g, f, op)))


def _cache_gold(g: Game, f: Frame, op):
    f.data.cached = []
    return _cache_ask(g, f, op)


def _cache_answered(g: Game, f: Frame, op, answer: Option):
    realm_id = answer.data["realm"]
    for _ in range(min(op["cache_gold"], g.zones.size(GOLD))):
        g.move(g.zones.top(GOLD), cache(realm_id, f.data.seat))
    f.data.cached.append(realm_id)
    return _cache_ask(g, f, op)


def _cache_words(op, v) -> str:
    where = "a Realm" if op.get("realms", 1) == 1 else f"each of {op['realms']} Realms"
    return f"leave {op['cache_gold']} Gold of the supply in {where}; your Hero moved there collects it"


CACHE_GOLD = Op("cache_gold", AMOUNT, _cache_gold, _cache_words, lambda op, v: [icon("gold"), word(_cache_words(op, v))],
                answer=_cache_answered, riders={"realms": {"type": "integer", "minimum": 1, "maximum": 3}})


# -- refresh_offer: a revealed card of your Hero's Realm under its deck, the next one revealed -------------
def _refresh_options(g: Game, f: Frame) -> list[Option]:
    here = hero_realm(g, f.data.seat)
    return [Option(f"refresh:{slot}", f"Refresh {g.card(g.zones.top(slot)).title}", {"slot": slot})
            for slot in sorted(g.table.feeds) if realm_of(slot) == here and g.zones.size(slot)
            and g.zones.size(g.table.feeds[slot])]


def _refresh(g: Game, f: Frame, op):
    options = _refresh_options(g, f)
    if not options:
        return None
    return Ask(Decision(f"seat:{f.data.seat}", "refresh", "Which offer card goes under its deck?", options))


def _refresh_answered(g: Game, f: Frame, op, answer: Option):
    slot = answer.data["slot"]
    deck = g.table.feeds[slot]
    g.move(g.zones.top(slot), deck, 0, face_up=False)
    piece = g.zones.top(deck)
    g.move(piece, slot)
    g.emit(ev.Revealed(piece, slot))  # its symbols are ignored
    return None


REFRESH_OFFER = Op("refresh_offer", {"const": True}, _refresh,
                   lambda op, v: "put a revealed offer card of your Hero's Realm under its deck and reveal the next",
                   lambda op, v: [icon("refresh"), word("refresh an Offer")], answer=_refresh_answered)


# -- move_hero: Moves of your own Hero ----------------------------------------------------------------------
def _hero_options(g: Game, f: Frame) -> list[Option]:
    here = hero_realm(g, f.data.seat)
    return [Option(f"move_hero:{r}", f"Move your Hero to the {_title(g, r)}", {"hero": f.data.seat, "to": r})
            for r in g.table.realms if r != here]


def _hero_ask(g: Game, f: Frame, op):
    if f.data.left <= 0:
        return None
    options = _hero_options(g, f)
    if history.chosen(op["move_hero"]):
        options.append(Option("move_hero:stop", "Move no more", {"stop": True}))
    return Ask(Decision(f"seat:{f.data.seat}", "move_hero", f"Where does your Hero go? ({f.data.left} left)",
                        options))


def _move_hero(g: Game, f: Frame, op):
    seat = f.data.seat
    moves = history.amount(g, seat, op["move_hero"], f.data.mark)
    f.data.left = moves * (2 if holds(g, seat, f, "double_moves") else 1)
    return _hero_ask(g, f, op)


def _move_hero_answered(g: Game, f: Frame, op, answer: Option):
    if answer.data.get("stop"):
        return None
    seat = f.data.seat
    move_cube(g, hero_meeple(g, seat), realm(answer.data["to"]))
    history.record(g, seat, "move")
    f.data.left -= 1
    return _hero_ask(g, f, op)


MOVE_HERO = Op("move_hero", AMOUNT, _move_hero, lambda op, v: f"move your Hero ({history.plural(op['move_hero'], 'Move')})",
               lambda op, v: [icon("move_hero"), *history.mark(op["move_hero"])], answer=_move_hero_answered)

OPS = [REALM_EFFECT_OP, CACHE_GOLD, REFRESH_OFFER, MOVE_HERO]

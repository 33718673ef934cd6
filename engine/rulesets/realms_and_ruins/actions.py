"""The Actions a seat may take now, with the ones the rules refuse and why: play a card (its effect or one
of its '- or -' alternatives), buy from the Offer where its Hero stands (once a turn), use a Realm it rules
(each Realm once a turn); ending the turn after at least one Action."""
from __future__ import annotations

from engine.core.decisions import Option
from engine.core.game import Game

from . import costs, hero_cards, offers, skills, training
from .events import ActionsGranted
from .ops import VOCABULARY
from .ruling import hero_realm, is_ruined, rules
from .table import hand, purse


def taken(game: Game, action: str | None = None, what: str | None = None) -> int:
    """How many Actions the active seat took this turn (of one kind, on one thing), read from the log."""
    match = {"seat": game.table.active}
    if action:
        match["action"] = action
    if what:
        match["what"] = what
    return game.state.log.count("realms_action", since=game.table.turn_mark, **match)


def allowed(game: Game, seat: int) -> int:
    """The Actions this turn: the pack's number, those a learned skill adds now, those bought, and those an Event
    granted for this turn."""
    bought = game.state.log.count(skills.ExtraAction.kind, since=game.table.turn_mark, seat=seat)
    granted = sum(e.count for e in game.state.log.since(game.table.turn_mark, ActionsGranted.kind)
                  if e.seat == seat and e.now)
    return game.table.actions + skills.total(game, seat, "extra_action") + bought + granted


def effects_of(game: Game, seat: int, card) -> list:
    """A card's alternatives ('- or -') as this seat plays them; a card printed with one effect has one."""
    return hero_cards.effects(game, seat, card)


def joined(game: Game, seat: int, card) -> bool:
    """Whether this seat may play the card's alternatives all together ('or' read as 'and', a skill's)."""
    return _joins(game, seat, effects_of(game, seat, card))


def _joins(game: Game, seat: int, alternatives: list) -> bool:
    return len(alternatives) > 1 and bool(skills.granted(game, seat, "or_is_and"))


def chosen_effect(game: Game, seat: int, card, which) -> list:
    """The effect list of one alternative, or of all of them in order (`which` = "all")."""
    return _pick(effects_of(game, seat, card), which)


def _pick(alternatives: list, which) -> list:
    if which == "all":
        return [op for effect in alternatives for op in effect]
    return list(alternatives[which])


def refusals(game: Game, seat: int, card, frame=None, leaving=None) -> list[tuple[object, list, str | None]]:
    """(which, its effect list, why it is refused or None) for each of the card's alternatives ('all' too, where a
    skill reads 'or' as 'and'): an effect whose cost cannot be paid is refused."""
    alternatives = effects_of(game, seat, card)  # read once: asked for every card in hand at every decision
    choices = list(range(len(alternatives))) + (["all"] if _joins(game, seat, alternatives) else [])
    return [(which, effect, costs.refusal(game, seat, effect, frame, leaving))
            for which in choices for effect in [_pick(alternatives, which)]]


def effect_options(game: Game, seat: int, card, frame=None, leaving=None) -> tuple[list[Option], list[Option]]:
    """(legal, refused) answers to "which effect?", in words."""
    legal, refused = [], []
    for which, effect, why in refusals(game, seat, card, frame, leaving):
        words = VOCABULARY.words(effect)
        printed, owed = costs.gold_printed(effect), costs.gold_owed(game, seat, effect, frame)
        if owed < printed:  # a "next card" modifier or a skill pays part of it: say what is really paid
            words = f"{words} (you pay {owed} of its {printed} Gold)"
        option = Option(f"effect:{which}", f"All of them: {words}" if which == "all" else words, {"effect": which}, why)
        (refused if why else legal).append(option)
    return legal, refused


def card_refusal(game: Game, seat: int, card, piece: str | None = None) -> str | None:
    """A card may be played when at least one of its alternatives may be chosen; a card that only
    interrupts is played out of turn, against a rival's card, never as an Action."""
    if card.get("interrupt") and not effects_of(game, seat, card):
        return "it is played only to interrupt a rival's card"
    found = refusals(game, seat, card, leaving=piece)
    if found and all(why for _, _, why in found):
        return " and ".join(dict.fromkeys(why for _, _, why in found))
    return None


def capped(game: Game, action: str) -> str | None:
    """Why a third card played or a third Training is refused at a table that plays "up to twice" strictly."""
    if game.table.twice and taken(game, action) >= 2:
        return f"you {'played a card' if action == 'play' else 'trained'} twice this turn already"
    return None


def realm_effect(game: Game, realm_id: str) -> list:
    return list(game.cards[realm_id].get("ruined" if is_ruined(game, realm_id) else "healthy"))


def options(game: Game, seat: int) -> tuple[list[Option], list[Option]]:
    """(legal, refused) answers to "what do you do?"."""
    legal: list[Option] = []
    refused: list[Option] = []

    def offer(key: str, label: str, data: dict, why: str | None) -> None:
        (refused if why else legal).append(Option(key, label, data, why))

    played_twice = capped(game, "play")
    for piece in game.zones.cards(hand(seat)):
        card = game.card(piece)
        offer(f"play:{piece}", f"Play {card.title}", {"action": "play", "card": piece},
              played_twice or card_refusal(game, seat, card, piece))
    here = hero_realm(game, seat)
    bought = taken(game, "buy")
    for realm_id in game.table.realms:
        revealed = [(slot, game.zones.top(slot)) for slot in offers.slots(game, realm_id)]
        if not any(piece for _, piece in revealed):
            continue
        if realm_id != here:
            why = f"your Hero is not in the {game.cards[realm_id].title}"
        elif bought:
            why = "you bought a card this turn already"
        else:
            why = offers.cannot_afford(game, seat, realm_id)
        cost = offers.marker(game, realm_id)
        for slot, piece in revealed:
            if piece is not None:
                offer(f"buy:{slot}", f"Buy {game.card(piece).title} ({cost.title})",
                      {"action": "buy", "slot": slot, "card": piece, "cost": cost.id}, why)
    for realm_id in game.table.realms:
        why = None
        name = game.cards[realm_id].title
        if not rules(game, seat, realm_id):
            why = f"you do not rule the {name}"
        elif taken(game, "realm", realm_id):
            why = f"you used the {name} this turn already"
        side = "ruined" if is_ruined(game, realm_id) else "healthy"
        offer(f"realm:{realm_id}", f"Use the {side} {name}", {"action": "realm", "realm": realm_id, "side": side},
              why)
    offer("train", "Train your Hero (discard 2 cards)", {"action": "train", "card": ""},
          capped(game, "train") or training.refusal(game, seat))
    price = skills.granted(game, seat, "bought_action")
    if price:
        why = None
        if game.state.log.count(skills.ExtraAction.kind, since=game.table.turn_mark, seat=seat):
            why = "you bought an Action this turn already"
        elif game.zones.size(purse(seat)) < min(price):
            why = f"you cannot pay {min(price)} Gold"
        offer("bought", f"Pay {min(price)} Gold for one more Action", {"action": "bought", "card": "", "pay": min(price)},
              why)
    offer("end", "End your turn", {"action": "end"}, "take at least one Action first" if not taken(game) and legal else None)
    return legal, refused

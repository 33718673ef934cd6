"""The Actions a seat may take now, with the ones the rules refuse and why: play a card (its effect or one
of its '- or -' alternatives), buy from the Offer where its Hero stands (once a turn), use a Realm it rules
(each Realm once a turn); ending the turn after at least one Action."""
from __future__ import annotations

from engine.core.decisions import Option
from engine.core.game import Game

from . import costs, hero_cards, offers, skills, training
from .events import ActionsGranted, ActionTaken
from .ops import VOCABULARY
from .ruling import hero_realm, is_ruined, rules
from .table import hand


class TurnSoFar:
    """What a seat did with its Actions this turn, read from the log in one pass: asked several times at every
    "what do you do?", and the log grows with every Gold coin moved."""

    def __init__(self, game: Game, seat: int) -> None:
        self.seat = seat
        self.actions: list[tuple[str, str]] = []  # (action, the card or Realm it was taken on)
        self.bought = 0  # Actions paid for with Gold (a skill's)
        self.granted = 0  # Actions an Event granted for this turn
        for event in game.state.log.events[game.table.turn_mark:]:
            if getattr(event, "seat", None) != seat:
                continue
            if event.kind == ActionTaken.kind:
                self.actions.append((event.action, event.what))
            elif event.kind == skills.ExtraAction.kind:
                self.bought += 1
            elif event.kind == ActionsGranted.kind and event.now:
                self.granted += event.count

    def taken(self, action: str | None = None, what: str | None = None) -> int:
        """How many Actions the seat took this turn (of one kind, on one thing)."""
        return sum(1 for a, w in self.actions if (action is None or a == action) and (what is None or w == what))

    def allowed(self, game: Game) -> int:
        """The Actions this turn: the pack's number, those a learned skill adds now, those bought, and those an
        Event granted for this turn."""
        return game.table.actions + skills.total(game, self.seat, "extra_action") + self.bought + self.granted


def effects_of(game: Game, seat: int, card) -> list:
    """A card's alternatives ('- or -') as this seat plays them; a card printed with one effect has one."""
    return hero_cards.effects(game, seat, card)


def joined(game: Game, seat: int, card) -> bool:
    """Whether this seat may play the card's alternatives all together ('or' read as 'and', a skill's)."""
    return _joins(effects_of(game, seat, card), costs.Means(game, seat))


def _joins(alternatives: list, means: costs.Means) -> bool:
    return len(alternatives) > 1 and means.or_is_and


def chosen_effect(game: Game, seat: int, card, which) -> list:
    """The effect list of one alternative, or of all of them in order (`which` = "all")."""
    return _pick(effects_of(game, seat, card), which)


def _pick(alternatives: list, which) -> list:
    if which == "all":
        return [op for effect in alternatives for op in effect]
    return list(alternatives[which])


def refusals(game: Game, seat: int, card, frame=None, leaving=None,
             means: costs.Means | None = None) -> list[tuple[object, list, str | None]]:
    """(which, its effect list, why it is refused or None) for each of the card's alternatives ('all' too, where a
    skill reads 'or' as 'and'): an effect whose cost cannot be paid is refused. `means`: the seat's, when one
    question asks this of every card in hand."""
    alternatives, asked = _read(game, seat, card)
    means = means or costs.Means(game, seat, frame)
    found: list[tuple[object, list, str | None]] = [(n, effect, costs.refused(asked[n], means, leaving))
                                                    for n, effect in enumerate(alternatives)]
    if _joins(alternatives, means):
        effect = _pick(alternatives, "all")
        found.append(("all", effect, costs.refused(costs.demands(effect), means, leaving)))
    return found


def _read(game: Game, seat: int, card) -> tuple[list, list[costs.Demands]]:
    """A card's alternatives as this seat plays them, with what each demands: a card as printed is read once a
    game (asked of every card in hand at every decision), the seat's own Hero card each time (skills change it)."""
    if hero_cards.own_hero_card(game, seat, card):
        alternatives = effects_of(game, seat, card)
        return alternatives, [costs.demands(effect) for effect in alternatives]
    key = ("alternatives", card.id)
    found = game.memo.get(key)
    if found is None:
        alternatives = effects_of(game, seat, card)
        found = game.memo[key] = (alternatives, [costs.demands(effect) for effect in alternatives])
    return found


def effect_options(game: Game, seat: int, found: list, frame=None) -> tuple[list[Option], list[Option]]:
    """(legal, refused) answers to "which effect?", in words; `found`: the card's `refusals`."""
    legal, refused = [], []
    means = costs.Means(game, seat, frame)
    for which, effect, why in found:
        words = VOCABULARY.words(effect)
        printed = costs.demands(effect).gold
        owed = costs.owed(printed, means)
        if owed < printed:  # a "next card" modifier or a skill pays part of it: say what is really paid
            words = f"{words} (you pay {owed} of its {printed} Gold)"
        option = Option(f"effect:{which}", f"All of them: {words}" if which == "all" else words, {"effect": which}, why)
        (refused if why else legal).append(option)
    return legal, refused


def card_refusal(game: Game, seat: int, card, piece: str | None = None,
                 means: costs.Means | None = None) -> str | None:
    """A card may be played when at least one of its alternatives may be chosen; a card that only
    interrupts is played out of turn, against a rival's card, never as an Action."""
    found = refusals(game, seat, card, leaving=piece, means=means)
    if not found and card.get("interrupt"):
        return "it is played only to interrupt a rival's card"
    if found and all(why for _, _, why in found):
        return " and ".join(dict.fromkeys(why for _, _, why in found))
    return None


def capped(game: Game, so_far: TurnSoFar, action: str) -> str | None:
    """Why a third card played or a third Training is refused at a table that plays "up to twice" strictly."""
    if game.table.twice and so_far.taken(action) >= 2:
        return f"you {'played a card' if action == 'play' else 'trained'} twice this turn already"
    return None


def realm_effect(game: Game, realm_id: str) -> list:
    return list(game.cards[realm_id].get("ruined" if is_ruined(game, realm_id) else "healthy"))


def options(game: Game, seat: int, so_far: TurnSoFar | None = None) -> tuple[list[Option], list[Option]]:
    """(legal, refused) answers to "what do you do?". Each is `public`: the question names the hand and is asked of
    its owner alone, but the Action taken is done in the open (a card played lies face up at once)."""
    so_far = so_far or TurnSoFar(game, seat)
    means = costs.Means(game, seat)  # the seat's Gold, Followers and hand, read once for all its cards
    found = [*_plays(game, seat, so_far, means), *_buys(game, seat, so_far), *_realms(game, seat, so_far),
             Option("train", "Train your Hero (discard 2 cards)", {"action": "train", "card": "", "public": True},
                    capped(game, so_far, "train") or training.refusal(game, seat)),
             *_bought(game, seat, so_far, means)]
    legal = [option for option in found if not option.why_not]
    refused = [option for option in found if option.why_not]
    why = "take at least one Action first" if not so_far.taken() and legal else None
    # `public`: an answer that names no card of the hand is read by every seat in the log ("Bram chose: End your
    # turn"), not as "Bram chose."
    (refused if why else legal).append(Option("end", "End your turn", {"action": "end", "public": True}, why))
    return legal, refused


def _plays(game: Game, seat: int, so_far: TurnSoFar, means: costs.Means) -> list[Option]:
    played_twice = capped(game, so_far, "play")
    refusal_of: dict[str, str | None] = {}  # copies of one card in hand are refused alike: each leaves the hand
    found = []
    for piece in game.zones.cards(hand(seat)):
        card = game.card(piece)
        if card.id not in refusal_of:
            refusal_of[card.id] = played_twice or card_refusal(game, seat, card, piece, means)
        found.append(Option(f"play:{piece}", f"Play {card.title}", {"action": "play", "card": piece, "public": True},
                            refusal_of[card.id]))
    return found


def _buys(game: Game, seat: int, so_far: TurnSoFar) -> list[Option]:
    here = hero_realm(game, seat)
    found = []
    for realm_id in game.table.realms:
        revealed = [(slot, piece) for slot in offers.slots(game, realm_id) if (piece := game.zones.top(slot))]
        if not revealed:
            continue
        if realm_id != here:
            why = f"your Hero is not in the {game.cards[realm_id].title}"
        elif so_far.taken("buy"):
            why = "you bought a card this turn already"
        else:
            why = offers.cannot_afford(game, seat, realm_id)
        cost = offers.marker(game, realm_id)
        found += [Option(f"buy:{slot}", f"Buy {game.card(piece).title} ({cost.title})",
                         {"action": "buy", "slot": slot, "card": piece, "cost": cost.id, "public": True}, why,
                         irreversible=offers.last_words(game, slot, realm_id))
                  for slot, piece in revealed]
    return found


def _realms(game: Game, seat: int, so_far: TurnSoFar) -> list[Option]:
    found = []
    for realm_id in game.table.realms:
        why = None
        name = game.cards[realm_id].title
        if not rules(game, seat, realm_id):
            why = f"you do not rule the {name}"
        elif so_far.taken("realm", realm_id):
            why = f"you used the {name} this turn already"
        side = "ruined" if is_ruined(game, realm_id) else "healthy"
        found.append(Option(f"realm:{realm_id}", f"Use the {side} {name}",
                            {"action": "realm", "realm": realm_id, "side": side, "public": True}, why))
    return found


def _bought(game: Game, seat: int, so_far: TurnSoFar, means: costs.Means) -> list[Option]:
    """One more Action for Gold, where a learned skill sells it."""
    price = skills.granted(game, seat, "bought_action")
    if not price:
        return []
    why = None
    if so_far.bought:
        why = "you bought an Action this turn already"
    elif means.gold < min(price):
        why = f"you cannot pay {min(price)} Gold"
    return [Option("bought", f"Pay {min(price)} Gold for one more Action",
                   {"action": "bought", "card": "", "pay": min(price), "public": True}, why)]

"""The actions of phase 4: Search, Move, Fight and Support, what refuses each (a Trauma, an Adversary
grappled with, nothing in reach) and what they cost first (Injuries from a profile) and after (a Trauma's
penalty). One list of options answers both the active Explorer and one Rebecca lends an action to."""
from __future__ import annotations

from engine.core import events as ev
from engine.core.decisions import Option
from engine.core.game import Game
from engine.core.procedure import Frame, Procedure, Push

from . import board, grapple, harm
from .fight import FIGHT
from .frames import ACTION_FIELDS, ActionLocals, Reading
from .dice import die_type, shown_odds
from .op_parts import effects_frame
from .ops import why_idle
from .roll import extra_dice
from .table import IN_PLAY, backpack, episode_box, door, equipped, search_pile, threats, trauma_slots

ACTIONS = ("search", "move", "fight", "support")
# the profile field saying what grappling does to an action
GRAPPLED = {"search": "searching", "move": "moving"}


def refusals(g: Game, seat: int) -> dict[str, str]:
    """Each action a Trauma or an Adversary grappled with forbids now, and why (the first that does)."""
    found: dict[str, str] = {}
    for card in g.zones.cards(trauma_slots(seat)):
        for action in g.card(card).get("forbids", ()):
            found.setdefault(action, f"your {g.card(card).title} forbids it")
    for profile in grapple.grappled(g, seat):
        printed = g.card(profile)
        for action, field in GRAPPLED.items():
            if (printed.get(field) or {}).get("forbidden"):
                found.setdefault(action, f"the {g.cards[printed.get('adversary')].title} you grapple with forbids it")
    return found


def tokens_in_reach(g: Game, seat: int) -> list[str]:
    """Search tokens on the floor of the Explorer's zone or on a door of it."""
    here = grapple.explorer_zone(g, seat)
    found = list(g.zones.cards(here))
    for gate in board.doors_of(g, here):
        found += g.zones.cards(door(gate.id))
    return [p for p in found if g.card(p).type == "search_token"]


def items(g: Game, seat: int) -> list[str]:
    """Relics and equipment the Explorer carries, equipped or in the backpack."""
    return [p for z in (equipped(seat), backpack(seat)) for p in g.zones.cards(z) if g.card(p).type == "search"]


def options(g: Game, seat: int) -> tuple[list[Option], list[Option]]:
    """Every action the Explorer may take now, and the ones refused with their reason."""
    legal: list[Option] = []
    refused: list[Option] = []

    def offer(action: str, key: str, label: str, data: dict, why: str | None) -> None:
        option = Option(key, label, {"action": action, **data}, why)
        (refused if why else legal).append(option)

    here = grapple.explorer_zone(g, seat)
    refused_now = refusals(g, seat)
    blocked = {action: refused_now.get(action) for action in ACTIONS}
    tokens = tokens_in_reach(g, seat)
    for token in tokens:
        symbol = g.card(token).get("symbol")
        why = blocked["search"] or (None if g.zones.size(search_pile(symbol)) else f"no card marked {symbol} is left")
        offer("search", f"search:{token}", f"Search the token {symbol.upper()} ({where(g, token)})",
              {"token": token, "symbol": symbol}, why)
    for symbol in board.printed(g, here):
        why = blocked["search"] or (None if g.zones.size(search_pile(symbol)) else f"no card marked {symbol} is left")
        offer("search", f"search:printed:{symbol}", f"Search the {symbol.upper()} printed on the floor",
              {"token": "", "symbol": symbol, "printed": True}, why)
    if not tokens and not board.printed(g, here):
        offer("search", "search", "Search", {}, "no Search token in your zone or on its doors")
    move_options(g, here, blocked["move"], offer)
    names = grapple.names_in(g, here)
    dice = g.table.fight_dice + extra_dice(g, seat, "fight")
    odds = fight_odds(g, dice)
    for name in names:
        count = len(grapple.adversaries_in(g, here, name))
        unknown = None if grapple.profile_of(g, seat, name) else "you hold no profile of it (none was left to take)"
        offer("fight", f"fight:{name}", f"Fight {grapple.fought(g.cards[name].title, count)}",
              {"foe": name, "dice": dice, "odds": odds, "count": count}, blocked["fight"] or unknown)
    if not names:
        offer("fight", "fight", "Fight", {}, "no Adversary in your zone")
    support_options(g, seat, here, blocked["support"], offer)
    for card in action_cards(g, seat):
        spec = g.card(card).get("action")
        offer("card", f"card:{card}", spec["label"], {"card": card}, why_idle(g, seat, spec["effects"]))
    return legal, refused


def action_cards(g: Game, seat: int) -> list[str]:
    """The cards that give the Explorer an action of their own ("a card will explain"): equipment it has equipped,
    relics it carries, Threats in front of it and cards in play."""
    found = [c for c in g.zones.cards(equipped(seat)) + g.zones.cards(threats(seat)) + g.zones.cards(IN_PLAY)]
    found += [c for c in g.zones.cards(backpack(seat)) if g.card(c).get("kind") == "relic"]
    return [c for c in found if g.card(c).get("action")]


def relic_options(g: Game, seat: int) -> tuple[list[Option], list[Option]]:
    """Relics the Explorer carries and may use now: using one is not an action; one that would achieve nothing is
    refused with the reason."""
    legal, refused = [], []
    for item in g.zones.cards(backpack(seat)):
        card = g.card(item)
        if card.type == "search" and card.get("use"):
            why = why_idle(g, seat, card.get("use"))
            option = Option(f"relic:{item}", f"Use the {card.title} (not an action)",
                            {"action": "relic", "item": item, "free": True}, why)
            (refused if why else legal).append(option)
    return legal, refused


def move_options(g: Game, here: str, blocked: str | None, offer) -> None:
    """Moves to the zones next to this one, through the trapdoors open in it (one way down), and the ways a
    closed door or a chain keeps shut, refused with the reason."""
    ways = board.neighbours(g, here)
    climbs = board.stairs_from(g, here)
    for zone in ways:
        by = " by the staircase" if zone in climbs else ""
        offer("move", f"move:{zone}", f"Move to {board.said(g, zone)}{by}", {"zone": zone}, blocked)
    drops = [(token, trap) for token, trap in board.trapdoors_in(g, here) if board.laid_out(g, trap.to)]
    for token, trap in drops:
        fall = f" (take {trap.injuries} Injur{'y' if trap.injuries == 1 else 'ies'})" if trap.injuries else ""
        offer("move", f"drop:{token}", f"Drop through the trapdoor to {board.said(g, trap.to)}{fall}",
              {"zone": trap.to, "trapdoor": token, "injuries": trap.injuries}, blocked)
    shut = [gate for gate in board.doors_of(g, here) if not board.is_open(g, gate.id)]
    for gate in shut:
        other = next(z for z in gate.between if z != here)
        offer("move", f"move:{other}", f"Move to {board.said(g, other)}", {"zone": other, "door": gate.id},
              blocked or board.why_closed(g, gate.id))
    if not ways and not drops and not shut:
        offer("move", "move", "Move", {}, "no open way leads out of your zone")


def fight_odds(g: Game, dice: int) -> dict[str, list[str]]:
    """The odds of each symbol count a fight option shows, kept for the game by its number of dice (hashing the
    die for a cache at every action offered costs more than the rest of the options)."""
    key = ("fight odds", dice)
    if key not in g.memo:
        g.memo[key] = shown_odds(die_type(g, "fight"), dice)
    return g.memo[key]


def support_options(g: Game, seat: int, here: str, blocked: str | None, offer) -> None:
    others = [s for s in grapple.explorers_in(g, here) if s != seat]
    any_support = False
    for item in items(g, seat):
        for other in others:
            any_support = True
            offer("support", f"give:{item}:{other}", f"Give the {g.card(item).title} to {g.table.explorers[other].name}",
                  {"item": item, "to": other}, blocked)
    for item in g.zones.cards(equipped(seat)):
        if g.card(item).get("slot") == "support" and g.card(item).get("support"):
            any_support = True
            offer("support", f"use:{item}", f"Use the {g.card(item).title}", {"item": item},
                  blocked or why_idle(g, seat, g.card(item).get("support")))
    if not any_support:
        offer("support", "support", "Support", {}, "no item to give to an Explorer in your zone, no Support equipment")


def where(g: Game, token: str) -> str:
    zone = g.zones.zone_of(token)
    if zone.startswith("door:"):
        return "on a door"
    return "on the floor"


def what(option: Option) -> dict:
    """What an action option does (the fields of the action's frame), without what it only shows (the odds of its
    dice) or what an option of an older build said besides."""
    return {k: v for k, v in option.data.items() if k in ACTION_FIELDS}


def act(seat: int, data: dict) -> Frame:
    """The action an option starts (its `what`), as a frame."""
    return Frame("action", "", ActionLocals(seat=seat, **data))


# -- an action: its cost, itself, its aftermath -------------------------------------------------------------
def grappling_cost(g: Game, f: Frame, answer):
    """A Search or a Move while grappling: the Injuries each Adversary's profile asks first."""
    d: ActionLocals = f.data
    if d.action not in ("search", "move"):
        return None
    for profile in grapple.grappled(g, d.seat):
        injuries = (g.card(profile).get(GRAPPLED[d.action]) or {}).get("injuries", 0)
        if injuries:
            harm.injure(g, d.seat, injuries)


def perform(g: Game, f: Frame, answer):
    d: ActionLocals = f.data
    seat = d.seat
    if d.action == "search":
        return Push(Frame("read", "", Reading(seat, d.symbol, d.token)))
    if d.action == "move":
        g.move(grapple.figure(g, seat), d.zone)
        if d.trapdoor:
            g.emit(ev.Message(f"{g.table.explorers[seat].name} drops through the trapdoor to {board.said(g, d.zone)}.",
                              {"rule": "trapdoor", "seat": seat}))
            if d.injuries:
                harm.injure(g, seat, d.injuries)
        grapple.update(g)
        return None
    if d.action == "fight":
        return Push(FIGHT.frame(seat=seat, foe=d.foe, zone=grapple.explorer_zone(g, seat)))
    if d.action == "card":
        return Push(effects_frame(seat, g.card(d.card).get("action")["effects"], card=d.card))
    if d.action == "relic":
        return Push(effects_frame(seat, g.card(d.item).get("use"), card=d.item))
    if d.to is not None:
        g.move(d.item, backpack(d.to))
        return None
    return Push(effects_frame(seat, g.card(d.item).get("support"), card=d.item))


def aftermath(g: Game, f: Frame, answer):
    """A used item that is discarded after use goes back to the episode box; then the Traumas' penalties."""
    d: ActionLocals = f.data
    item = d.item
    if item and d.to is None and g.card(item).get("discard_after_use") \
            and g.zones.zone_of(item) in (equipped(d.seat), backpack(d.seat)):
        g.move(item, episode_box(g.card(item).get("episode")))
    penalties = [e for card in g.zones.cards(trauma_slots(d.seat))
                 for e in (g.card(card).get("after") or {}).get(d.action, ())]
    return Push(effects_frame(d.seat, penalties)) if penalties else None


ACTION = Procedure("action", [grappling_cost, perform, aftermath], frame=ActionLocals)

"""Between episodes: the epilogue's earnings (victory points, coins and XP into the Camp box), then Back at Camp
in the rulebook's order: every card into the backpacks (Search cards left out back to their episode box), the
Injuries and Poison healed, items sold for coins, the Reroll tokens shared out; the Explorers keep their
Fate tokens, Traumas and items, and the next episode is set up. The last episode's epilogue ends the campaign."""
from __future__ import annotations

from dataclasses import dataclass, field

from engine.core import choices, events as ev
from engine.core.decisions import Decision, Option
from engine.core.game import Game
from engine.core.outcome import LOSS, WIN
from engine.core.procedure import Ask, Frame, Procedure, Push

from . import harm, markers, naming, setup
from .card_ops import into_camp
from .logbook import earned
from .op_parts import effects_frame, plural
from .table import (BUILT, CAMP, COINS, FATE_ASIDE, IN_PLAY, INJURIES, LOST, POISONS, READING, REROLLS, ROOMS_NEARBY,
                    ROOMS_PLACED, SEARCH_TOKENS, STOCK, TOKEN_ZONES, UNBOUGHT, XPS, backpack, door, episode_box, equipped, experience,
                    held, injured, kept, on_profile, profiles, threats, trauma_slots, wounds, zone,
                    Explorer)
from .events import EpilogueRead, ExplorerChanged, PlayerJoined, PlayerLeft


def campaign(game: Game) -> list[str]:
    """The episodes of this campaign in order: those it was set up with (a pack grown since a game was saved adds
    none to it: their rooms, tokens and cards are not in the game); a game saved before it kept them plays those
    whose rooms it has."""
    if game.table.campaign is not None:
        return list(game.table.campaign)
    episodes = sorted((c for c in game.cards.values() if c.type == "episode"), key=lambda c: c.get("order"))
    return [e.id for e in episodes if all(spec["room"] in game.state.pieces for spec in e.get("rooms"))]


def following(game: Game) -> str | None:
    """The episode after the one being played, in the campaign's order."""
    order = campaign(game)
    at = order.index(game.table.episode) if game.table.episode in order else len(order)
    return order[at + 1] if at + 1 < len(order) else None


def stuck(game: Game, gains: dict, sticker: dict) -> None:
    """Add what a sticker gives (victory points, coins, XP, upgrades made available) to the episode's gains (an
    upgrade the game was set up without, from a pack grown since, is not)."""
    for kind in ("vp", "coins", "xp"):
        if sticker.get(kind):
            gains[kind] = gains.get(kind, 0) + sticker[kind]
    for upgrade in sticker.get("upgrades", ()):
        if upgrade in game.state.pieces:
            gains.setdefault("upgrade", []).append(upgrade)


def event_sticker(episode, rows: int) -> dict:
    """The Event sticker the logbook names for this many completed Event rows: the one for the most rows not
    above it (none for none)."""
    fitting = [s for s in episode.get("events") or () if s["rows"] <= rows]
    return dict(max(fitting, key=lambda s: s["rows"])) if rows and fitting else {}


def read_epilogue(game: Game, which: str) -> None:
    """The episode ends here, whatever was running: the epilogue's sticker and the Event sticker the completed
    Event rows call for are stuck in, its record is kept, then Back at Camp, or the campaign's end."""
    table = game.table
    episode = game.cards[table.episode]
    gains = earned(game)
    sticker = (episode.get("epilogues") or {}).get(which) or {}
    stuck(game, gains, sticker)
    events = event_sticker(episode, gains.get("event", 0))
    stuck(game, gains, events)
    table.epilogue, table.earned = which, gains
    table.victory_points += gains.get("vp", 0)
    table.history.append({"episode": table.episode, "epilogue": which, "checked": [list(x) for x in table.checked],
                          "earned": dict(gains)})
    words = f" {sticker['text']}" if sticker.get("text") else ""
    game.emit(EpilogueRead(f"The {which} epilogue of {episode.title} is read.{words}",
                         {"epilogue": which, "earned": gains, "text": sticker.get("text", "")}))
    if events:
        game.emit(ev.Message(f"The Event sticker for {events['rows']} Event row{'s' if events['rows'] > 1 else ''} "
                             f"is stuck in. {events.get('text', '')}".rstrip(),
                             {"rule": "event_sticker", "rows": events["rows"], "text": events.get("text", "")}))
    if following(game) is None:
        said = " ".join(t for t in (sticker.get("text", ""), events.get("text", "")) if t)
        game.end(WIN if which == "positive" else LOSS,
                 f"the campaign ends with the {which} epilogue of {episode.title}: {table.victory_points} victory "
                 f"points." + (f" {said}" if said else ""))
    game.abandon(BACK_AT_CAMP.frame())


def epilogue_words(game: Game) -> str:
    """The words of the epilogue just read and of the Event sticker its Event rows called for."""
    episode = game.cards[game.table.episode]
    sticker = (episode.get("epilogues") or {}).get(game.table.epilogue) or {}
    events = event_sticker(episode, game.table.earned.get("event", 0))
    return "\n\n".join(t for t in (sticker.get("text", ""), events.get("text", "")) if t)


# -- the epilogue read out, before anyone goes back to camp -------------------------------------------------------
def epilogue_shown(g: Game, f: Frame, answer):
    """The epilogue stays in front of the players until they go back to camp: its words and what it earned."""
    if answer is not None or not g.table.epilogue:
        return None
    episode = g.cards[g.table.episode]
    gains = g.table.earned
    earned = ", ".join(plural(gains[k], w) if k != "xp" else f"{gains[k]} XP"
                       for k, w in (("vp", "victory point"), ("coins", "coin"), ("xp", "XP")) if gains.get(k))
    upgrades = [g.cards[u].title for u in gains.get("upgrade", ())]
    sticker = (episode.get("epilogues") or {}).get(g.table.epilogue) or {}
    events = event_sticker(episode, gains.get("event", 0))
    effects = [*(sticker.get("effects") or ()), *(events.get("effects") or ())]
    said = [epilogue_words(g)] + ([f"Earned: {earned}."] if earned else []) + \
        ([f"Camp upgrades to build: {', '.join(upgrades)}."] if upgrades else []) + \
        ([f"And: {naming.said(g).words(effects)}."] if effects else [])
    return Ask(Decision("table", "epilogue", f"The {g.table.epilogue} epilogue of {episode.title}",
                        [Option("camp", "Go back to camp", {"default": True})],
                        context={"text": "\n\n".join(t for t in said if t), "epilogue": g.table.epilogue,
                                 "earned": earned, "upgrades": upgrades}))


# -- the epilogue's earnings -------------------------------------------------------------------------------
def earnings(g: Game, f: Frame, answer):
    gains = g.table.earned
    for kind, supply in (("coins", COINS), ("xp", XPS)):
        into_camp(g, supply, gains.get(kind, 0))
    for upgrade in gains.get("upgrade", ()):
        if upgrade in g.state.pieces and upgrade not in g.table.available:
            g.table.available.append(upgrade)


def in_camp(g: Game, kind: str) -> list[str]:
    """The tokens of a kind (coin, xp, reroll) in the Camp box."""
    return [t for t in g.zones.cards(CAMP) if g.card(t).get("token") == kind]


def pay(g: Game, kind: str, count: int) -> None:
    supply = COINS if kind == "coin" else XPS
    for token in in_camp(g, kind)[:count]:
        g.move(token, supply)


def epilogue_effects(g: Game, f: Frame, answer):
    """"Apply the various bonuses and penalties indicated": what the epilogue's sticker and the Event sticker say to
    do, by the Explorer whose turn it was when it was read, before the cards go into the backpacks."""
    episode = g.cards[g.table.episode]
    sticker = (episode.get("epilogues") or {}).get(g.table.epilogue) or {}
    events = event_sticker(episode, g.table.earned.get("event", 0))
    effects = [*(sticker.get("effects") or ()), *(events.get("effects") or ())]
    return Push(effects_frame(g.table.active, effects)) if effects else None


# -- every card into the backpacks, the episode's cards back in its box, the table cleared ----------------------
def pack_up(g: Game, f: Frame, answer):
    table = g.table
    box = episode_box(table.episode)
    for player in table.explorers:
        seat = player.seat
        for item in list(g.zones.cards(equipped(seat))):
            g.move(item, backpack(seat))
        for card in list(g.zones.cards(threats(seat))):
            g.move(card, episode_box(g.card(card).get("episode")), face_up=False)
        for token in list(g.zones.cards(backpack(seat))):
            if g.card(token).get("token") == "reroll":
                g.move(token, CAMP)
        for token in list(g.zones.cards(on_profile(seat))):
            if g.card(token).get("token") == "coin":
                g.move(token, CAMP)  # Robert's coins left: the group earns them
        for profile in list(g.zones.cards(held(seat))):
            g.move(profile, profiles(g.card(profile).get("adversary")), face_up=False)
    table.face_up.clear()
    for zone_name in [z for z in g.zones.contents if z.startswith("search:")] + [IN_PLAY, READING]:
        for card in list(g.zones.cards(zone_name)):
            g.move(card, episode_box(g.card(card).get("episode")) if g.card(card).get("episode") else box,
                   face_up=False)
    clear_the_map(g)
    for token in list(g.zones.cards(STOCK)):
        g.move(token, FATE_ASIDE)


def supply_of(g: Game, token: str) -> str:
    """Where a token waits near the table: Search tokens set aside, the others in their own supply."""
    card = g.card(token)
    return SEARCH_TOKENS if card.type == "search_token" else TOKEN_ZONES[card.get("token")]


def clear_the_map(g: Game) -> None:
    """Miniatures, tokens and rooms back near the table."""
    table = g.table
    for area in list(table.areas):
        for n in table.areas[area].cells:
            for piece in list(g.zones.cards(zone(area, int(n)))):
                card = g.card(piece)
                if card.type == "adversary":
                    for token in list(g.zones.cards(wounds(piece))):
                        g.move(token, INJURIES)
                    markers.put_away(g, piece)
                elif card.type in ("search_token", "token"):
                    g.move(piece, supply_of(g, piece))
                else:
                    g.move(piece, ROOMS_NEARBY)
        g.move(table.areas[area].piece, ROOMS_NEARBY)
    for gate in table.doors:
        for token in list(g.zones.cards(door(gate))):
            g.move(token, supply_of(g, token))
    for space in [z for z in g.zones.contents if z.startswith("time:")]:
        for token in list(g.zones.cards(space)):
            g.move(token, supply_of(g, token))
    table.areas, table.doors, table.trapdoors, table.staircases = {}, {}, {}, []
    if g.zones.cards(ROOMS_PLACED):
        raise ValueError("a room is left on the table")


# -- healing ------------------------------------------------------------------------------------------------
def heal(g: Game, f: Frame, answer):
    for player in g.table.explorers:
        for token in list(g.zones.cards(injured(player.seat))):
            g.move(token, POISONS if g.card(token).get("token") == "poison" else INJURIES)


def young_roberts_tokens(g: Game, f: Frame, answer):
    """Fate tokens left on a profile let the Explorers discard as many from their backpacks; then they go."""
    left = [t for p in g.table.explorers for t in g.zones.cards(on_profile(p.seat)) if g.card(t).get("token") == "fate"]
    discards = answer is not None and "seat" in answer.data   # else "Discard no more"
    if discards:
        seat = answer.data["seat"]
        g.move(next(t for t in reversed(g.zones.cards(backpack(seat))) if g.card(t).get("token") == "fate"), FATE_ASIDE)
        g.move(left.pop(), FATE_ASIDE)
    if answer is not None and not discards:
        for token in left:
            g.move(token, FATE_ASIDE)
        return None
    holders = [p for p in g.table.explorers
               if any(g.card(t).get("token") == "fate" for t in g.zones.cards(backpack(p.seat)))]
    if not left or not holders:
        for token in left:
            g.move(token, FATE_ASIDE)
        return None
    options = [Option(f"discard:{p.seat}", f"Discard a Fate token from {p.name}'s backpack", {"seat": p.seat})
               for p in holders]
    options.append(Option("keep", "Discard no more"))
    return Ask(Decision("table", "discard_fate", f"{plural(len(left), 'Fate token')} left on the profile", options))


# -- selling items -------------------------------------------------------------------------------------------
def sell_items(g: Game, f: Frame, answer):
    if answer is not None and "item" not in answer.data:   # "Sell nothing more"
        return None
    if answer is not None:
        item = answer.data["item"]
        for _ in range(g.card(item).get("coins", 0)):
            if g.zones.size(COINS):
                g.move(g.zones.top(COINS), CAMP)
        g.move(item, episode_box(g.card(item).get("episode")), face_up=False)
    options = [Option(f"sell:{item}", f"Sell the {g.card(item).title} for {plural(g.card(item).get('coins'), 'coin')}",
                      {"item": item, "coins": g.card(item).get("coins")})
               for p in g.table.explorers for item in g.zones.cards(backpack(p.seat))
               if g.card(item).type == "search" and g.card(item).get("coins")]
    if not options:
        return None
    options.append(Option("done", "Sell nothing more", {"default": True}))
    return Ask(Decision("table", "sell", "Back at camp: sell items for the Camp box?", options))


# -- camp upgrades: built with coins in the camp's limited spaces, then used ---------------------------------------
def build_upgrades(g: Game, f: Frame, answer):
    if answer is not None and "upgrade" not in answer.data:   # "Build nothing more"
        return None
    if answer is not None:
        chosen = answer.data
        pay(g, "coin", g.card(chosen["upgrade"]).get("cost"))
        if chosen.get("replaces"):
            g.move(chosen["replaces"], LOST)
            g.emit(ev.Message(f"The {g.card(chosen['replaces']).title} is replaced: lost for good.",
                              {"rule": "upgrade_lost"}))
        g.move(chosen["upgrade"], BUILT)
        g.table.available.remove(chosen["upgrade"])
    options = upgrade_options(g)
    if not options:
        return None
    options.append(Option("done", "Build nothing more", {"default": True}))
    return Ask(Decision("table", "build", f"Build a camp upgrade? ({plural(len(in_camp(g, 'coin')), 'coin')})", options))


def upgrade_options(g: Game) -> list[Option]:
    coins = len(in_camp(g, "coin"))
    built = g.zones.cards(BUILT)
    options = []
    for upgrade in g.table.available:
        card = g.card(upgrade)
        if card.get("cost") > coins:
            continue
        if len(built) < g.table.camp_spaces:
            options.append(Option(f"build:{upgrade}", f"Build the {card.title} ({plural(card.get('cost'), 'coin')})",
                                  {"upgrade": upgrade}))
        else:
            options += [Option(f"build:{upgrade}:{old}", f"Build the {card.title} in place of the {g.card(old).title}",
                               {"upgrade": upgrade, "replaces": old}) for old in built]
    return options


def spends(card) -> bool:
    """Whether an upgrade may spend coins when used (so the order the upgrades are used in can change what comes)."""
    return bool(card.get("infirmary") or card.get("exchange"))


def use_upgrades(g: Game, f: Frame, answer):
    """What each upgrade built gives or offers after every episode, in the order the Explorers decide together when
    that order can change anything (an upgrade that spends coins beside others); one by one, each offering its
    choice when it has one."""
    d: BackAtCamp = f.data
    if d.queue is None:
        built = list(g.zones.cards(BUILT))
        if len(built) > 1 and any(spends(g.card(u)) for u in built):
            ordered = choices.order(f, answer, "table", "upgrade_order", "In which order do you use the camp's upgrades?",
                                    [Option(f"use:{u}", f"The {g.card(u).title}", {"upgrade": u}) for u in built])
            if isinstance(ordered, Ask):
                return ordered
            built = [o.data["upgrade"] for o in ordered]
        d.queue, answer = built, None
    while d.queue:
        upgrade = d.queue[0]
        card = g.card(upgrade)
        if d.using != upgrade:
            d.using = upgrade
            into_camp(g, REROLLS, card.get("rerolls", 0))
            into_camp(g, XPS, card.get("xp", 0))
            into_camp(g, COINS, card.get("coins", 0))
        elif answer is not None:
            upgrade_chosen(g, card, answer.data)
            answer = None
            d.queue.pop(0)
            continue
        asked = upgrade_question(g, card)
        if asked is not None:
            return asked
        d.queue.pop(0)
    return None


def upgrade_question(g: Game, card) -> Ask | None:
    """An upgrade's offer, when it can be taken now: a Trauma healed for coins, coins traded for XP."""
    coins = len(in_camp(g, "coin"))
    if card.get("infirmary") and coins >= card.get("infirmary"):
        options = [Option(f"cure:{t}", f"Pay {plural(card.get('infirmary'), 'coin')}: {p.name}'s {g.card(t).title} "
                          "is discarded", {"trauma": t}) for p in g.table.explorers for t in g.zones.cards(trauma_slots(p.seat))]
        if options:
            options.append(Option("none", "Heal no Trauma", {"default": True}))
            return Ask(Decision("table", "upgrade", f"The {card.title}: heal a Trauma?", options))
    trade = card.get("exchange")
    if trade and coins >= trade["coins"]:
        return Ask(Decision("table", "upgrade", f"The {card.title}: trade coins for XP?",
                            [Option("trade", f"Trade {plural(trade['coins'], 'coin')} for {trade['xp']} XP",
                                    {"trade": True}),
                             Option("none", "Keep the coins", {"default": True})]))
    return None


def upgrade_chosen(g: Game, card, data: dict) -> None:
    if data.get("trauma"):
        pay(g, "coin", card.get("infirmary"))
        harm.discard_trauma(g, data["trauma"])
        g.emit(ev.Message(f"The {card.title} heals the {g.card(data['trauma']).title}.", {"rule": "upgrade_used"}))
    elif data.get("trade"):
        pay(g, "coin", card.get("exchange")["coins"])
        into_camp(g, XPS, card.get("exchange")["xp"])


# -- the group for the next episode: players change Explorers, join or leave; what an Explorer owns stays with them --
def the_group(g: Game, f: Frame, answer):
    """The number of players may change from one episode to the next (the Fate stock follows it at the next set-up);
    a player may change Explorers. Each Explorer keeps their own possessions, played or not."""
    if answer is not None:
        chosen = answer.data
        if "explorer" not in chosen and "leaves" not in chosen:   # "Keep this group"
            return None
        if chosen.get("joins"):
            join(g, chosen["explorer"])
        elif chosen.get("leaves"):
            leave(g, chosen["seat"])
        else:
            take_up(g, chosen["seat"], chosen["explorer"])
    options = group_options(g)
    if not options:
        return None
    options.append(Option("done", "Keep this group", {"default": True}))
    return Ask(Decision("table", "change_explorer",
                        f"Before the next episode: does the group change? ({plural(g.table.seats, 'player')})", options))


def free_explorers(g: Game, beside: list[str]) -> list:
    """The Explorers nobody plays that may sit with these (none excluded by one of them, or excluding one)."""
    seated = [p.explorer for p in g.table.explorers]
    return [card for card in sorted((c for c in g.cards.values() if c.type == "explorer"), key=lambda c: c.id)
            if card.id not in seated and not any(setup.kept_apart(g.cards, card.id, o) for o in beside)]


def group_options(g: Game) -> list[Option]:
    """A new player may join with an Explorer nobody plays, while the pack seats more; a player may leave while
    another stays; each player may take up an Explorer nobody plays."""
    seated = [p.explorer for p in g.table.explorers]
    options = []
    if g.table.seats < g.table.most:
        options += [Option(f"join:{card.id}", f"{newcomer(g)} joins the group, playing {card.title}",
                           {"explorer": card.id, "joins": True, "seating": True}) for card in free_explorers(g, seated)]
    if g.table.seats > 1:
        options += [Option(f"leave:{p.seat}", f"{p.name} leaves the group ({g.cards[p.explorer].title} waits at camp "
                           "with their belongings)", {"seat": p.seat, "leaves": True, "seating": True})
                    for p in g.table.explorers]
    for player in g.table.explorers:
        for card in free_explorers(g, [e for e in seated if e != player.explorer]):
            options.append(Option(f"play:{player.seat}:{card.id}", f"{player.name} plays {card.title} instead of "
                                  f"{g.cards[player.explorer].title}", {"seat": player.seat, "explorer": card.id}))
    return options


def newcomer(g: Game) -> str:
    """The name a new player is known by at the table until they are named: the first "Player N" not taken."""
    taken = {p.name for p in g.table.explorers}
    return next(f"Player {n}" for n in range(g.table.seats + 1, 99) if f"Player {n}" not in taken)


def seat_zones(seat: int) -> tuple[str, ...]:
    """Everything in front of one seat: backpack, equipment, Injury slots, Traumas, Threats, profiles held, tokens on
    the profile, Experience cards."""
    return (backpack(seat), equipped(seat), injured(seat), trauma_slots(seat), threats(seat), held(seat),
            on_profile(seat), experience(seat))


def leave(g: Game, seat: int) -> None:
    """A player leaves: their Explorer keeps everything they own at camp; the players after them move up a seat."""
    table = g.table
    player = table.explorers[seat]
    # nothing moves at the table: what the Explorer owns stays theirs, and each player after them keeps their own
    # things under the seat number they take. The seats are renumbered without a move event each: the log would
    # name the pieces by the players sitting at those numbers afterwards ("from Player 3's backpack to Bram's")
    for zone_name in seat_zones(seat):
        for piece in list(g.zones.cards(zone_name)):
            g.zones.move(piece, kept(player.explorer))
    for later in table.explorers[seat + 1:]:
        for here, there in zip(seat_zones(later.seat), seat_zones(later.seat - 1)):
            for piece in list(g.zones.cards(here)):
                g.zones.move(piece, there)
    table.explorers = [Explorer(n, p.name, p.explorer) for n, p in enumerate(q for q in table.explorers if q is not player)]
    table.active = table.first = 0
    g.emit(PlayerLeft(f"{player.name} leaves the group; {g.cards[player.explorer].title} waits at camp.",
                      seat=seat, explorer=player.explorer))


def join(g: Game, explorer: str) -> None:
    """A new player joins with an Explorer nobody plays, who brings back what they kept at camp."""
    table = g.table
    seat = table.seats
    for zone_name in seat_zones(seat):
        if zone_name not in g.zones.contents:
            g.zones.add_zone(zone_name)
    table.explorers.append(Explorer(seat, newcomer(g), explorer))
    bring_back(g, seat, explorer)
    g.emit(PlayerJoined(f"{table.explorers[seat].name} joins the group, playing {g.cards[explorer].title}.",
                        seat=seat, explorer=explorer))


def bring_back(g: Game, seat: int, explorer: str) -> None:
    """What an Explorer kept at camp comes back to the seat that plays them."""
    for piece in list(g.zones.cards(kept(explorer))):
        card = g.card(piece)
        g.move(piece, trauma_slots(seat) if card.type == "trauma" else
               experience(seat) if card.type == "experience" else backpack(seat))


def take_up(g: Game, seat: int, explorer: str) -> None:
    """The Explorer left keeps their backpack, Traumas and Experience cards; the one taken up brings theirs."""
    player = g.table.explorers[seat]
    old = player.explorer
    for zone_name in (backpack(seat), equipped(seat), trauma_slots(seat), experience(seat)):
        for piece in list(g.zones.cards(zone_name)):
            g.move(piece, kept(old))
    bring_back(g, seat, explorer)
    g.table.explorers[seat] = Explorer(seat, player.name, explorer)
    g.emit(ExplorerChanged(f"{player.name} leaves {g.cards[old].title} at camp and plays {g.cards[explorer].title}.",
                           seat=seat, explorer=explorer))


# -- the difficulty, which the group may adjust between two sessions --------------------------------------------------
def difficulty(g: Game, f: Frame, answer):
    """"Feel free to adjust the difficulty between two sessions": the elite mode of the next episode."""
    if not any(c.type == "profile" and c.get("elite") for c in g.cards.values()):
        return None
    if answer is not None:
        g.table.elite = answer.data.get("elite", g.table.elite)
        return None
    label = {c.key: c.label for c in setup.ELITE}
    options = [Option("keep", f"Keep the {label[g.table.elite].lower()} difficulty", {"default": True})]
    options += [Option(f"elite:{c.key}", f"Play the next episode in the {c.label.lower()} mode", {"elite": c.key})
                for c in setup.ELITE if c.key != g.table.elite]
    return Ask(Decision("table", "difficulty", "The difficulty of the next episode?", options))


# -- XP: Experience cards of the Explorers ---------------------------------------------------------------------------
def buy_experience(g: Game, f: Frame, answer):
    if answer is not None and "card" not in answer.data:   # "Buy nothing more"
        return None
    if answer is not None:
        chosen = answer.data
        pay(g, "xp", g.card(chosen["card"]).get("level"))
        g.move(chosen["card"], backpack(chosen["seat"]))
    options = experience_options(g)
    if not options:
        return None
    options.append(Option("done", "Buy nothing more", {"default": True}))
    return Ask(Decision("table", "experience", f"Buy Experience cards? ({len(in_camp(g, 'xp'))} XP)", options))


def top_level(g: Game) -> int:
    """Levels 1 and 2 from the start (the Phileas); higher once an upgrade built unlocks them."""
    return max([2] + [g.card(u).get("unlocks_level", 0) for u in g.zones.cards(BUILT)])


def experience_options(g: Game) -> list[Option]:
    xp = len(in_camp(g, "xp"))
    options = []
    for player in g.table.explorers:
        for card in g.zones.cards(UNBOUGHT):
            level = g.card(card).get("level")
            if g.card(card).get("explorer") == player.explorer and level <= min(xp, top_level(g)):
                said = str(g.card(card).get("text") or "").strip()   # what it does, read before it is bought
                options.append(Option(f"buy:{card}", f"{g.card(card).title} for {player.name} ({level} XP)"
                                      + (f": {said}" if said else ""), {"card": card, "seat": player.seat, "xp": level}))
    return options


# -- Reroll tokens shared out ----------------------------------------------------------------------------------
def share_rerolls(g: Game, f: Frame, answer):
    """"All Reroll tokens are redistributed among the players", one token after the other, as the table decides;
    a player alone at the table takes them all."""
    while True:
        waiting = [t for t in g.zones.cards(CAMP) if g.card(t).get("token") == "reroll"]
        if not waiting:
            return None
        chosen = choices.pick(answer, "table", "reroll",
                              f"Who takes a Reroll token for the next episode? ({len(waiting)} left)",
                              [Option(f"give:{p.seat}", p.name, {"seat": p.seat}) for p in g.table.explorers])
        if isinstance(chosen, Ask):
            return chosen
        answer = None
        g.move(waiting[0], backpack(chosen.data["seat"]))


# -- the next episode ----------------------------------------------------------------------------------------------
def next_episode(g: Game, f: Frame, answer):
    table = g.table
    episode = g.cards[following(g)]
    table.checked, table.quiet_threats, table.turns = [], [], 0
    table.epilogue, table.earned, table.stock_emptied, table.opened = "", {}, False, False
    for player in table.explorers:
        for card in list(g.zones.cards(backpack(player.seat))):
            if g.card(card).type == "experience":
                g.move(card, experience(player.seat))
    setup.sort_profiles(g.cards, g.rng, table.elite, setup.mover(g, True), have=g.state.pieces)
    setup.set_the_scene(g, episode, shown=True)
    setup.prepare(g, episode, table.seats, shown=True)
    g.emit(ev.Message(f"The next episode: {episode.title}.", {"rule": "next_episode", "episode": episode.id}))


@dataclass
class BackAtCamp:
    """Back at Camp settles what it does on the table and the ledger; it keeps only the upgrades still to be used."""

    ordered: list[str] = field(default_factory=list)  # the upgrades put in order so far (their options' keys)
    queue: list[str] | None = None  # the upgrades still to use, in order (None: not ordered yet)
    using: str = ""  # the upgrade whose gifts are given and whose offer waits


BACK_AT_CAMP = Procedure("camp", [epilogue_shown, earnings, epilogue_effects, pack_up, heal, young_roberts_tokens, sell_items,
                                  build_upgrades, use_upgrades, the_group, difficulty, buy_experience, share_rerolls,
                                  next_episode],
                         frame=BackAtCamp)

__all__ = ["BACK_AT_CAMP", "read_epilogue"]

"""What players may do between two actions, offered with the actions in the turn's question:
relinquish an item, give or swap items on the same terrain (2 action cards discarded each time),
buy advanced skills when the game allows it, save the game (the rulebook's rule), and leave or
join the game in progress (the new limits applied at once).

Keys: `relinquish:<item zone>`, `give:<item zone>:<seat>`, `swap:<item zone>:<item zone>`,
`buy:<piece>`, `save`, `leave:<seat>`, `rejoin:<seat>`, `join:<seat>:<character card id>`; each option's data
says the same (`act` names the free action). A give or a swap spends life (`spend`, for bots): two action cards
for what no count of the table reads, so a bot gives one on clear evidence only.
"""
from __future__ import annotations

import dataclasses
import functools
from dataclasses import dataclass

from engine.core import events as ev
from engine.core.decisions import Decision, Option
from engine.core.game import Game
from engine.core.procedure import END, Ask, Frame, Procedure

from . import adventure, items, life_force, save_rule
from .table import ACTION_DECK, BOX, DISCARD, Player, hand

KINDS = ("relinquish", "give", "swap", "buy", "save", "leave", "rejoin", "join")


def counted_hand(g: Game, seat: int) -> list[str]:
    """The cards of a seat's hand that count against the hand limit: skills and bonuses (never the character
    card or states)."""
    return [p for p in g.zones.cards(hand(seat)) if g.card(p).type in ("skill", "bonus")]


def _name(g: Game, seat: int) -> str:
    return g.table.player(seat).name


def _item_title(g: Game, item) -> str:
    return items.face(g, g.zones.cards(item.zone)[0])["title"]


def options(g: Game) -> list[Option]:
    table = g.table
    found: list[Option] = []
    playing = table.playing()
    for player in playing:
        found += relinquishing(g, [player.seat])
        for item in table.items_of(player.seat):
            for other in playing:
                if other.seat == player.seat or other.at != player.at:
                    continue
                if items.dice_free(g, other.seat) > 0:
                    found.append(Option(f"give:{item.zone}:{other.seat}",
                                        f"{player.name} gives {_item_title(g, item)} to {other.name} (discard 2)",
                                        {"act": "give", "zone": item.zone, "seat": player.seat, "to": other.seat,
                                         "spend": True}))
                if other.seat > player.seat:
                    for theirs in table.items_of(other.seat):
                        found.append(Option(f"swap:{item.zone}:{theirs.zone}",
                                            f"{player.name} swaps {_item_title(g, item)} for {other.name}'s "
                                            f"{_item_title(g, theirs)} (discard 2)",
                                            {"act": "swap", "zone": item.zone, "seat": player.seat,
                                             "with": theirs.zone, "spend": True}))
    if table.can_buy:
        for piece in g.zones.cards(BOX):
            card = g.card(piece)
            if card.type == "skill" and card.get("advanced") and int(card.get("xp", 0)) <= table.xp:
                found.append(Option(f"buy:{piece}", f"Buy {card.title} ({card.get('xp')} XP)", {"act": "buy", "piece": piece}))
    if save_rule.why_not(g) is None:
        # saving suspends the session, as joining or leaving changes who sits at it: the people's to decide, never a
        # bot's (a lone explorer's planner, every action looking a loss with its deck short, folded the board a dozen
        # times in its last hundred decisions, and explored again what it had folded away: issue 31)
        found.append(Option("save", "Save the game (fold the board to this terrain)", {"act": "save", "seating": True}))
    if len(playing) > 1:
        found += [Option(f"leave:{p.seat}", f"{p.name} leaves the game for now", {"act": "leave", "seat": p.seat, "seating": True})
                  for p in playing]
    found += [Option(f"rejoin:{s}", f"{_name(g, s)} comes back", {"act": "rejoin", "seat": s, "seating": True}) for s in table.left]
    new_seat = max(p.seat for p in table.players) + 1
    seats = list(table.eliminated) + ([new_seat] if len(table.players) < 4 else [])
    where = g.zones.where
    free = [g.card(p) for p in _characters(g) if where[p] == BOX] if seats else []
    for seat in seats:
        who = _name(g, seat) if seat != new_seat else f"Player {seat + 1}, new at the table,"
        found += [Option(f"join:{seat}:{c.id}", f"{who} joins as {c.title}", {"act": "join", "joins": seat, "character": c.id,
                                                                     "seating": True})
                  for c in free]
    return found


def relinquishing(g: Game, seats: list[int], keep: str = "") -> list[Option]:
    """Giving up a whole item, which a player may do at any time (Items); `keep` is an item in use
    whose own action is being resolved."""
    found = []
    for seat in seats:
        name = _name(g, seat)
        for item in g.table.items_of(seat):
            if item.zone != keep:
                found.append(Option(f"relinquish:{item.zone}", f"{name} relinquishes {_item_title(g, item)}",
                                    {"act": "relinquish", "zone": item.zone, "seat": seat}))
    return found


def at_any_time(step):
    """A step whose decisions also offer relinquishing an item ("at any time", Items); after one is
    relinquished the step is asked again as it stood, so what was being resolved goes on where it was.
    The item whose own action or consequence is being resolved (the frame's `in_use`) stays."""
    @functools.wraps(step)
    def run(g: Game, f: Frame, answer: Option | None):
        if answer is not None and answer.data.get("act") == "relinquish":
            items.relinquish(g, g.table.item(answer.data["zone"]))
            answer = None
        result = step(g, f, answer)
        if isinstance(result, Ask) and result.decision.number is None:
            decision = result.decision
            seats = decision.seats() or [p.seat for p in g.table.playing()]
            in_use = f.data.in_use
            extra = relinquishing(g, list(seats), keep=g.zones.zone_of(in_use) if in_use else "")
            if extra:
                return Ask(dataclasses.replace(decision, options=[*decision.options, *extra]))
        return result
    return run


def _characters(g: Game) -> list[str]:
    """Every character card piece of the pack (looked up once per game, kept with it: a module-wide cache would
    keep every closed game's pack alive)."""
    found = g.memo.get("characters")
    if found is None:
        found = g.memo["characters"] = sorted(p for p, d in g.state.pieces.items() if g.cards[d].type == "character")
    return found


def take(g: Game, chosen) -> Frame | None:
    """Carry out a free action (the chosen option's data); returns a frame to run (limits, saving) or None."""
    kind = chosen["act"]
    table = g.table
    if kind == "relinquish":
        items.relinquish(g, table.item(chosen["zone"]))
        return None
    if kind == "give":
        items.give(g, table.item(chosen["zone"]), chosen["to"])
        life_force.discard_from_deck(g, 2, "giving an item")
        return None
    if kind == "swap":
        first, second = table.item(chosen["zone"]), table.item(chosen["with"])
        a, b = first.owner, second.owner
        items.give(g, first, b)
        items.give(g, second, a)
        life_force.discard_from_deck(g, 2, "swapping items")
        return None
    if kind == "buy":
        card = g.card(chosen["piece"])
        old = table.xp
        table.xp -= int(card.get("xp", 0))
        g.emit(ev.ValueChanged("xp", old, table.xp))
        g.move(chosen["piece"], ACTION_DECK, face_up=False)
        g.zones.shuffle(ACTION_DECK, g.rng)
        g.emit(ev.Shuffled(ACTION_DECK))
        return None
    if kind == "save":
        save_rule.fold(g)
        return SAVED.frame()
    if kind == "leave":
        leave(g, chosen["seat"])
        return LIMITS.frame()
    if kind == "rejoin":
        rejoin(g, chosen["seat"])
        return LIMITS.frame()
    if kind == "join":
        join(g, chosen["joins"], chosen["character"])
        return LIMITS.frame()
    raise ValueError(kind)


def _own_skills(g: Game, character_id: str, zones: tuple[str, ...]) -> list[str]:
    return [p for z in zones for p in g.zones.cards(z)
            if g.card(p).type == "skill" and g.card(p).get("character") == character_id and not g.card(p).get("advanced")]


def _meeting_place(g: Game, newcomer: int) -> str:
    """Where the other characters stand (a newcomer's figure goes there)."""
    others = [p for p in g.table.playing() if p.seat != newcomer]
    return others[0].at if others else g.table.player(newcomer).at


def leave(g: Game, seat: int) -> None:
    """Leaving for now: hand and items are kept aside; the character's skills in the decks return."""
    character_id = g.state.pieces[g.table.player(seat).character]
    for piece in _own_skills(g, character_id, (ACTION_DECK, DISCARD)):
        g.move(piece, BOX)
    g.table.left.append(seat)
    g.emit(ev.Message(f"{_name(g, seat)} leaves the game for now.", {"rule": "leave", "seat": seat}))


def rejoin(g: Game, seat: int) -> None:
    player = g.table.player(seat)
    g.table.left.remove(seat)
    player.at = _meeting_place(g, seat)
    life_force.shuffle_in(g, _own_skills(g, g.state.pieces[player.character], (BOX,)))
    g.emit(ev.Message(f"{player.name} comes back.", {"rule": "rejoin", "seat": seat}))


def join(g: Game, seat: int, character_id: str) -> None:
    """A player takes a new character (after an elimination, or a new seat): its five skills are
    shuffled in and the figure stands with the others."""
    piece = next(p for p in g.zones.cards(BOX) if g.state.pieces[p] == character_id)
    at = _meeting_place(g, seat) if seat in g.table.eliminated else _meeting_place(g, -1)
    if seat in g.table.eliminated:
        player = g.table.player(seat)
        if player.character in g.zones.cards(hand(seat)):
            g.move(player.character, BOX)
        player.character, player.at = piece, at
        g.table.eliminated.remove(seat)
    else:
        g.table.players.append(Player(seat, f"Player {seat + 1}", piece, at))
        g.zones.add_zone(hand(seat))
    g.move(piece, hand(seat))
    life_force.shuffle_in(g, _own_skills(g, character_id, (BOX,)))
    g.emit(ev.Message(f"{g.card(piece).title} joins the adventure.", {"rule": "join", "seat": seat}))


# -- the limits, applied at once after a change of player count ---------------------------------
@dataclass
class Limits:
    """The limits applied again after a change of player count (nothing to remember)."""


def limits(g: Game, f: Frame, answer: Option | None):
    table = g.table
    if answer is not None:
        if "zone" in answer.data:
            items.relinquish(g, table.item(answer.data["zone"]))
        else:
            adventure.discard(g, answer.data["piece"])
    hand_limit, dice, stack = table.limit(table.hand_limit), table.limit(table.dice), table.limit(table.stack)
    for player in table.playing():
        seat = player.seat
        held = counted_hand(g, seat)
        if len(held) > hand_limit:
            return Ask(Decision(f"seat:{seat}", "hand_limit", f"{player.name} holds {len(held)} cards, {hand_limit} allowed: discard one",
                                [Option(f"discard:{p}", f"Discard {g.card(p).title}", {"piece": p, "seat": seat}) for p in held]))
        own = table.items_of(seat)
        if len(own) > dice:
            return Ask(Decision(f"seat:{seat}", "item_limit", f"{player.name} has {len(own)} items, {dice} allowed: give one up",
                                [Option(f"relinquish:{it.zone}", f"Relinquish {_item_title(g, it)}", {"zone": it.zone, "seat": seat}) for it in own]))
        for item in own:
            cards = g.zones.cards(item.zone)
            if len(cards) > stack:
                return Ask(Decision(f"seat:{seat}", "stack_limit",
                                    f"{_item_title(g, item)} holds {len(cards)} cards, {stack} allowed: discard one",
                                    [Option(f"discard:{p}", f"Discard {items.face(g, p)['title']}", {"piece": p, "seat": seat}) for p in cards[1:]]))
    return END


LIMITS = Procedure("limits", [limits], frame=Limits)


@dataclass
class Saved:
    """A game saved by the rulebook's rule, waiting to resume (nothing to remember)."""



def saved(g: Game, f: Frame, answer: Option | None):
    """The game is saved (the save stacks can be read now); going on resumes it in place."""
    if answer is None:
        return Ask(Decision("table", "saved", "The game is saved. Resume when you are ready.",
                            [Option("resume", "Resume the adventure", {"resume": True})]))
    save_rule.resume_in_place(g)
    return END


SAVED = Procedure("saved", [saved], frame=Saved)

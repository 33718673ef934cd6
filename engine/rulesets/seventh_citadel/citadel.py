"""Back at the Citadel between two scenarios (rulebook, "Threat": the epilogue once back at the Citadel,
then the next scenario): a consequence ends the scenario, whatever was under way; the characters come
back (an unconscious one wakes at the Citadel, at worst), the Preparation phase applies the effects
of the buildings built and those cards in play keep for it (`preparation`, e.g. a global event's delayed trigger), and the players go on
to the next scenario: the one the epilogue names, or one of their choice not played yet. The board and
the past go back to their decks, each character's whole deck is shuffled anew, and the new scenario
begins with its own life points, groundshiver and start terrain.

A built building's `preparation` effects apply at each Preparation phase (`when = "beginning"`: before
anything else). A scenario's `epilogue` is a paragraph of the Dialogue Book, read back at the Citadel."""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from engine.core import choices, events as ev
from engine.core.decisions import Decision, Option
from engine.core.game import Game
from engine.core.procedure import Ask, Frame, Procedure, Push
from engine.rulesets.sevenths import board, numbered

from . import compound, dialogues, leaflet
from .life import MAX_LIFE
from .consequences import LEAFLET_PATH, consequence_frame, ops_at
from .dialogues import read_frame
from .table import DRAWN, GLOBAL, QUEST_ITEMS, REVEALED, deck, discard, hand, purse, slot


def end_scenario(g: Game, next_id: str | None) -> None:
    """The scenario ends here: on to the Citadel (the running action and everything else stop)."""
    table = g.table
    if table.scenario not in table.finished:
        table.finished.append(table.scenario)
    g.emit(ev.Message("The scenario ends: back to the Citadel.", {"rule": "scenario_over", "scenario": table.scenario}))
    g.abandon(CITADEL.frame(next=next_id, ended=table.scenario))


@dataclass
class AtTheCitadel:
    """Back at the Citadel between two scenarios: the epilogue, the Preparation phase, the next scenario."""

    next: str | None = None  # the scenario the epilogue named
    ended: str | None = None  # the scenario just over
    prepared: list[list[Any]] | None = None  # the Preparation effects still to apply, as [card, path]; None: not begun
    order: dict[str, list[int]] | None = None  # the players' order of `prepared`, by group; None once it is applied
    rested: dict[str, int] | None = None  # each seat's life points as the Preparation phase began
    ordering: list[str] = field(default_factory=list)  # the keys chosen so far while the players order a group


def _by_id(g: Game, scenario: str) -> dict:
    return next(s for s in g.table.scenarios if s["id"] == scenario)


def back(g: Game, f: Frame, answer: Option | None):
    """Every character comes back to the Citadel: the unconscious ones wake, the cards of the action that
    was under way go where they belong, the skill cards in hand go back into the deck with the rest."""
    table = g.table
    for piece in list(g.zones.cards(DRAWN)):
        g.move(piece, discard(table.active if table.active is not None else table.present()[0].seat))
    for piece in list(g.zones.cards(REVEALED)):
        numbered.to_past(g, piece)
    for player in table.present():
        if player.life == 0:
            player.life = 1
            g.emit(ev.ValueChanged(f"life:{player.seat}", 0, 1))
        player.at = None
    table.active = table.last_active = None
    table.mandatory.clear()
    table.opening.clear()
    return None


def epilogue(g: Game, f: Frame, answer: Option | None):
    """The scenario's epilogue, a paragraph of the Dialogue Book read once back at the Citadel: its effects
    and choices (some needing a score or a card) say what the scenario's end brings. Nobody is the active player
    there: the players choose who reads it (`reader`) where that makes a difference."""
    ended = _by_id(g, f.data.ended) if f.data.ended else None
    if ended is None or ended.get("epilogue") is None:
        return None
    everyone = [p.seat for p in g.table.present()]
    number = int(ended["epilogue"])
    chosen = _reader(g, answer, number, everyone)
    if isinstance(chosen, Ask):
        return chosen
    seat = chosen.data["seat"]
    return Push(read_frame(seat, seat, everyone, number))


def _reader(g: Game, answer: Option | None, number: int, everyone: list[int]) -> Option | Ask:
    """Who reads the epilogue, the active player of its paragraphs: the one who makes its choices and to whom its
    "you" applies. The players' choice; asked only when it makes a difference (the first player reads otherwise)."""
    options = [Option(f"reads:{s}", f"{g.table.player(s).name} reads the epilogue", {"seat": s}) for s in everyone]
    found = dialogues.leads_to(g, number)
    if not (found["choices"] or _named(g, found["effects"]) & BY_YOU):
        return options[0]
    return choices.pick(answer, "table", "reader", "Back at the Citadel: who reads the epilogue (makes its choices, "
                        "applies what it says to you)?", options)


def _named(g: Game, items) -> set[str]:
    """The ops an effect list names, however deeply nested."""
    vocabulary = g.ruleset.vocabulary
    return {op.name for _, table in vocabulary.walk(items, "") if (op := vocabulary.op_of(table))}


def _prepared(g: Game) -> list[list]:
    """What applies in the Preparation phase, as (card, path): the built buildings' effects for its
    beginning, the effects cards in play keep for it (global events, quest items, purse cards), then the
    other built buildings' effects (the players then say in which order each group applies)."""
    zones = [GLOBAL, QUEST_ITEMS] + [purse(p.seat) for p in g.table.present()]
    cards = [[p, ["preparation"]] for z in zones for p in g.zones.cards(z) if g.card(p).get("preparation")]
    built = [(i, b) for i, b in enumerate(leaflet.buildings(g)) if b.get("preparation") and leaflet.built(g, b["id"])]
    first = [[None, [LEAFLET_PATH, "buildings", i, "preparation"]] for i, b in built if b.get("when") == "beginning"]
    later = [[None, [LEAFLET_PATH, "buildings", i, "preparation"]] for i, b in built if b.get("when") != "beginning"]
    return first + cards + later


def _at_beginning(g: Game, item: list) -> bool:
    piece, path = item
    return piece is None and leaflet.buildings(g)[path[2]].get("when") == "beginning"


def _effect_words(g: Game, item: list) -> str:
    piece, path = item
    title = g.card(piece).title if piece is not None else leaflet.buildings(g)[path[2]]["title"]
    return f"{title}: {g.ruleset.vocabulary.words(ops_at(g, piece, path))}"


def _in_order(g: Game, f: Frame, answer: Option | None) -> list[list] | Ask:
    """The Preparation phase's effects in the order the players choose, those "at the beginning" of it first:
    they happen at the same moment, so the rulebook leaves their order to the players."""
    d: AtTheCitadel = f.data
    for group, beginning in (("beginning", True), ("during", False)):
        if group in d.order:
            continue
        options = [Option(f"prepare:{i}", _effect_words(g, item), {"effect": i})
                   for i, item in enumerate(d.prepared) if _at_beginning(g, item) == beginning]
        ordered = choices.order(f, answer, "table", "preparation_order",
                                "The Preparation phase: which effect applies next?", options, into="ordering")
        if isinstance(ordered, Ask):
            return ordered
        d.order[group] = [o.data["effect"] for o in ordered]
        answer = None
    return [d.prepared[i] for group in ("beginning", "during") for i in d.order[group]]


def preparation(g: Game, f: Frame, answer: Option | None):
    """The Preparation phase: each built building and each card in play keeping effects for it applies
    them, one after the other, in the order the players choose (the active player is the first character
    still in the adventure)."""
    d: AtTheCitadel = f.data
    if d.prepared is None:
        d.prepared, d.order = _prepared(g), {}
        d.rested = {str(p.seat): p.life for p in g.table.present()}
        g.emit(ev.Message("The Preparation phase at the Citadel.", {"rule": "preparation"}))
    if d.order is not None:  # a save from before the players chose the order has none: as listed
        ordered = _in_order(g, f, answer)
        if isinstance(ordered, Ask):
            return ordered
        d.prepared, d.order = ordered, None
        answer = None
    everyone = [p.seat for p in g.table.present()]
    while d.prepared:
        piece, path = d.prepared[0]
        holder = g.zones.zone_of(piece) if piece is not None else None
        if piece is not None and holder not in (GLOBAL, QUEST_ITEMS) and not holder.startswith("purse:"):
            d.prepared.pop(0)
            continue  # it left play meanwhile
        if holder and holder.startswith("purse:"):
            seat = int(holder.split(":")[1])
        else:
            chosen = _one_player(g, answer, piece, path, everyone)
            if isinstance(chosen, Ask):
                return chosen
            seat = chosen.data["seat"]
        d.prepared.pop(0)
        return Push(consequence_frame(seat, everyone, piece, path), again=True)
    return None


# ops whose "you" is the player applying them (the others do the same whoever does, or ask the players anyway)
BY_YOU = {"lose_life", "damage", "gain_life", "recover", "discard_top", "unblock", "block_all", "block", "hand", "move",
          "read", "gain_reflex"}


def _one_player(g: Game, answer: Option | None, piece: str | None, path: list, everyone: list[int]) -> Option | Ask:
    """Who applies a building's (or a global event's, a quest item's) Preparation effects: "one player" of the
    players' choice; asked only when it makes a difference (the first player goes by itself otherwise)."""
    title = g.card(piece).title if piece is not None else leaflet.buildings(g)[path[2]]["title"]
    # each answer says what it does, so the log's "The table chose: …" reads on its own
    options = [Option(f"applies:{s}", f"{g.table.player(s).name} applies the {title} effect", {"seat": s})
               for s in everyone]
    if not _named(g, ops_at(g, piece, path)) & BY_YOU:
        return options[0]
    return choices.pick(answer, "table", "preparation_player",
                        f"{_effect_words(g, [piece, path])}. Which player applies it?", options)


def next_scenario(g: Game, f: Frame, answer: Option | None):
    """On to the next scenario: the one the epilogue named, else one of the players' choice not played yet."""
    table = g.table
    if answer is None:
        named = f.data.next
        threats = [s for s in table.scenarios if not s.get("intro")] or table.scenarios  # the intro begins adventures
        ids = [named] if named else [s["id"] for s in threats if s["id"] not in table.finished]
        ids = ids or [s["id"] for s in threats]
        options = [Option(f"scenario:{i}", f"Go on to {_by_id(g, i)['title']}", {"scenario": i}) for i in ids]
        return Ask(Decision("table", "scenario", "At the Citadel: which scenario next?", options))
    begin(g, _by_id(g, answer.data["scenario"]), fresh=False, shared=_shared(g, f.data.rested))
    return None


def _shared(g: Game, rested: dict | None) -> dict[int, int]:
    """What the Preparation phase gave or took of each character's life points (a building's "players share 5
    more", a global event's "4 fewer"): it comes on top of what the next scenario gives."""
    if not rested:
        return {}
    return {p.seat: p.life - int(rested.get(str(p.seat), p.life)) for p in g.table.present()}


def begin(g: Game, chosen: dict, fresh: bool = True, shared: dict[int, int] | None = None) -> None:
    """A scenario begins: its pictograph and groundshiver, each character's life points for this many
    players (and what the Preparation phase `shared` out or took, never under 1), every figure on its start
    terrain with exploration cards at its arrows. After another
    scenario (`fresh` False), the board and the past first go back to their decks and each character's
    hand, discard pile and deck are shuffled into one deck."""
    table = g.table
    if not fresh:
        for rest in list(table.dice.values()):
            compound.release(g, rest.piece)
        for zone in [z for z, pieces in g.zones.contents.items() if pieces and z.startswith(("board:", "attached:"))]:
            for piece in list(g.zones.cards(zone)):
                compound.release(g, piece)
                board.forget(g, piece)
                numbered.to_past(g, piece)
        numbered.return_past(g)
        for player in table.present():
            for zone in (hand(player.seat), discard(player.seat)):
                for piece in list(g.zones.cards(zone)):
                    g.move(piece, deck(player.seat), face_up=False)
            g.zones.shuffle(deck(player.seat), g.rng)
            g.emit(ev.Shuffled(deck(player.seat)))
    table.scenario, table.saved = chosen["id"], False
    table.pictograph = chosen.get("pictograph", "")
    table.groundshiver = int(chosen.get("groundshiver", 0))
    life = list(chosen["life_points"])[len(table.present()) - 1]
    for player in table.present():
        given = life + (shared or {}).get(player.seat, 0)
        old, player.life, player.at = player.life, max(1, min(MAX_LIFE, given)), slot(0, 0)
        if old != life and not fresh:
            g.emit(ev.ValueChanged(f"life:{player.seat}", old, life))
    terrain = numbered.find(g, int(chosen["start"]))
    if terrain is None or g.card(terrain).type != "terrain":
        raise ValueError(f"the start card {chosen['start']} is not a terrain of the pack")
    board.place_terrain(g, terrain, slot(0, 0))
    g.emit(ev.Message(f"The scenario {chosen['title']} begins.", {"rule": "setup", "scenario": chosen["id"]}))


CITADEL = Procedure("citadel", [back, epilogue, preparation, next_scenario], frame=AtTheCitadel)

"""The rulebook's "Saving the game" and resuming it, as rules (not the autosave).

The game may be saved once in each scenario (with the bookmark in a Threat Booklet: not in the
introductory scenario), when every conscious character stands on one terrain and no action, mandatory
action or card is under way. Each player discards the skill cards in their hand;
every card on the board but that terrain goes to the past; what is kept is the save stacks, given by
`save_stacks` as plain data (piece ids, bottom first): the terrain, the global events, the quest items,
the banished cards, and for each player their character card with its blocked cards, their action deck,
their discard pile, their purse cards and their life points. `setup.resume` rebuilds a game from them."""
from __future__ import annotations

from dataclasses import dataclass

from engine.core import events as ev
from engine.core.decisions import Decision, Option
from engine.core.game import Game
from engine.core.procedure import Ask, Frame, Procedure
from engine.rulesets.sevenths import board, numbered

from . import compound
from .table import BANISHED, GLOBAL, QUEST_ITEMS, blocked, deck, discard, hand, purse, slot

STACKS_FORMAT = 1
SAVED_ZONES = {"deck": deck, "discard": discard, "blocked": blocked, "purse": purse}


def why_not(g: Game) -> str | None:
    """Why the game cannot be saved now, or None."""
    if g.over:
        return "the game is over"
    if g.table.saved:
        return "the game may be saved only once in each scenario"
    if any(s.get("id") == g.table.scenario and s.get("intro") for s in g.table.scenarios):
        return "the bookmark is in no Threat Booklet: the introductory scenario is not saved"
    if any(frame.proc != "turn" for frame in g.state.stack) or (g.pending is not None and g.pending.kind != "action"):
        return "an action is under way"
    if g.table.mandatory or g.table.opening:
        return "a mandatory action must be taken first"
    places = {p.at for p in g.table.conscious()}
    if len(places) != 1 or board.terrain_in(g, next(iter(places))) is None:
        return "every conscious character must stand on the same terrain"
    return None


def fold(g: Game) -> None:
    """Skill cards in hand discarded; every card on the board but the characters' terrain to the past."""
    table = g.table
    table.saved = True
    for player in table.players:
        for piece in list(g.zones.cards(hand(player.seat))):
            g.move(piece, discard(player.seat))
    keep = board.terrain_in(g, table.conscious()[0].at)
    for zone in [z for z, pieces in g.zones.contents.items() if pieces and z.startswith(("board:", "attached:"))]:
        for piece in list(g.zones.cards(zone)):
            if piece != keep:
                compound.release(g, piece)
                numbered.to_past(g, piece)
    g.emit(ev.Message("The game is saved: the board is folded to one terrain.", {"rule": "saved", "terrain": keep}))


def save_stacks(g: Game) -> dict:
    """The save stacks, bottom first, as plain data."""
    table = g.table
    return {
        "format": STACKS_FORMAT, "scenario": table.scenario, "mode": table.mode,
        "terrain": board.terrain_in(g, table.conscious()[0].at),
        "global": list(g.zones.cards(GLOBAL)), "quest_items": list(g.zones.cards(QUEST_ITEMS)),
        "banished": list(g.zones.cards(BANISHED)),
        "players": [{"seat": p.seat, "name": p.name, "character": p.character, "life": p.life, "left": p.seat in table.left,
                     **{key: list(g.zones.cards(zone(p.seat))) for key, zone in SAVED_ZONES.items()}}
                    for p in table.players],
    }


def resume_in_place(g: Game) -> None:
    """Going on after saving without leaving: the past returns, the terrain goes to the middle with the
    conscious characters' figures on it, exploration cards in front of its arrows."""
    numbered.return_past(g)
    terrain = board.terrain_in(g, g.table.conscious()[0].at)
    if g.zones.zone_of(terrain) != slot(0, 0):
        g.move(terrain, slot(0, 0))
    for player in g.table.conscious():
        player.at = slot(0, 0)
    board.put_fog(g, slot(0, 0))


def saved(g: Game, f: Frame, answer: Option | None):
    """The game is saved (its stacks are the ledger's now); going on resumes it in place."""
    if answer is None:
        return Ask(Decision("table", "saved", "The game is saved. Go on when you are ready.",
                            [Option("resume", "Go on playing")]))
    resume_in_place(g)
    return None


@dataclass
class Saved:
    """The game just saved, waiting for the players to go on: no locals."""


SAVED = Procedure("saved", [saved], frame=Saved)

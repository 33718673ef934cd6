"""A Search card read, played back over the board: its words and what it did (an Adversary coming, an Injury, the
card going in front of the Explorer). Most cards ask nothing more, so no dialog opened for them: the card was said
only in the log and the Expedition panel's "Read last", both behind "What now?" during a turn."""
from __future__ import annotations

from gui import looking
from gui.panels.words import line, player_name
from gui.table.playback import PlayStep
from engine.rulesets.arkeis.events import EpilogueRead, SearchCardRead
from engine.rulesets.arkeis.table import READING


def episodes_before(game) -> tuple[type, ...]:
    """The events after which the log is this episode's own: an epilogue once the next episode is being set up (its
    "Who starts?" on), none while the epilogue is in front of the players and Back at Camp, where it is still theirs."""
    return () if game.table.epilogue else (EpilogueRead,)


def steps(game, events: list) -> list[PlayStep]:
    """One step for each Search card read among one decision's events: who reads what, its words, then what it did
    until it is put away ([] when no card was read)."""
    found: list[PlayStep] = []
    current: PlayStep | None = None
    read = ""
    for i, event in enumerate(events):
        seen = looking.event(game, event)
        if seen is None or event.kind == "chosen":
            continue
        if isinstance(event, SearchCardRead):
            read = event.data["card"]
            card = game.card(read)
            current = PlayStep(f"{player_name(game, event.data['seat'])} reads {card.title}",
                               [card.get("text")] if card.get("text") else [])
            found.append(current)
            continue
        if current is None:
            continue
        said = line(game, events, i)
        if event.kind == "piece_moved":
            arrives = seen.target.startswith("zone:") and not seen.source.startswith("zone:")
            if arrives:
                current.arrivals.append(seen.piece)  # a miniature the card brings onto the map shows with its step
            # of the pieces moved, what a player follows: what comes onto the map, and where the card goes when it
            # is kept (a Threat in front of the Explorer, an item in the backpack), not the tokens' and dice's moves
            kept = seen.piece == read and not seen.target.startswith("box:")
            if said and (arrives or kept):
                current.lines.append(said)
            if seen.source == READING:
                current = None  # the card is put away: what follows is no longer its doing
            continue
        if said:
            current.lines.append(said)
    return found


def heading(game, events: list) -> str:
    return "The Search card read"
